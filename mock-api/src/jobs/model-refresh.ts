import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { bookmakerName, teamDisplayName } from '@oddslab/shared/names';
import type { Insertable, Selectable } from 'kysely';
import { DEFAULT_MAX_OPEN_EXPOSURE } from '../config';
import { settleUserBets } from '../db/user-bets-repository';
import {
  type AlgorithmWeights,
  fitLeagueModel,
  type LeagueModel,
  type MarketBlend,
  type MatchPrediction,
  type ModelMatch,
  marketOneXTwo,
  marketOver25,
  matchRates,
  type OddsQuote,
  type OneXTwo,
  outcomeOf,
  type PhasedQuote,
  predictMatch,
  REFERENCE_BOOKMAKERS,
  rankedProbabilityScore,
  scoreGrid,
  servedRecommendations,
  settleRecommendation,
} from '../engine/index';
import { capOpenExposure } from '../engine/markets/exposure-cap';
import { closingPriceOf } from '../engine/store/closing-price';
import { addDays, dateOf } from '../engine/store/dates';
import { type AlertsTable, type EngineDb, type OddsTable, toNumber } from '../engine/store/engine-tables';
import { openStake } from '../engine/store/figures';
import { kickoffOf, leagueMatchesForModel, type MatchRow, playedMatchOdds } from '../engine/store/match-repository';
import type { ServedModel } from '../engine/store/model-versions-repository';
import {
  lockPredictionPublishing,
  RECOMMENDATION_TEXT,
  reviewsOf,
  servedOneXTwo,
  topOutcome,
} from '../engine/store/served-predictions';
import { readWeights, weightsHash } from '../engine/store/settings-repository';

/** History the model is fitted on; older results carry negligible weight under the time decay. */
export const FIT_WINDOW_DAYS = 1200;
/** A prediction whose top outcome reaches this probability raises a 'Prediction' alert when it is published. */
export const HIGH_CONFIDENCE = 0.65;
const OUTCOME_LETTERS = ['H', 'D', 'A'] as const;

export interface FitDiagnostics {
  /** Share of the last year's played matches whose most likely outcome the fitted model got right (in-sample). */
  inSampleAccuracy: number | null;
  inSampleMatches: number;
  fitMatches: number;
  logLikelihood: number;
  iterations: number;
  converged: boolean;
  fitMs: number;
}

export interface RefreshSummary {
  asOf: string;
  weightsHash: string;
  leagues: { league: string; cached: boolean; predictions: number; recommendations: number; fitMs: number }[];
}

/** The engine's instant and its calendar date (fits are made per day). */
export interface EngineClock {
  now: string;
  asOf: string;
}

export interface AdvanceSummary {
  from: string;
  to: string;
  predictionsSettled: number;
  recommendationsSettled: number;
  profit: number;
  alertsRaised: number;
}

/** The markets whose closing prices the fit turns into market-implied scoring rates (see implied-rates.ts). */
const IMPLIED_RATE_MARKETS = ['1X2', 'OU25'] as const;

function toQuote(o: Selectable<OddsTable>): PhasedQuote {
  return {
    bookmaker: o.bookmaker,
    market: o.market as OddsQuote['market'],
    phase: o.phase as PhasedQuote['phase'],
    line: o.line,
    prices: o.price3 === null ? [o.price1, o.price2] : [o.price1, o.price2, o.price3],
  };
}

/**
 * What the model may learn from a stored match at the as-of. A match played before it brings its result, shots on
 * target and odds (closing prices included); an upcoming one only tells the fit who plays in the season, so neither
 * its statistics nor any of its prices are passed, whatever the row holds.
 */
export function toModelMatch(r: MatchRow, asOf: string, odds: readonly Selectable<OddsTable>[] = []): ModelMatch {
  const match: ModelMatch = {
    season: r.season,
    date: r.match_date,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    homeGoals: r.home_goals,
    awayGoals: r.away_goals,
  };
  if (r.match_date >= asOf) return { ...match, homeGoals: null, awayGoals: null };
  return {
    ...match,
    odds: odds.map(toQuote),
    stats: { homeShotsOnTarget: r.home_shots_on_target, awayShotsOnTarget: r.away_shots_on_target },
  };
}

/**
 * The pre-match market of an upcoming match, de-margined (Shin) from the reference bookmaker (Pinnacle, else the
 * market average) exactly as the walk-forward backtest reads it, so a blend learned there applies unchanged.
 */
