import type { PipelineBucket, PipelineSummary, RecommendationSummary, SettledFigures } from '@oddslab/shared/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import { addDays } from './dates';
import { type EngineDb, type EngineTables, toNumber } from './engine-tables';

/**
 * The figures every page shows (totals, rates, P/L, exposure), computed in SQL over all the rows they describe.
 * A figure shown in two places comes from one function here: the track record and the recommendation summaries
 * share `settledFigures`, the track record and the model diagnostics share `settledPredictionFigures`, and every
 * admin page's pipeline figures come from `pipelineSummary`.
 */

export interface RecommendationFilter {
  league: string | null;
  status: 'open' | 'settled' | 'all';
  /** Matches on or after this date. */
  from: string | null;
}

/** Recommendations joined to their matches and narrowed by the filter: a list and its figures read the same rows. */
export function recommendationsMatching(db: EngineDb, filter: RecommendationFilter) {
  let query = db.selectFrom('recommendations').innerJoin('matches', 'matches.id', 'recommendations.match_id');
  if (filter.league) query = query.where('matches.league_code', '=', filter.league);
  if (filter.from) query = query.where('matches.match_date', '>=', filter.from);
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

/** Settled predictions: how many, how many had their favoured 1X2 outcome happen, and their mean RPS. */
export async function settledPredictionFigures(
  db: EngineDb,
): Promise<{ count: number; hits: number; accuracy: number | null; rps: number | null }> {
  const favoured = sql<string>`case when p_home >= p_draw and p_home >= p_away then 'H' when p_draw >= p_away then 'D' else 'A' end`;
  const row = await db
    .selectFrom('predictions')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(sql<number>`case when ${favoured} = outcome then 1 else 0 end`).as('hits'),
      eb.fn.avg<number>('rps').as('rps'),
    ])
    .where('outcome', 'is not', null)
    .executeTakeFirst();
  const count = toNumber(row?.count);
  const hits = toNumber(row?.hits);
  return {
    count,
    hits,
    accuracy: count > 0 ? hits / count : null,
    rps: row?.rps === null || row?.rps === undefined ? null : Number(row.rps),
  };
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

/** Every ingestion run counted in SQL: in all, and per day (UTC, by start), week and month. */
export async function pipelineSummary(db: EngineDb): Promise<PipelineSummary> {
  const day = sql<string>`substr(${sql.ref('started_at')}, 1, 10)`;
  const [total, days] = await Promise.all([
    db
      .selectFrom('pipeline_runs')
      .select((eb) => [
        ...runAggregates(eb),
        runCount(eb, ['running']).as('running'),
        eb.fn.max('finished_at').as('last_finished_at'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('pipeline_runs')
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
