import type { PipelineBucket, PipelineSummary, RecommendationSummary, SettledFigures } from '@oddslab/shared/contract';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { addDays } from './dates';
import { type EngineDb, type EngineTables, toNumber } from './engine-tables';

/**
 * The figures every page shows (totals, rates, P/L, exposure), computed in SQL over all the rows they describe.
 * A figure shown in two places comes from one function here: the track record and the recommendation summaries
 * share `settledFigures`, the track record, the model diagnostics and the UAT reports share
 * `settledPredictionFigures`, and every admin page's and report's pipeline figures come from `pipelineSummary`.
 */

export interface RecommendationFilter {
  league: string | null;
  status: 'open' | 'settled' | 'all';
  /** Matches on or after this date. */
  from: string | null;
  /** Matches on or before this date. */
  to?: string | null;
  /** Matches of these clubs only; an empty list matches nothing. */
  teamIds?: readonly number[] | null;
}

/** Recommendations joined to their matches and narrowed by the filter: a list and its figures read the same rows. */
export function recommendationsMatching(db: EngineDb, filter: RecommendationFilter) {
  let query = db.selectFrom('recommendations').innerJoin('matches', 'matches.id', 'recommendations.match_id');
  if (filter.league) query = query.where('matches.league_code', '=', filter.league);
  if (filter.from) query = query.where('matches.match_date', '>=', filter.from);
  if (filter.to) query = query.where('matches.match_date', '<=', filter.to);
  const teamIds = filter.teamIds;
  if (teamIds) {
    query =
      teamIds.length === 0
        ? query.where(sql<SqlBool>`1 = 0`)
        : query.where((eb) =>
            eb.or([eb('matches.home_team_id', 'in', [...teamIds]), eb('matches.away_team_id', 'in', [...teamIds])]),
          );
  }
  if (filter.status === 'open') query = query.where('recommendations.status', '=', 'open');
  if (filter.status === 'settled') query = query.where('recommendations.status', '!=', 'open');
  return query;
}

type RecommendationRow = ExpressionBuilder<EngineTables, 'recommendations' | 'matches'>;

const countOf = (eb: RecommendationRow, status: string) =>
  eb.fn.sum<number>(eb.case().when('recommendations.status', '=', status).then(1).else(0).end());

/** The settled aggregates of a query over recommendations joined to matches (SQL: one row per group). */
function settledAggregates(eb: RecommendationRow) {
  return [
    eb.fn.countAll<number>().as('count'),
    countOf(eb, 'win').as('wins'),
    countOf(eb, 'half-win').as('half_wins'),
    countOf(eb, 'push').as('pushes'),
    countOf(eb, 'half-loss').as('half_losses'),
    countOf(eb, 'loss').as('losses'),
    eb.fn.sum<number>('recommendations.stake').as('staked'),
    eb.fn.sum<number>('recommendations.profit').as('profit'),
    // A back gains when it took more than the close, a lay when it laid at less than the close.
    eb.fn
      .avg<number>(
        eb
          .case()
          .when(eb.and([eb('recommendations.closing_price', '>', 0), eb('recommendations.side', '=', 'lay')]))
          .then(sql<number>`${sql.ref('recommendations.closing_price')} / ${sql.ref('recommendations.price')} - 1`)
          .when('recommendations.closing_price', '>', 0)
          .then(sql<number>`${sql.ref('recommendations.price')} / ${sql.ref('recommendations.closing_price')} - 1`)
          .end(),
      )
      .as('clv'),
    eb.fn.min('matches.match_date').as('first_date'),
    eb.fn.max('matches.match_date').as('last_date'),
  ] as const;
}

interface AggregateRow {
  count: string | number | bigint;
  wins: string | number | bigint | null;
  half_wins: string | number | bigint | null;
  pushes: string | number | bigint | null;
  half_losses: string | number | bigint | null;
  losses: string | number | bigint | null;
  staked: string | number | null;
  profit: string | number | null;
  clv: string | number | null;
  first_date: string | null;
  last_date: string | null;
}