export function preMatchMarket(odds: readonly Selectable<OddsTable>[]): {
  oneXTwo: OneXTwo | null;
  over25: number | null;
} {
  const quotes = odds.filter((o) => o.phase === 'pre').map(toQuote);
  return { oneXTwo: marketOneXTwo(quotes, 'pre'), over25: marketOver25(quotes, 'pre') };
}

/** Home win / draw / away win mass of a square row-major score grid (home goals by row). */
function oneXTwoOf(grid: ArrayLike<number>): OneXTwo {
  const size = Math.round(Math.sqrt(grid.length));
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const v = grid[i * size + j]!;
      if (i > j) home += v;
      else if (i === j) draw += v;
      else away += v;
    }
  }
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

/** The stored part of a prediction: every market except the raw 11×11 grid. */
function storedMarkets(p: MatchPrediction): string {
  const { grid: _grid, ...markets } = p;
  return JSON.stringify(markets);
}

/** The fit in force for a league at the as-of (the newest one up to it), with the current weights. */
export async function leagueModelAt(
  db: EngineDb,
  league: string,
  asOf: string,
): Promise<{ model: LeagueModel; fitId: number; createdAt: string } | null> {
  const hash = weightsHash(await readWeights(db));
  // A league is refitted when its results change, so the fit in force is the newest one up to the as-of.
  const row = await db
    .selectFrom('model_fits')
    .select(['id', 'params', 'created_at'])
    .where('league_code', '=', league)
    .where('as_of', '<=', asOf)
    .where('weights_hash', '=', hash)
    .orderBy('as_of', 'desc')
    .executeTakeFirst();
  return row
    ? { model: JSON.parse(row.params) as LeagueModel, fitId: Number(row.id), createdAt: row.created_at }
    : null;
}

/**
 * Fits each league's model for the current as-of and weights (cached in `model_fits`, warm-started from the
 * previous fit), stores a prediction for every upcoming match and the value-bet recommendations at the best
 * pre-match prices, and settles both when the as-of moves past a match. Work is serialised: one refresh at a
 * time. The server runs it on the lifecycle thread (see lifecycle-thread.ts).
 */
