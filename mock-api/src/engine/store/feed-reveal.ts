import { sql } from 'kysely';
import { addMinutes } from './dates';
import type { EngineDb } from './engine-tables';
import { MATCH_FIELDS } from './match-writer';

/** When each part of a match becomes known, relative to its kick-off. */
export interface Lifecycle {
  /** Bookmakers' pre-match prices appear this many minutes before kick-off. */
  priceLeadMinutes: number;
  /** The result and statistics arrive this many minutes after kick-off (full time). */
  fullTimeMinutes: number;
}

export interface RevealCounts {
  fixtures: number;
  /** Pre-match quotes that became visible. */
  prices: number;
  /** Closing quotes that became visible (at kick-off). */
  closings: number;
  results: number;
}

/** Statistics and results (everything but the fixture's timing): known only once the match is over. */
const TIMING_COLUMNS: readonly string[] = ['match_date', 'kickoff', 'kickoff_at'];
const RESULT_COLUMNS = MATCH_FIELDS.filter((column) => !TIMING_COLUMNS.includes(column));

function affected(result: { numAffectedRows?: bigint }): number {
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * Copies into the site's tables what of the feed exists at `now`: fixtures once published, pre-match prices from
 * the lead time before kick-off, closing prices at kick-off, results and statistics at full time. Rows already
 * shown are never copied twice; a fixture not yet played follows a rescheduled date. One transaction, so a read
 * sees a step whole or not at all.
 *
 * `since`, the instant of the previous reveal, narrows the work to what became visible after it (each step of a
 * running clock); without it the whole feed is compared (after new data arrived, which may concern the past).
 */
export async function revealUntil(
  db: EngineDb,
  now: string,
  lifecycle: Lifecycle,
  since: string | null = null,
): Promise<RevealCounts> {
  const priceHorizon = addMinutes(now, lifecycle.priceLeadMinutes);
  const resultHorizon = addMinutes(now, -lifecycle.fullTimeMinutes);
  const floor = '0000';
  const publishedAfter = since ?? floor;
  const pricesAfter = since ? addMinutes(since, lifecycle.priceLeadMinutes) : floor;
  const closingsAfter = since ?? floor;
  const resultsAfter = since ? addMinutes(since, -lifecycle.fullTimeMinutes) : floor;
  return db.transaction().execute(async (trx) => {
    const fixtures = affected(
      await sql`insert into matches (id, league_code, season, match_date, kickoff, kickoff_at, home_team_id, away_team_id)
        select f.id, f.league_code, f.season, f.match_date, f.kickoff, f.kickoff_at, f.home_team_id, f.away_team_id
        from feed_matches f
        where f.published_at <= ${now} and f.published_at > ${publishedAfter}
          and not exists (select 1 from matches m where m.id = f.id)`.execute(trx),
    );
    if (since === null) {
      // A moved fixture arrives only with new feed data, which is revealed without `since`.
      await sql`update matches set match_date = f.match_date, kickoff = f.kickoff, kickoff_at = f.kickoff_at
        from feed_matches f
        where f.id = matches.id and matches.home_goals is null and f.kickoff_at <> matches.kickoff_at`.execute(trx);
    }
    const revealOdds = async (phase: 'pre' | 'close', after: string, horizon: string) =>
      affected(
        await sql`insert into odds (match_id, bookmaker, market, phase, line, price1, price2, price3)
          select o.match_id, o.bookmaker, o.market, o.phase, o.line, o.price1, o.price2, o.price3
          from feed_odds o
          join feed_matches f on f.id = o.match_id
          join matches m on m.id = f.id
          where o.phase = ${phase} and f.kickoff_at <= ${horizon} and f.kickoff_at > ${after}
            and not exists (select 1 from odds x where x.match_id = o.match_id and x.bookmaker = o.bookmaker
              and x.market = o.market and x.phase = o.phase)`.execute(trx),
      );
    const prices = await revealOdds('pre', pricesAfter, priceHorizon);
    const closings = await revealOdds('close', closingsAfter, now);
    const assignments = sql.join(RESULT_COLUMNS.map((c) => sql`${sql.ref(c)} = f.${sql.ref(c)}`));
    const results = affected(
      await sql`update matches set ${assignments}
        from feed_matches f
        where f.id = matches.id and matches.home_goals is null and f.home_goals is not null
          and f.kickoff_at <= ${resultHorizon} and f.kickoff_at > ${resultsAfter}`.execute(trx),
    );
    return { fixtures, prices, closings, results };
  });
}

/**
 * The first instant after `now` at which something new becomes visible (a fixture list, prices, a kick-off or a
 * result), or null when the feed holds nothing more.
 */
export async function nextRevealAfter(db: EngineDb, now: string, lifecycle: Lifecycle): Promise<string | null> {
  const lead = lifecycle.priceLeadMinutes;
  const fullTime = lifecycle.fullTimeMinutes;
  const candidates = await Promise.all([
    firstAfter(db, 'kickoff_at', addMinutes(now, lead)).then((t) => (t ? addMinutes(t, -lead) : null)),
    firstAfter(db, 'kickoff_at', now),
    firstAfter(db, 'kickoff_at', addMinutes(now, -fullTime)).then((t) => (t ? addMinutes(t, fullTime) : null)),
    firstAfter(db, 'published_at', now),
  ]);
  const found = candidates.filter((t): t is string => t !== null).sort();
  return found[0] ?? null;
}

async function firstAfter(db: EngineDb, column: 'kickoff_at' | 'published_at', after: string): Promise<string | null> {
  const row = await db
    .selectFrom('feed_matches')
    .select((eb) => eb.fn.min(column).as('first'))
    .where(column, '>', after)
    .executeTakeFirst();
  return row?.first ? String(row.first) : null;
}

/** The feed's first and last kick-off, or null when nothing has been ingested. */
export async function feedSpan(db: EngineDb): Promise<{ first: string; last: string } | null> {
  const row = await db
    .selectFrom('feed_matches')
    .select((eb) => [eb.fn.min('kickoff_at').as('first'), eb.fn.max('kickoff_at').as('last')])
    .executeTakeFirst();
  return row?.first && row.last ? { first: String(row.first), last: String(row.last) } : null;
}
