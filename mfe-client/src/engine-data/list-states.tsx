import type { ListPaging } from '@oddslab/shared/paging';
import { EmptyState, ErrorState, ListPagination, LoadingState } from '@oddslab/shared/ui';
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
function retryFromFirstPage(paging: ListPaging, refetch: () => unknown): () => void {
  return () => {
    if (paging.page === 0) refetch();
    else paging.reset();
  };
}

export interface PagedListProps {
  /** What the list holds, e.g. 'fixtures' (see ListStates). */
  subject: string;
  paging: ListPaging;
  /** The list query for the current page, as an RTK Query hook returns it. */
  query: { currentData?: unknown; isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** Items on the current page. */
  itemCount: number;
  /** Accessible name of the pagination, e.g. 'Fixtures pages'. */
  paginationLabel: string;
  emptyState?: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/** A paged engine list: its states or the list, then the pagination while there is anything to page through. */
export function PagedList({
  subject,
  paging,
  query,
  itemCount,
  paginationLabel,
  emptyState,
  children,
}: PagedListProps) {
  const { currentData, isFetching, isError, refetch } = query;
  return (
    <>
      <div aria-busy={isFetching}>
        <ListStates
          subject={subject}
          loading={isFetching && currentData === undefined}
          failed={isError}
          empty={itemCount === 0}
          onRetry={retryFromFirstPage(paging, refetch)}
          emptyState={emptyState}
        >
          {children}
        </ListStates>
      </div>
      {!isError && (itemCount > 0 || paging.page > 0) && (
        <ListPagination label={paginationLabel} paging={paging} loading={isFetching} />
      )}
    </>
  );
}
