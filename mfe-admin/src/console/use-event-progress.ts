import { apiBaseUrl, readToken } from '@oddslab/shared/api';
import { useEffect, useRef, useState } from 'react';
import { readEventStream } from './read-event-stream';

export interface EventProgress<T> {
  /** The latest state of the followed job, from the stream (or the one passed in before the first event). */
  value: T | null;
  /** 'following' while the stream is open, 'finished' after the server's finished event. */
  phase: 'idle' | 'following' | 'finished' | 'error';
  error: string | null;
}

/**
 * Follows one background job's server-sent events (`progress` …, then `finished`, each carrying the job as JSON)
 * at `path` under the API until the server reports it finished; `onFinished` then refreshes what lists the job.
 * A new `path` restarts the stream; null stops following.
 */
export function useEventProgress<T>(path: string | null, initial: T | null, onFinished: () => void): EventProgress<T> {
  const [progress, setProgress] = useState<EventProgress<T>>({ value: null, phase: 'idle', error: null });
  // Only a new path restarts the stream; the value passed with it is just the first frame.
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  useEffect(() => {
    if (path === null) {
      setProgress({ value: null, phase: 'idle', error: null });
      return;
    }
    setProgress({ value: initialRef.current, phase: 'following', error: null });
    const controller = new AbortController();
    const token = readToken();
    readEventStream(
      `${apiBaseUrl()}/${path}`,
      {
        credentials: 'include',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      },
      (event) => {
        if (event.type !== 'progress' && event.type !== 'finished') return;
        const value = JSON.parse(event.data) as T;
        setProgress({ value, phase: event.type === 'finished' ? 'finished' : 'following', error: null });
        if (event.type === 'finished') onFinishedRef.current();
      },
    )
      .then(() => {
        // A stream that closed without a finished event (server restart): the list shows the truth.
        setProgress((current) => (current.phase === 'following' ? { ...current, phase: 'finished' } : current));
        onFinishedRef.current();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'Live progress is unavailable';
        setProgress((current) => ({ ...current, phase: 'error', error: message }));
      });
    return () => controller.abort();
  }, [path]);

  return progress;
}
