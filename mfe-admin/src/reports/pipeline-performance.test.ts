import type { PipelineRun } from '@oddslab/shared/contract';
import { buildPipelineRun } from '@oddslab/shared/testing';
import { pipelinePerformanceByDay } from './pipeline-performance';

const run = (startedAt: string, status: PipelineRun['status']) => buildPipelineRun({ startedAt, status });

describe('pipeline performance by day', () => {
  it('counts runs, failures and the success rate of finished runs per day, newest first', () => {
    const rows = pipelinePerformanceByDay([
      run('2026-11-21T09:00:00Z', 'running'),
      run('2026-11-21T03:00:00Z', 'succeeded'),
      run('2026-11-20T09:00:00Z', 'failed'),
      run('2026-11-20T06:00:00Z', 'partial'),
      run('2026-11-20T03:00:00Z', 'succeeded'),
      run('2026-11-19T03:00:00Z', 'succeeded'),
    ]);
    expect(rows).toEqual([
      { date: '2026-11-21', successRate: 1, failures: 0, totalRuns: 2 },
      { date: '2026-11-20', successRate: 1 / 3, failures: 2, totalRuns: 3 },
      { date: '2026-11-19', successRate: 1, failures: 0, totalRuns: 1 },
    ]);
  });

  it('has no success rate for a day whose only run is still going', () => {
    expect(pipelinePerformanceByDay([run('2026-11-22T01:00:00Z', 'running')])).toEqual([
      { date: '2026-11-22', successRate: null, failures: 0, totalRuns: 1 },
    ]);
  });
});
