import { normalizeApiError } from '@oddslab/shared/api';
import { ErrorState, LoadingState } from '@oddslab/shared/ui';
import type { ReactNode } from 'react';

export interface QueryStatesProps<T> {
  /** The query's data, error and first-load flag, as an RTK Query hook returns them. */
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** What is loaded, for 'Loading alerts...' and 'Failed to load alerts: <reason>'. */
  subject: string;
  onRetry: () => void;
  /** The room the loaded view takes (a CSS length), kept while it loads so nothing below moves. */
  loadingHeight?: string;
  /** The view of the loaded data. */
  children: (data: T) => ReactNode;
}

/** A console query's loading and error states, then its data's view. */
export function QueryStates<T>({
  data,
  error,
  isLoading,
  subject,
  onRetry,
  loadingHeight,
  children,
}: QueryStatesProps<T>) {
  if (isLoading) return <LoadingState message={`Loading ${subject}...`} minHeight={loadingHeight} />;
  if (error || data === undefined) {
    return <ErrorState message={`Failed to load ${subject}: ${normalizeApiError(error).message}`} onRetry={onRetry} />;
  }
  return children(data);
}