export class ModelRefresher {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: EngineDb,
    /** The live model version: the only source of the served weights and blends. */
    private readonly servedModel: (asOf: string) => Promise<ServedModel>,
    /** Matches further ahead are listed as fixtures, not yet predicted. */
    private readonly predictionHorizonDays = 7,
    /** Open recommendations stake at most this share of the bankroll together. */
    private readonly maxOpenExposure = DEFAULT_MAX_OPEN_EXPOSURE,
  ) {}

  private serialise<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Refits and republishes at the engine's instant `at`. */
  refresh(at: EngineClock): Promise<RefreshSummary> {
    return this.serialise(() => this.refreshNow(at));
  }

  /**
   * One step of the match lifecycle at `now`, after the feed revealed what exists then: settle what has a result,
   * then refit and publish for what is still to come.
   */
  step(now: string, what: { settle: boolean; refit: boolean }): Promise<AdvanceSummary> {
    return this.serialise(async () => {
      const summary = what.settle
        ? await this.settle(now)
        : { from: now, to: now, predictionsSettled: 0, recommendationsSettled: 0, profit: 0, alertsRaised: 0 };
      if (what.refit) await this.refreshNow({ now, asOf: dateOf(now) });
      return summary;
    });
  }

  /** Refits and republishes at `now` (a lifecycle step's instant, or the clock's). */
  private async refreshNow({ asOf, now }: EngineClock): Promise<RefreshSummary> {
    const { weights, blends } = await this.servedModel(asOf);
    const hash = weightsHash(weights);
    const leagues = await this.db.selectFrom('leagues').select('code').orderBy('code').execute();
    const summary: RefreshSummary = { asOf, weightsHash: hash, leagues: [] };
    for (const { code } of leagues) {
      await yieldToEventLoop();
      // The live version holds a blend for every league it was validated with; servedModel revalidates otherwise.
      const blend = blends.get(code);
      if (blend) summary.leagues.push(await this.refreshLeague(code, { asOf, now }, weights, hash, blend));
    }
    return summary;
  }

  private async fitOrLoad(
    league: string,
    asOf: string,
    weights: AlgorithmWeights,
    hash: string,
    loadMatches: () => Promise<readonly ModelMatch[]>,
  ): Promise<{ model: LeagueModel; fitId: number; cached: boolean; fitMs: number }> {
    const cached = await this.db
      .selectFrom('model_fits')
      .select(['id', 'params'])
      .where('league_code', '=', league)
      .where('as_of', '=', asOf)
      .where('weights_hash', '=', hash)
      .executeTakeFirst();
    if (cached)
      return { model: JSON.parse(cached.params) as LeagueModel, fitId: Number(cached.id), cached: true, fitMs: 0 };
    const previousRow = await this.db
      .selectFrom('model_fits')
      .select('params')
      .where('league_code', '=', league)
      .where('weights_hash', '=', hash)
      .where('as_of', '<', asOf)
      .orderBy('as_of', 'desc')
      .executeTakeFirst();
    const matches = await loadMatches();
    await yieldToEventLoop();
    const started = performance.now();
    const model = fitLeagueModel(matches, {
      asOf,
      weights,
      ...(previousRow ? { previous: JSON.parse(previousRow.params) as LeagueModel } : {}),
    });
    const fitMs = Math.round(performance.now() - started);
    const yearAgo = addDays(asOf, -365);
    let hits = 0;
    let n = 0;
    for (const m of matches) {
      if (m.homeGoals === null || m.awayGoals === null || m.date < yearAgo || m.date >= asOf) continue;
      if (n % 50 === 49) await yieldToEventLoop();
      const rates = matchRates(model, m.homeTeam, m.awayTeam);
      const p = oneXTwoOf(scoreGrid(rates.home, rates.away, model.rho));
      if (OUTCOME_LETTERS.indexOf(topOutcome(p)) === outcomeOf(m.homeGoals, m.awayGoals)) hits++;
      n++;
    }
    const diagnostics: FitDiagnostics = {
      inSampleAccuracy: n > 0 ? hits / n : null,
      inSampleMatches: n,
      fitMatches: model.fit.matches,
      logLikelihood: model.fit.logLikelihood,
      iterations: model.fit.iterations,
      converged: model.fit.converged,
      fitMs,
    };
    const inserted = await this.db
      .insertInto('model_fits')
      .values({
        league_code: league,
        as_of: asOf,
        weights_hash: hash,
        params: JSON.stringify(model),
        diagnostics: JSON.stringify(diagnostics),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { model, fitId: Number(inserted.id), cached: false, fitMs };
  }

  private async refreshLeague(
    league: string,
    { asOf, now }: EngineClock,
    weights: AlgorithmWeights,
    hash: string,
    blend: MarketBlend,
  ): Promise<RefreshSummary['leagues'][number]> {
    const fromDate = addDays(asOf, -FIT_WINDOW_DAYS);
    const rows = await leagueMatchesForModel(this.db, league, fromDate, asOf);
    // Predictions are frozen at kick-off: only matches still to start, within the horizon, are (re)predicted.
    const horizon = addDays(asOf, this.predictionHorizonDays + 1);
    const upcoming = rows.filter((r) => kickoffOf(r) > now && r.match_date < horizon);
    const played = rows.filter((r) => r.match_date < asOf && r.home_goals !== null);
    const result = { league, cached: false, predictions: 0, recommendations: 0, fitMs: 0 };
    if (upcoming.length === 0 || played.length === 0) return result;
    // Refitted when the league's results change: the fit's date is the day after its latest result, so days
    // without new results reuse it and every replay of the same data fits the same models.
    const fitDate = addDays(
      played
        .map((r) => r.match_date)
        .sort()
        .at(-1)!,
      1,
    );
    const { model, fitId, cached, fitMs } = await this.fitOrLoad(league, fitDate, weights, hash, async () => {
      // Only the reference quotes the fit reads, and only of matches before the fit's date.
      const pastOdds = await playedMatchOdds(this.db, league, fromDate, fitDate, {
        bookmakers: REFERENCE_BOOKMAKERS,
        markets: IMPLIED_RATE_MARKETS,
      });
      return rows.map((r) => toModelMatch(r, fitDate, pastOdds.get(Number(r.id))));
    });
    Object.assign(result, { cached, fitMs });

    const oddsRows = await this.db
      .selectFrom('odds')
      .selectAll()
      .where(
        'match_id',
        'in',
        upcoming.map((u) => Number(u.id)),
      )
      .where('phase', '=', 'pre')
      .execute();
    const oddsByMatch = new Map<number, Selectable<OddsTable>[]>();
    for (const o of oddsRows) {
      const id = Number(o.match_id);
      if (!oddsByMatch.has(id)) oddsByMatch.set(id, []);
      oddsByMatch.get(id)!.push(o);
    }
    // The maths runs first, outside any transaction and yielding now and then, so requests keep being served;
    // the transaction below only writes.
    const computed: { id: number; prediction: MatchPrediction; bets: ReturnType<typeof servedRecommendations> }[] = [];
    for (const [index, match] of upcoming.entries()) {
      if (index % 25 === 24) await yieldToEventLoop();
      const id = Number(match.id);
      const odds = oddsByMatch.get(id) ?? [];
      const market = preMatchMarket(odds);
      const prediction = predictMatch(model, match.home_team, match.away_team, {
        marketPreMatch: market.oneXTwo,
        marketOverPreMatch: market.over25,
        marketBlend: blend,
      });
      // Model-edge backs, and lays where the exchange quotes the market (commission and thin markets handled there).
      const bets = servedRecommendations(prediction, odds.map(toQuote));
      computed.push({ id, prediction, bets });
    }
    const byId = new Map(upcoming.map((m) => [Number(m.id), m]));
    const alerts: NewAlert[] = [];
    await this.db.transaction().execute(async (trx) => {
      await lockPredictionPublishing(trx);
      // A withdrawn prediction is still the model's (republished, settled, in the track record), but its value bets
      // are not published: those open are removed below like any stale one, and none take room under the cap.
      const reviews = await reviewsOf(
        trx,
        computed.map((c) => c.id),
      );
      const withdrawn = (id: number) => reviews.get(id)?.action === 'withdraw';
      const published = new Set(
        (
          await trx
            .selectFrom('predictions')
            .select('match_id')
            .where(
              'match_id',
              'in',
              computed.map((c) => c.id),
            )
            .execute()
        ).map((r) => Number(r.match_id)),
      );
      // The bankroll is one: what other open recommendations stake leaves the room these may take.
      const publishable = capOpenExposure(
        computed.map((c) => ({
          matchId: c.id,
          kickoff: kickoffOf(byId.get(c.id)!),
          bets: withdrawn(c.id) ? [] : c.bets,
        })),
        await openStake(
          trx,
          computed.map((c) => c.id),
        ),
        this.maxOpenExposure,
      );
      for (const { id, prediction } of computed) {
        const bets = publishable.get(id) ?? [];
        const p = prediction.probabilities;
        const match = byId.get(id)!;
        const values = {
          model_fit_id: fitId,
          as_of: asOf,
          p_home: p.home,
          p_draw: p.draw,
          p_away: p.away,
          xg_home: prediction.expectedGoals.home,
          xg_away: prediction.expectedGoals.away,
          p_over25: prediction.overUnder.find((l) => l.line === 2.5)?.over ?? 0,
          recommendation: RECOMMENDATION_TEXT[topOutcome(p)],
          markets: storedMarkets(prediction),
          created_at: now,
        };
        await trx
          .insertInto('predictions')
          .values({ match_id: id, ...values })
          .onConflict((oc) => oc.column('match_id').doUpdateSet(values))
          .execute();
        result.predictions++;
        const confidence = Math.max(p.home, p.draw, p.away);
        if (!published.has(id) && confidence >= HIGH_CONFIDENCE) {
          alerts.push({
            alert_date: match.match_date,
            alert_type: 'Prediction',
            message: `High-confidence prediction: ${RECOMMENDATION_TEXT[topOutcome(p)]} in ${matchLabel(match)} (${percent(confidence)})`,
            action_type: 'view',
            match_id: id,
          });
        }

        const keep = new Set(bets.map((b) => `${b.market}|${b.selection}`));
        const open = await trx
          .selectFrom('recommendations')
          .select(['id', 'market', 'selection', 'side'])
          .where('match_id', '=', id)
          .where('status', '=', 'open')
          .execute();
        const stale = open.filter((r) => !keep.has(`${r.market}|${r.selection}`)).map((r) => Number(r.id));
        // A selection that turns from a back into a lay is a new tip and gets its own alert.
        const alreadyOpen = new Set(open.map((r) => `${r.market}|${r.selection}|${r.side}`));
        if (stale.length > 0) await trx.deleteFrom('recommendations').where('id', 'in', stale).execute();
        for (const bet of bets) {
          if (!alreadyOpen.has(`${bet.market}|${bet.selection}|${bet.side}`)) {
            alerts.push({
              alert_date: match.match_date,
              alert_type: 'Value Bet',
              message: `Value bet: ${bet.side === 'lay' ? 'Lay ' : ''}${selectionLabel(bet.market, bet.selection, bet.line)} in ${matchLabel(match)} at ${bet.price.toFixed(2)} (${bookmakerName(bet.bookmaker)}); model ${percent(bet.probability)}, edge ${percent(bet.edge)}`,
              action_type: 'view',
              match_id: id,
            });
          }
          const recValues = {
            side: bet.side,
            line: bet.line,
            bookmaker: bet.bookmaker,
            price: bet.price,
            commission: bet.commission,
            probability: bet.probability,
            market_probability: bet.marketProbability,
            edge: bet.edge,
            stake: bet.stake,
            kelly_stake: bet.kellyStake,
            as_of: asOf,
            created_at: now,
          };
          await trx
            .insertInto('recommendations')
            .values({ match_id: id, market: bet.market, selection: bet.selection, status: 'open', ...recValues })
            .onConflict((oc) =>
              oc
                .columns(['match_id', 'market', 'selection'])
                .doUpdateSet(recValues)
                .where('recommendations.status', '=', 'open'),
            )
            .execute();
          result.recommendations++;
        }
      }
      if (alerts.length > 0) {
        await trx
          .insertInto('alerts')
          .values(alerts.map((a) => ({ ...a, user_id: null, audience: 'clients' as const, created_at: now })))
          .execute();
      }
    });
    return result;
  }

  /**
   * Settles every prediction, recommendation and user bet whose match result has been revealed, raising a result alert for
   * each high-confidence prediction and a summary for admins.
   */
  private async settle(now: string): Promise<AdvanceSummary> {
    const summary: AdvanceSummary = {
      from: now,
      to: now,
      predictionsSettled: 0,
      recommendationsSettled: 0,
      profit: 0,
      alertsRaised: 0,
    };
    const due = await this.db
      .selectFrom('predictions')
      .innerJoin('matches', 'matches.id', 'predictions.match_id')
      .innerJoin('teams as home', 'home.id', 'matches.home_team_id')
      .innerJoin('teams as away', 'away.id', 'matches.away_team_id')
      .select([
        'predictions.id',
        'predictions.match_id',
        'predictions.p_home',
        'predictions.p_draw',
        'predictions.p_away',
        'matches.match_date',
        'matches.home_goals',
        'matches.away_goals',
        'home.name as home_team',
        'away.name as away_team',
      ])
      .where('predictions.outcome', 'is', null)
      .where('matches.home_goals', 'is not', null)
      .execute();
    const alerts: NewAlert[] = [];
    const reviews = await reviewsOf(
      this.db,
      due.map((p) => Number(p.match_id)),
    );
    await this.db.transaction().execute(async (trx) => {
      for (const p of due) {
        const outcome = outcomeOf(p.home_goals!, p.away_goals!);
        const probs = { home: p.p_home, draw: p.p_draw, away: p.p_away };
        // The model's own numbers are scored, whatever an analyst served instead (see served-predictions.ts).
        await trx
          .updateTable('predictions')
          .set({ outcome: OUTCOME_LETTERS[outcome], rps: rankedProbabilityScore(probs, outcome), settled_at: now })
          .where('id', '=', p.id)
          .execute();
        summary.predictionsSettled++;
        // The result alert speaks of what clients were shown: none for a withdrawn prediction.
        const served = servedOneXTwo(probs, reviews.get(Number(p.match_id)));
        if (!served) continue;
        const top = topOutcome(served);
        const confidence = Math.max(served.home, served.draw, served.away);
        if (confidence >= HIGH_CONFIDENCE) {
          const correct = top === OUTCOME_LETTERS[outcome];
          alerts.push({
            alert_date: p.match_date,
            alert_type: 'Result',
            message: `${teamDisplayName(p.home_team)} ${p.home_goals}-${p.away_goals} ${teamDisplayName(p.away_team)}: high-confidence ${RECOMMENDATION_TEXT[top]} (${percent(confidence)}) was ${correct ? 'correct' : 'wrong'}`,
            action_type: 'view',
            match_id: Number(p.match_id),
          });
        }
      }

      const openRecs = await trx
        .selectFrom('recommendations')
        .innerJoin('matches', 'matches.id', 'recommendations.match_id')
        .selectAll('recommendations')
        .select(['matches.home_goals', 'matches.away_goals'])
        .where('recommendations.status', '=', 'open')
        .where('matches.home_goals', 'is not', null)
        .execute();
      for (const rec of openRecs) {
        const settlement = settleRecommendation(
          {
            market: rec.market as OddsQuote['market'],
            line: rec.line,
            selection: rec.selection as 'home' | 'draw' | 'away' | 'over' | 'under',
            side: rec.side === 'lay' ? 'lay' : 'back',
            price: rec.price,
            commission: rec.commission,
            stake: rec.stake,
          },
          rec.home_goals!,
          rec.away_goals!,
        );
        const closingPrice = await closingPriceOf(trx, rec);
        await trx
          .updateTable('recommendations')
          .set({
            status: settlement.outcome,
            profit: settlement.profit,
            closing_price: closingPrice,
            settled_at: now,
          })
          .where('id', '=', rec.id)
          .execute();
        summary.recommendationsSettled++;
        summary.profit += settlement.profit;
      }
      // The subscribers' own bets settle with the same results, in the same transaction.
      await settleUserBets(trx, now);
      const rows: Insertable<AlertsTable>[] = alerts.map((a) => ({
        ...a,
        user_id: null,
        audience: 'clients' as const,
        created_at: now,
      }));
      if (summary.predictionsSettled + summary.recommendationsSettled > 0) {
        rows.push(await daySettlementAlert(trx, now));
      }
      if (rows.length > 0) await trx.insertInto('alerts').values(rows).execute();
      summary.alertsRaised = rows.length;
    });
    return summary;
  }
}

/** Starts every day's settlement summary for admins: one alert per day, kept up to date as results settle. */
const SETTLEMENT_SUMMARY_PREFIX = 'Settled on ';

/**
 * The admins' summary of the day's settlements so far (on the engine's clock). Settlements arrive match by match;
 * one alert per day, replaced with the day's running totals, keeps the admin list readable.
 */
async function daySettlementAlert(trx: EngineDb, now: string): Promise<Insertable<AlertsTable>> {
  const day = now.slice(0, 10);
  const next = addDays(day, 1);
  const predictions = await trx
    .selectFrom('predictions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('settled_at', '>=', day)
    .where('settled_at', '<', next)
    .executeTakeFirst();
  const bets = await trx
    .selectFrom('recommendations')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('profit').as('profit')])
    .where('settled_at', '>=', day)
    .where('settled_at', '<', next)
    .executeTakeFirst();
  await trx
    .deleteFrom('alerts')
    .where('alert_type', '=', 'System')
    .where('audience', '=', 'admins')
    .where('alert_date', '=', day)
    .where('message', 'like', `${SETTLEMENT_SUMMARY_PREFIX}%`)
    .execute();
  const profit = toNumber(bets?.profit);
  return {
    alert_date: day,
    alert_type: 'System',
    message: `${SETTLEMENT_SUMMARY_PREFIX}${day} by ${now.slice(11, 16)} UTC: ${count(toNumber(predictions?.n), 'prediction')} and ${count(toNumber(bets?.n), 'recommendation')} (profit ${profit >= 0 ? '+' : ''}${(profit * 100).toFixed(2)}% of bankroll)`,
    action_type: 'report',
    match_id: null,
    user_id: null,
    audience: 'admins',
    created_at: now,
  };
}

interface NewAlert {
  alert_date: string;
  alert_type: 'Prediction' | 'Value Bet' | 'Result' | 'System';
  message: string;
  action_type: 'view' | 'report';
  match_id: number | null;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function percent(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

function matchLabel(m: {
  home_team: string;
  away_team: string;
  kickoff_at: string | null;
  match_date: string;
}): string {
  const kickoff = m.kickoff_at ? `${m.kickoff_at.slice(0, 16).replace('T', ' ')} UTC` : m.match_date;
  return `${teamDisplayName(m.home_team)} v ${teamDisplayName(m.away_team)} (kick-off ${kickoff})`;
}

const SELECTION_TEXT: Record<string, string> = {
  home: 'Home Win',
  draw: 'Draw',
  away: 'Away Win',
  over: 'Over',
  under: 'Under',
};

function selectionLabel(market: string, selection: string, line: number | null): string {
  const side = SELECTION_TEXT[selection] ?? selection;
  if (market === 'OU25' || market === 'OU') return `${side} ${line ?? 2.5}`;
  if (market === 'AH')
    return `Asian handicap ${side.replace(' Win', '')} ${line !== null && line > 0 ? '+' : ''}${line ?? ''}`;
  return side;
}
