import type { BetStatus } from '@oddslab/shared/bet-rules';
import type { UserBet } from '@oddslab/shared/contract';
import { teamDisplayName } from '@oddslab/shared/names';
import type { Selectable } from 'kysely';
import {
  AGGREGATE_BOOKMAKERS,
  type OddsQuote,
  type Selection,
  settleRecommendation,
} from '../engine/markets/value-bets';
import { closingPriceOf } from '../engine/store/closing-price';
import { addMinutes } from '../engine/store/dates';
import type { EngineDb, UserBetsTable } from '../engine/store/engine-tables';
import { nowIso } from './rows';

/** A bet on a match that never got a result (abandoned, cancelled) is void this long after its kick-off. */
export const VOID_AFTER_DAYS = 3;
/** The CSV export holds at most this many bets (newest first). */
export const EXPORT_LIMIT = 10_000;

export interface UserBetFilter {
  status?: 'open' | 'settled' | 'all';
  market?: string;
  from?: string;
  to?: string;
}

/** What a bet is on, checked against the engine before it is stored. */
export interface BetTerms {
  market: string;
  selection: string;
  line: number | null;
  bookmaker: string;
  odds: number;
  stake: number;
  followedRecommendation: boolean;
}

/** The match a bet is on, copied into the bet (see migration 0110). */
export interface BetMatch {
  id: number;
  league_code: string;
  home_team: string;
  away_team: string;
  match_date: string;
  kickoff_at: string;
}

type Row = Selectable<UserBetsTable> & { current_kickoff: string | null };

const cents = (amount: number) => Math.round(amount * 100) / 100;