function toSettledFigures(row: AggregateRow | undefined): SettledFigures {
  const wins = toNumber(row?.wins);
  const halfWins = toNumber(row?.half_wins);
  const halfLosses = toNumber(row?.half_losses);
  const losses = toNumber(row?.losses);
  const staked = toNumber(row?.staked);
  const profit = toNumber(row?.profit);
  const decided = wins + halfWins + halfLosses + losses;
  return {
    count: toNumber(row?.count),
    wins,
    halfWins,
    pushes: toNumber(row?.pushes),
    halfLosses,
    losses,
    staked,
    // Every settled stake comes back as stake + profit (profit is −stake on a loss).
    returned: staked + profit,
    profit,
    roi: staked > 0 ? profit / staked : null,
    hitRate: decided > 0 ? (wins + halfWins) / decided : null,
    clv: row?.clv === null || row?.clv === undefined ? null : Number(row.clv),
    firstDate: row?.first_date ?? null,
    lastDate: row?.last_date ?? null,
  };
}

/** Figures of the settled recommendations matching the filter (its status is taken as 'settled'). */
export async function settledFigures(db: EngineDb, filter: Omit<RecommendationFilter, 'status'>) {
  const row = await recommendationsMatching(db, { ...filter, status: 'settled' })
    .select((eb) => settledAggregates(eb))
    .executeTakeFirst();
  return toSettledFigures(row);
}

/** The same figures per group: per market, or per calendar month of the match ('YYYY-MM'). */
export async function settledFiguresBy(
  db: EngineDb,
  filter: Omit<RecommendationFilter, 'status'>,
  group: 'market' | 'month',
): Promise<(SettledFigures & { key: string })[]> {
  // Literal arguments, so PostgreSQL sees the grouped expression and the selected one as the same.
  const key =
    group === 'market'
      ? sql<string>`${sql.ref('recommendations.market')}`
      : sql<string>`substr(${sql.ref('matches.match_date')}, 1, 7)`;
  const rows = await recommendationsMatching(db, { ...filter, status: 'settled' })
    .select((eb) => [key.as('key'), ...settledAggregates(eb)])
    .groupBy(key)
    .orderBy(key)
    .execute();
  return rows.map((row) => ({ key: String(row.key), ...toSettledFigures(row) }));
}

/** What open recommendations stake together (fraction of the bankroll), leaving out those of `exceptMatches`. */
export async function openStake(db: EngineDb, exceptMatches: readonly number[] = []): Promise<number> {
  let query = db
    .selectFrom('recommendations')
    .select((eb) => eb.fn.sum<number>('stake').as('stake'))
    .where('status', '=', 'open');
  if (exceptMatches.length > 0) query = query.where('match_id', 'not in', [...exceptMatches]);
  return toNumber((await query.executeTakeFirst())?.stake);
}

/** Every figure a list of recommendations is shown with, over all the rows its filters match. */
export async function recommendationSummary(
  db: EngineDb,
  filter: RecommendationFilter,
  maxOpenExposure: number,
): Promise<RecommendationSummary> {
  const hasSettled = filter.status !== 'open';
  const [counts, settled, byMarket, exposure] = await Promise.all([
    recommendationsMatching(db, filter)
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        countOf(eb, 'open').as('open_count'),
        eb.fn
          .sum<number>(
            eb.case().when('recommendations.status', '=', 'open').then(eb.ref('recommendations.stake')).end(),
          )
          .as('open_stake'),
      ])
      .executeTakeFirst(),
    hasSettled ? settledFigures(db, filter) : toSettledFigures(undefined),
    hasSettled ? settledFiguresBy(db, filter, 'market') : [],
    openStake(db),
  ]);
  return {
    count: toNumber(counts?.count),
    open: { count: toNumber(counts?.open_count), stake: toNumber(counts?.open_stake) },
    settled,
    byMarket: byMarket.map(({ key, ...figures }) => ({ market: key, ...figures })),
    exposure: { open: exposure, cap: maxOpenExposure },
  };
}

/**
 * The matches of a report's period as the engine's clock saw them at `until`: match dates from `from` to `to`
 * (both included) that had kicked off by then.
 */
export interface MatchPeriod {
  from: string;
  to: string;
  /** The engine's instant the period is judged at. */
  until: string;
}

