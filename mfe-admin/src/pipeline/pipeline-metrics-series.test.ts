import { buildPipelineRun } from '@oddslab/shared/testing';
import { pipelineMetricsSeries } from './pipeline-metrics-series';

const run = (startedAt: string, rowsRead: number, rowsInserted = 0, rowsRejected = 0) =>
  buildPipelineRun({ startedAt, rowsRead, rowsInserted, rowsRejected });

describe('pipeline metrics series', () => {
  const runs = [
    run('2026-11-20T08:00:00Z', 100, 10, 1),
    run('2026-11-20T02:00:00Z', 50, 5, 0),
    run('2026-11-17T02:00:00Z', 7, 0, 2),
    run('2026-10-03T02:00:00Z', 1_200_000, 30_000, 3),
  ];

  it('sums rows per day and fills days without runs with zero', () => {
    const series = pipelineMetricsSeries(runs, 'daily');
    expect(series.labels).toHaveLength(14);
    expect(series.labels.at(-1)).toBe('2026-11-20');
    expect(series.rowsRead.slice(-4)).toEqual([7, 0, 0, 150]);
    expect(series.rowsInserted.at(-1)).toBe(15);
    expect(series.rowsRejected.slice(-4)).toEqual([2, 0, 0, 1]);
  });

  it('groups by the Monday of each week', () => {
    const series = pipelineMetricsSeries(runs, 'weekly');
    // 2026-11-17 and 2026-11-20 are in the week starting Monday 2026-11-16.
    expect(series.labels.at(-1)).toBe('Week of 2026-11-16');
    expect(series.rowsRead.at(-1)).toBe(157);
    expect(series.labels[0]).toBe('Week of 2026-09-28');
    expect(series.rowsRead[0]).toBe(1_200_000);
  });

  it('labels months and keeps only the range that has runs', () => {
    const series = pipelineMetricsSeries(runs, 'monthly');
    expect(series.labels).toEqual(['OCT 2026', 'NOV 2026']);
    expect(series.rowsRead).toEqual([1_200_000, 157]);
    expect(series.rowsRejected).toEqual([3, 3]);
  });

  it('is empty without runs', () => {
    expect(pipelineMetricsSeries([], 'daily').labels).toEqual([]);
  });
});