function toUserBet(row: Row, now: string | null): UserBet {
  const kickoff = row.current_kickoff ?? row.kickoff_at;
  return {
    id: Number(row.id),
    matchId: Number(row.match_id),
    league: row.league_code,
    // Stored as the data files spell them (bets recorded before full names existed too): spelt out here.
    homeTeam: teamDisplayName(row.home_team),
    awayTeam: teamDisplayName(row.away_team),
    date: row.match_date,
    kickoffAt: kickoff,
    market: row.market as UserBet['market'],
    selection: row.selection as UserBet['selection'],
    line: row.line,
    bookmaker: row.bookmaker,
    odds: row.odds,
    stake: row.stake,
    followedRecommendation: row.followed_recommendation === 1,
    status: row.status as BetStatus,
    returned: row.returned,
    profit: row.profit,
    closingOdds: row.closing_odds,
    clv: row.clv,
    editable: row.status === 'open' && now !== null && kickoff > now,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

/**
 * Subscribers' own bets. Every read and write is scoped to the owner's id, so another client's bet is simply not
 * found. The kick-off that counts is the match's current one (a fixture can be rescheduled), else the copy.
 */
export class UserBetsRepository {
  constructor(private readonly db: EngineDb) {}

  private query(userId: number, filter: UserBetFilter = {}) {
    let query = this.db
      .selectFrom('user_bets')
      .leftJoin('matches', 'matches.id', 'user_bets.match_id')
      .where('user_bets.user_id', '=', userId);
    if (filter.status === 'open') query = query.where('user_bets.status', '=', 'open');
    if (filter.status === 'settled') query = query.where('user_bets.status', '!=', 'open');
    if (filter.market) query = query.where('user_bets.market', '=', filter.market);
    if (filter.from) query = query.where('user_bets.match_date', '>=', filter.from);
    if (filter.to) query = query.where('user_bets.match_date', '<=', filter.to);
    return query;
  }

  private rows(userId: number, filter: UserBetFilter) {
    return this.query(userId, filter)
      .selectAll('user_bets')
      .select('matches.kickoff_at as current_kickoff')
      .orderBy('user_bets.created_at', 'desc')
      .orderBy('user_bets.id', 'desc');
  }

  async page(
    userId: number,
    filter: UserBetFilter,
    page: number,
    size: number,
    now: string | null,
  ): Promise<{ items: UserBet[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.rows(userId, filter)
        .limit(size)
        .offset(page * size)
        .execute(),
      this.query(userId, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => toUserBet(row, now)), total: Number(count.total) };
  }

  async all(userId: number, filter: UserBetFilter, now: string | null): Promise<UserBet[]> {
    const rows = await this.rows(userId, filter).limit(EXPORT_LIMIT).execute();
    return rows.map((row) => toUserBet(row, now));
  }

  async find(userId: number, id: number, now: string | null): Promise<UserBet | null> {
    const row = await this.rows(userId, {}).where('user_bets.id', '=', id).executeTakeFirst();
    return row ? toUserBet(row, now) : null;
  }

  async create(userId: number, match: BetMatch, terms: BetTerms): Promise<number> {
    const at = nowIso();
    const row = await this.db
      .insertInto('user_bets')
      .values({
        user_id: userId,
        match_id: match.id,
        league_code: match.league_code,
        home_team: match.home_team,
        away_team: match.away_team,
        match_date: match.match_date,
        kickoff_at: match.kickoff_at,
        ...termColumns(terms),
        status: 'open',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Changes an open bet only: a bet settled meanwhile is left as it is (false). */
  async update(userId: number, id: number, terms: BetTerms): Promise<boolean> {
    const result = await this.db
      .updateTable('user_bets')
      .set({ ...termColumns(terms), updated_at: nowIso() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('user_bets')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Totals over the owner's settled bets (spec §9), money in dollars to the cent. */
  async statistics(userId: number, now: string | null, lastBets: number) {
    const settled = await this.query(userId, { status: 'settled' })
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .sum<number>(eb.case().when('user_bets.status', 'in', ['win', 'half-win']).then(1).else(0).end())
          .as('wins'),
        eb.fn
          .sum<number>(eb.case().when('user_bets.status', 'in', ['loss', 'half-loss']).then(1).else(0).end())
          .as('losses'),
        eb.fn.sum<number>('user_bets.stake').as('staked'),
        eb.fn.sum<number>('user_bets.profit').as('profit'),
        eb.fn.avg<number>('user_bets.clv').as('clv'),
        eb.fn.min<string>('user_bets.match_date').as('first'),
        eb.fn.max<string>('user_bets.match_date').as('last'),
      ])
      .executeTakeFirstOrThrow();
    const open = await this.query(userId, { status: 'open' })
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const recent = await this.rows(userId, {}).limit(lastBets).execute();
    const total = Number(settled.total);
    const wins = Number(settled.wins ?? 0);
    const losses = Number(settled.losses ?? 0);
    return {
      totalBets: total,
      openBets: Number(open.total),
      wins,
      losses,
      pushes: total - wins - losses,
      winRate: total > 0 ? wins / total : null,
      staked: cents(Number(settled.staked ?? 0)),
      netProfit: cents(Number(settled.profit ?? 0)),
      clv: settled.clv === null ? null : Number(settled.clv),
      firstDate: settled.first ?? null,
      lastDate: settled.last ?? null,
      lastBets: recent.map((row) => toUserBet(row, now)),
    };
  }
}

function termColumns(terms: BetTerms) {
  return {
    market: terms.market,
    selection: terms.selection,
    line: terms.line,
    bookmaker: terms.bookmaker,
    odds: terms.odds,
    stake: terms.stake,
    followed_recommendation: terms.followedRecommendation ? 1 : 0,
  };
}

/**
 * Whether the engine prices this bet: the bookmaker (not a market aggregate) quotes the market for the match before
 * kick-off, on the same line for an Asian handicap.
 */
export async function isPricedByEngine(
  db: EngineDb,
  matchId: number,
  terms: Pick<BetTerms, 'market' | 'line' | 'bookmaker'>,
): Promise<boolean> {
  if (AGGREGATE_BOOKMAKERS.includes(terms.bookmaker)) return false;
  const quote = await db
    .selectFrom('odds')
    .select('line')
    .where('match_id', '=', matchId)
    .where('market', '=', terms.market)
    .where('bookmaker', '=', terms.bookmaker)
    .where('phase', '=', 'pre')
    .executeTakeFirst();
  return quote !== undefined && (terms.market !== 'AH' || quote.line === terms.line);
}

/**
 * Settles the users' open bets whose result has been revealed, in the engine's settlement step (`trx` is its
 * transaction): the engine's own settlement (Asian quarter lines split in halves), money to the cent, and
 * closing-line value against the closing price. A bet on a match still without a result VOID_AFTER_DAYS after its
 * kick-off is void (stake returned). Only open bets are touched, so running it again changes nothing.
 */
export async function settleUserBets(trx: EngineDb, now: string): Promise<number> {
  const voidBefore = addMinutes(now, -VOID_AFTER_DAYS * 24 * 60);
  const due = await trx
    .selectFrom('user_bets')
    .innerJoin('matches', 'matches.id', 'user_bets.match_id')
    .selectAll('user_bets')
    .select(['matches.home_goals', 'matches.away_goals'])
    .where('user_bets.status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb('matches.home_goals', 'is not', null),
        eb(eb.fn.coalesce('matches.kickoff_at', 'user_bets.kickoff_at'), '<', voidBefore),
      ]),
    )
    .execute();
  for (const bet of due) {
    const values =
      bet.home_goals !== null && bet.away_goals !== null
        ? await settlementOf(trx, bet, bet.home_goals, bet.away_goals)
        : { status: 'void', returned: bet.stake, profit: 0, closing_odds: null, clv: null };
    await trx
      .updateTable('user_bets')
      .set({ ...values, settled_at: now })
      .where('id', '=', bet.id)
      .where('status', '=', 'open')
      .execute();
  }
  return due.length;
}

async function settlementOf(trx: EngineDb, bet: Selectable<UserBetsTable>, homeGoals: number, awayGoals: number) {
  const settlement = settleRecommendation(
    {
      market: bet.market as OddsQuote['market'],
      line: bet.line,
      selection: bet.selection as Selection,
      price: bet.odds,
      stake: bet.stake,
    },
    homeGoals,
    awayGoals,
  );
  const closing = await closingPriceOf(trx, bet);
  const returned = cents(bet.stake * settlement.returnMultiple);
  return {
    status: settlement.outcome,
    returned,
    profit: cents(returned - bet.stake),
    closing_odds: closing,
    clv: closing === null ? null : bet.odds / closing - 1,
  };
}
