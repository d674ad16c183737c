import type { PipelineRun } from '@oddslab/shared/contract';

export interface PipelinePerformanceRow {
  /** YYYY-MM-DD (UTC) the runs started on. */
  date: string;
  /** Share of the day's finished runs that succeeded with no error, 0..1; null when none finished yet. */
  successRate: number | null;
  /** Finished runs that met errors: failed outright or only partly succeeded. */
  failures: number;
  totalRuns: number;
}

/** Pipeline runs grouped by the day they started, newest day first. */
export function pipelinePerformanceByDay(runs: readonly PipelineRun[]): PipelinePerformanceRow[] {
  const days = new Map<string, { finished: number; succeeded: number; failures: number; total: number }>();
  for (const run of runs) {
    const date = run.startedAt.slice(0, 10);
    const day = days.get(date) ?? { finished: 0, succeeded: 0, failures: 0, total: 0 };
    day.total += 1;
    if (run.status !== 'running') day.finished += 1;
    if (run.status === 'succeeded') day.succeeded += 1;
    if (run.status === 'failed' || run.status === 'partial') day.failures += 1;
    days.set(date, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, day]) => ({
      date,
      successRate: day.finished === 0 ? null : day.succeeded / day.finished,
      failures: day.failures,
      totalRuns: day.total,
    }));
}