/** The ids of the period's matches that had kicked off by its instant. */
export function matchesOfPeriod(db: EngineDb, period: MatchPeriod) {
  return db
    .selectFrom('matches')
    .select('matches.id')
    .where('matches.match_date', '>=', period.from)
    .where('matches.match_date', '<=', period.to)
    .where('matches.kickoff_at', '<=', period.until);
}

/** The 1X2 outcome a stored prediction favours ('H', 'D' or 'A'; ties go to home, then draw). */
export const favouredOutcome = sql<string>`case when p_home >= p_draw and p_home >= p_away then 'H' when p_draw >= p_away then 'D' else 'A' end`;

/**
 * Settled predictions: how many, how many had their favoured 1X2 outcome happen, and their mean RPS. With a period,
 * only those of its matches settled by its instant.
 */
export async function settledPredictionFigures(
  db: EngineDb,
  period: MatchPeriod | null = null,
): Promise<{ count: number; hits: number; accuracy: number | null; rps: number | null }> {
  let query = db
    .selectFrom('predictions')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(sql<number>`case when ${favouredOutcome} = outcome then 1 else 0 end`).as('hits'),
      eb.fn.avg<number>('rps').as('rps'),
    ])
    .where('outcome', 'is not', null);
  if (period) {
    query = query.where('settled_at', '<=', period.until).where('match_id', 'in', matchesOfPeriod(db, period));
  }
  const row = await query.executeTakeFirst();
  const count = toNumber(row?.count);
  const hits = toNumber(row?.hits);
  return {
    count,
    hits,
    accuracy: count > 0 ? hits / count : null,
    rps: row?.rps === null || row?.rps === undefined ? null : Number(row.rps),
  };
}

/**
 * A prediction of the match that clients had at kick-off: published before it and not withdrawn by an analyst
 * (a withdrawal is only possible before kick-off, so a withdrawn match had none to show).
 */
export const predictedBeforeKickoff = (eb: ExpressionBuilder<EngineTables, 'matches'>) =>
  eb.and([
    eb.exists(
      eb
        .selectFrom('predictions as published')
        .select('published.id')
        .whereRef('published.match_id', '=', 'matches.id')
        .whereRef('published.created_at', '<', 'matches.kickoff_at'),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('prediction_reviews as withdrawn')
          .select('withdrawn.match_id')
          .whereRef('withdrawn.match_id', '=', 'matches.id')
          .where('withdrawn.action', '=', 'withdraw'),
      ),
    ),
  ]);

/** A bookmaker's pre-match 1X2 price for the match (they become visible only before kick-off). */
export const pricedBeforeKickoff = (eb: ExpressionBuilder<EngineTables, 'matches'>) =>
  eb.exists(
    eb
      .selectFrom('odds as pre')
      .select('pre.match_id')
      .whereRef('pre.match_id', '=', 'matches.id')
      .where('pre.phase', '=', 'pre')
      .where('pre.market', '=', '1X2'),
  );

/**
 * Coverage of a period: its matches kicked off by the period's instant, and how many of them had both a published
 * prediction and a pre-match price before kick-off.
 */
