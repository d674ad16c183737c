import type { PipelineBucket, PipelineSummary } from '@oddslab/shared/contract';

export type MetricsPeriod = 'daily' | 'weekly' | 'monthly';

export const METRICS_PERIODS: readonly { value: MetricsPeriod; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

/** How many buckets the chart shows, ending at the newest run. */
const BUCKETS: Record<MetricsPeriod, number> = { daily: 14, weekly: 12, monthly: 12 };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export interface PipelineMetricsSeries {
  labels: string[];
  rowsRead: number[];
  rowsInserted: number[];
  rowsRejected: number[];
}

/** '2026-11-20', 'Week of 2026-11-16' or 'NOV 2026' for a bucket starting on `start`. */
function bucketLabel(start: string, period: MetricsPeriod): string {
  if (period === 'daily') return start;
  if (period === 'weekly') return `Week of ${start}`;
  return `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`;
}

/** The server's rows read, inserted and rejected per day, week or month (UTC): the last buckets up to the newest. */
export function pipelineMetricsSeries(summary: PipelineSummary, period: MetricsPeriod): PipelineMetricsSeries {
  const buckets: readonly PipelineBucket[] = summary[period].slice(-BUCKETS[period]);
  return {
    labels: buckets.map((bucket) => bucketLabel(bucket.start, period)),
    rowsRead: buckets.map((bucket) => bucket.rowsRead),
    rowsInserted: buckets.map((bucket) => bucket.rowsInserted),
    rowsRejected: buckets.map((bucket) => bucket.rowsRejected),
  };
}
