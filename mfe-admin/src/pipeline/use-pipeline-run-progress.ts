import { adminEngineApi } from '@oddslab/shared/api';
import type { PipelineRun } from '@oddslab/shared/contract';
import { useAppDispatch } from '@oddslab/shared/store';
import { useCallback } from 'react';
import { useEventProgress } from '../console/use-event-progress';

export interface PipelineRunProgress {
  /** The latest state of the followed run, from the stream (or the trigger response before the first event). */
  run: PipelineRun | null;
  /** 'following' while the stream is open, 'finished' after the server's finished event. */
  phase: 'idle' | 'following' | 'finished' | 'error';
  error: string | null;
}

/**
 * Follows one run's live progress (GET admin/pipeline-runs/{id}/events) until the server reports it finished,
 * then refreshes the run list so tables and metrics show the final figures.
 */
export function usePipelineRunProgress(runId: number | null, initialRun: PipelineRun | null): PipelineRunProgress {
  const dispatch = useAppDispatch();
  const refreshRuns = useCallback(
    () => dispatch(adminEngineApi.util.invalidateTags([{ type: 'PipelineRun', id: 'LIST' }])),
    [dispatch],
  );
  const { value, phase, error } = useEventProgress(
    runId === null ? null : `admin/pipeline-runs/${runId}/events`,
    initialRun,
    refreshRuns,
  );
  return { run: value, phase, error };
}
