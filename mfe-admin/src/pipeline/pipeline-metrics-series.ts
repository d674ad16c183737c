import type { PipelineRun } from '@oddslab/shared/contract';

export type MetricsPeriod = 'daily' | 'weekly' | 'monthly';

export const METRICS_PERIODS: readonly { value: MetricsPeriod; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

/** How many buckets the chart shows, ending at the newest run. */
const BUCKETS: Record<MetricsPeriod, number> = { daily: 14, weekly: 12, monthly: 12 };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_MS = 86_400_000;

export interface PipelineMetricsSeries {
  labels: string[];
  rowsRead: number[];
  rowsInserted: number[];
  rowsRejected: number[];
}

/** Start of the bucket holding `time` (UTC): the day, the Monday of its week, or the first of its month. */
function bucketStart(time: number, period: MetricsPeriod): number {
  const date = new Date(time);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'daily') return day;
  if (period === 'weekly') return day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function previousBucket(start: number, period: MetricsPeriod): number {
  if (period === 'daily') return start - DAY_MS;
  if (period === 'weekly') return start - 7 * DAY_MS;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
}

function bucketLabel(start: number, period: MetricsPeriod): string {
  const iso = new Date(start).toISOString().slice(0, 10);
  if (period === 'daily') return iso;
  if (period === 'weekly') return `Week of ${iso}`;
  const date = new Date(start);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * Rows read, inserted and rejected per day, week or month (UTC), over the last buckets up to the newest run;
 * buckets without runs count zero so the line keeps its time scale.
 */
export function pipelineMetricsSeries(runs: readonly PipelineRun[], period: MetricsPeriod): PipelineMetricsSeries {
  const totals = new Map<number, { read: number; inserted: number; rejected: number }>();
  let newest = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    const time = Date.parse(run.startedAt);
    if (Number.isNaN(time)) continue;
    const start = bucketStart(time, period);
    newest = Math.max(newest, start);
    const bucket = totals.get(start) ?? { read: 0, inserted: 0, rejected: 0 };
    bucket.read += run.rowsRead;
    bucket.inserted += run.rowsInserted;
    bucket.rejected += run.rowsRejected;
    totals.set(start, bucket);
  }
  const series: PipelineMetricsSeries = { labels: [], rowsRead: [], rowsInserted: [], rowsRejected: [] };
  if (totals.size === 0) return series;
  const oldest = Math.min(...totals.keys());
  const starts: number[] = [];
  for (let start = newest; starts.length < BUCKETS[period] && start >= oldest; start = previousBucket(start, period)) {
    starts.unshift(start);
  }
  for (const start of starts) {
    const bucket = totals.get(start);
    series.labels.push(bucketLabel(start, period));
    series.rowsRead.push(bucket?.read ?? 0);
    series.rowsInserted.push(bucket?.inserted ?? 0);
    series.rowsRejected.push(bucket?.rejected ?? 0);
  }
  return series;
}
