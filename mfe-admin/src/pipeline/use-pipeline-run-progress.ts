import { adminEngineApi, apiBaseUrl, readToken } from '@oddslab/shared/api';
import type { PipelineRun } from '@oddslab/shared/contract';
import { useAppDispatch } from '@oddslab/shared/store';
import { useEffect, useRef, useState } from 'react';
import { readEventStream } from './read-event-stream';

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
  const [progress, setProgress] = useState<PipelineRunProgress>({ run: null, phase: 'idle', error: null });
  // Only a new run id restarts the stream; the run passed with it is just the first frame.
  const initialRunRef = useRef(initialRun);
  initialRunRef.current = initialRun;

  useEffect(() => {
    if (runId === null) {
      setProgress({ run: null, phase: 'idle', error: null });
      return;
    }
    setProgress({ run: initialRunRef.current, phase: 'following', error: null });
    const controller = new AbortController();
    const token = readToken();
    readEventStream(
      `${apiBaseUrl()}/admin/pipeline-runs/${runId}/events`,
      {
        credentials: 'include',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      },
      (event) => {
        if (event.type !== 'progress' && event.type !== 'finished') return;
        const run = JSON.parse(event.data) as PipelineRun;
        setProgress({ run, phase: event.type === 'finished' ? 'finished' : 'following', error: null });
        if (event.type === 'finished') {
          dispatch(adminEngineApi.util.invalidateTags([{ type: 'PipelineRun', id: 'LIST' }]));
        }
      },
    )
      .then(() => {
        // A stream that closed without a finished event (server restart): the list shows the truth.
        setProgress((current) => (current.phase === 'following' ? { ...current, phase: 'finished' } : current));
        dispatch(adminEngineApi.util.invalidateTags([{ type: 'PipelineRun', id: 'LIST' }]));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'Live progress is unavailable';
        setProgress((current) => ({ ...current, phase: 'error', error: message }));
      });
    return () => controller.abort();
  }, [runId, dispatch]);

  return progress;
}