export async function periodCoverage(
  db: EngineDb,
  period: MatchPeriod,
): Promise<{ scheduled: number; covered: number; coverage: number | null }> {
  const row = await db
    .selectFrom('matches')
    .select((eb) => [
      eb.fn.countAll<number>().as('scheduled'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([predictedBeforeKickoff(eb), pricedBeforeKickoff(eb)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('covered'),
    ])
    .where('matches.id', 'in', matchesOfPeriod(db, period))
    .executeTakeFirst();
  const scheduled = toNumber(row?.scheduled);
  const covered = toNumber(row?.covered);
  return { scheduled, covered, coverage: scheduled > 0 ? covered / scheduled : null };
}

type RunRow = ExpressionBuilder<EngineTables, 'pipeline_runs'>;

const runCount = (eb: RunRow, statuses: readonly string[], negate = false) =>
  eb.fn.sum<number>(
    eb
      .case()
      .when('status', negate ? 'not in' : 'in', [...statuses])
      .then(1)
      .else(0)
      .end(),
  );

function runAggregates(eb: RunRow) {
  return [
    eb.fn.countAll<number>().as('runs'),
    runCount(eb, ['running'], true).as('finished'),
    runCount(eb, ['succeeded']).as('succeeded'),
    runCount(eb, ['failed', 'partial']).as('failures'),
    eb.fn.sum<number>('rows_read').as('rows_read'),
    eb.fn.sum<number>('rows_inserted').as('rows_inserted'),
    eb.fn.sum<number>('rows_rejected').as('rows_rejected'),
  ] as const;
}

type RunFigures = Omit<PipelineBucket, 'start'>;

function toRunFigures(row: Record<string, unknown> | undefined): RunFigures {
  const value = (key: string) => toNumber(row?.[key] as string | number | null | undefined);
  const finished = value('finished');
  return {
    runs: value('runs'),
    finished,
    succeeded: value('succeeded'),
    failures: value('failures'),
    successRate: finished > 0 ? value('succeeded') / finished : null,
    rowsRead: value('rows_read'),
    rowsInserted: value('rows_inserted'),
    rowsRejected: value('rows_rejected'),
  };
}

/** Monday of the date's week (UTC). */
function weekOf(date: string): string {
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

function nextMonth(start: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

const PERIODS = {
  daily: { startOf: (date: string) => date, next: (start: string) => addDays(start, 1) },
  weekly: { startOf: weekOf, next: (start: string) => addDays(start, 7) },
  monthly: { startOf: (date: string) => `${date.slice(0, 7)}-01`, next: nextMonth },
} as const;

/** The days' figures added into buckets of a period, every bucket from the first to the last, empty ones zero. */
function bucketsOf(days: readonly PipelineBucket[], period: keyof typeof PERIODS): PipelineBucket[] {
  const { startOf, next } = PERIODS[period];
  const sums = new Map<string, PipelineBucket>();
  for (const day of days) {
    const start = startOf(day.start);
    const bucket = sums.get(start) ?? { start, ...toRunFigures(undefined) };
    for (const key of [
      'runs',
      'finished',
      'succeeded',
      'failures',
      'rowsRead',
      'rowsInserted',
      'rowsRejected',
    ] as const) {
      bucket[key] += day[key];
    }
    bucket.successRate = bucket.finished > 0 ? bucket.succeeded / bucket.finished : null;
    sums.set(start, bucket);
  }
  if (days.length === 0) return [];
  const out: PipelineBucket[] = [];
  const last = startOf(days.at(-1)!.start);
  for (let start = startOf(days[0]!.start); start <= last; start = next(start)) {
    out.push(sums.get(start) ?? { start, ...toRunFigures(undefined) });
  }
  return out;
}

/** Days of ingestion runs (UTC, by start), both ends included. */
export interface RunPeriod {
  from: string;
  to: string;
}

/**
 * Every ingestion run counted in SQL: in all, and per day (UTC, by start), week and month. With a period, only the
 * runs started on its days.
 */
export async function pipelineSummary(db: EngineDb, period: RunPeriod | null = null): Promise<PipelineSummary> {
  const day = sql<string>`substr(${sql.ref('started_at')}, 1, 10)`;
  const runs = () => {
    const query = db.selectFrom('pipeline_runs');
    return period
      ? query.where('started_at', '>=', period.from).where('started_at', '<', addDays(period.to, 1))
      : query;
  };
  const [total, days] = await Promise.all([
    runs()
      .select((eb) => [
        ...runAggregates(eb),
        runCount(eb, ['running']).as('running'),
        eb.fn.max('finished_at').as('last_finished_at'),
      ])
      .executeTakeFirst(),
    runs()
      .select((eb) => [day.as('day'), ...runAggregates(eb)])
      .groupBy(day)
      .orderBy(day)
      .execute(),
  ]);
  const daily = bucketsOf(
    days.map((row) => ({ start: String(row.day), ...toRunFigures(row) })),
    'daily',
  );
  return {
    total: {
      ...toRunFigures(total),
      running: toNumber(total?.running),
      lastFinishedAt: total?.last_finished_at ?? null,
    },
    daily,
    weekly: bucketsOf(daily, 'weekly'),
    monthly: bucketsOf(daily, 'monthly'),
  };
}
