import { buildPipelineBucket, buildPipelineSummary } from '@oddslab/shared/testing';
import { pipelineMetricsSeries } from './pipeline-metrics-series';

describe('pipeline metrics series', () => {
  const days = Array.from({ length: 20 }, (_, index) =>
    buildPipelineBucket(`2026-11-${String(index + 1).padStart(2, '0')}`, { rowsRead: index, rowsRejected: 1 }),
  );
  const summary = buildPipelineSummary({
    daily: days,
    weekly: [
      buildPipelineBucket('2026-10-26', { rowsRead: 7 }),
      buildPipelineBucket('2026-11-16', { rowsRead: 157, rowsInserted: 15, rowsRejected: 3 }),
    ],
    monthly: [
      buildPipelineBucket('2026-10-01', { rowsRead: 1_200_000, rowsRejected: 3 }),
      buildPipelineBucket('2026-11-01', { rowsRead: 157, rowsRejected: 3 }),
    ],
  });

  it('shows the last fourteen of the server’s days, newest last', () => {
    const series = pipelineMetricsSeries(summary, 'daily');
    expect(series.labels).toHaveLength(14);
    expect(series.labels[0]).toBe('2026-11-07');
    expect(series.labels.at(-1)).toBe('2026-11-20');
    expect(series.rowsRead.slice(-2)).toEqual([18, 19]);
  });

  it('labels weeks by their Monday and months by name', () => {
    expect(pipelineMetricsSeries(summary, 'weekly')).toEqual({
      labels: ['Week of 2026-10-26', 'Week of 2026-11-16'],
      rowsRead: [7, 157],
      rowsInserted: [0, 15],
      rowsRejected: [0, 3],
    });
    const months = pipelineMetricsSeries(summary, 'monthly');
    expect(months.labels).toEqual(['OCT 2026', 'NOV 2026']);
    expect(months.rowsRead).toEqual([1_200_000, 157]);
  });

  it('is empty without runs', () => {
    expect(pipelineMetricsSeries(buildPipelineSummary(), 'daily').labels).toEqual([]);
  });
});
