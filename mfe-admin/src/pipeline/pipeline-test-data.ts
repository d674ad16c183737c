import type { PipelineRun } from '@oddslab/shared/contract';

/** A finished scheduled run; override what a test is about. */
export function buildPipelineRun(overrides: Partial<PipelineRun> = {}): PipelineRun {
  return {
    id: 1,
    status: 'succeeded',
    trigger: 'schedule',
    source: 'folder',
    startedAt: '2026-11-20T06:00:00.000Z',
    finishedAt: '2026-11-20T06:00:04.200Z',
    filesTotal: 12,
    filesDone: 12,
    filesSkipped: 10,
    rowsRead: 760,
    rowsInserted: 380,
    rowsUpdated: 0,
    rowsUnchanged: 380,
    rowsRejected: 0,
    oddsWritten: 9120,
    latencyMs: 4200,
    errors: [],
    ...overrides,
  };
}
