import type { ListPaging } from '@oddslab/shared/paging';
import { EmptyState, ErrorState, LoadingState } from '@oddslab/shared/ui';
import type { ReactNode } from 'react';

export interface ListStatesProps {
  /** What the list holds, e.g. 'fixtures': 'Loading fixtures...', 'Failed to load fixtures. …', 'No fixtures available.' */
  subject: string;
  /** Nothing to show yet: the first load or a page that is not cached. */
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  /** Replaces the 'No <subject> available.' state. */
  emptyState?: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/** An engine list's loading, error and empty states (spec §4 texts), else the list. */
export function ListStates({ subject, loading, failed, empty, onRetry, emptyState, children }: ListStatesProps) {
  if (loading) return <LoadingState message={`Loading ${subject}...`} />;
  if (failed) return <ErrorState message={`Failed to load ${subject}. Please try again later.`} onRetry={onRetry} />;
  if (empty) return emptyState ?? <EmptyState message={`No ${subject} available.`} />;
  return children;
}

/** Retry reloads page 0 (spec §4): refetch it when it is the current page, else go back to it. */
export function retryFromFirstPage(paging: ListPaging, refetch: () => unknown): () => void {
  return () => {
    if (paging.page === 0) refetch();
    else paging.reset();
  };
}
