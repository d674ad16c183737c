import { Button, EmptyState, ErrorState, LoadingState, TotalPagination } from '@oddslab/shared/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';

const Results = styled.div`
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; }
`;

export interface ServerPagedListProps {
  /** What the list holds: 'Loading predictions...', 'No predictions available.', … */
  subject: string;
  /** The query of the current page, as an RTK Query hook returns it. */
  query: { currentData?: unknown; isFetching: boolean; isError: boolean; refetch: () => unknown };
  itemCount: number;
  totals: { totalElements: number; totalPages: number } | undefined;
  /** Zero-based page. */
  page: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the results region and its pagination, e.g. 'Predictions'. */
  label: string;
  /** What the count counts ('matches', 'recommendations'). */
  noun: string;
  /** Filters are set: the empty state says so and offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  children: ReactNode;
}

/**
 * A list the server pages: its loading, error and empty states, then the items and a pagination that knows the
 * total and jumps to any page. After a page change, focus moves to the new results so the next Tab reads them.
 */
export function ServerPagedList({
  subject,
  query,
  itemCount,
  totals,
  page,
  onPageChange,
  label,
  noun,
  filtered,
  onClearFilters,
  children,
}: ServerPagedListProps) {
  const { currentData, isFetching, isError, refetch } = query;
  const results = useRef<HTMLDivElement>(null);
  const pageChanged = useRef(false);
  useEffect(() => {
    if (pageChanged.current && currentData !== undefined) {
      pageChanged.current = false;
      results.current?.focus();
    }
  }, [currentData]);
  const changePage = (next: number) => {
    pageChanged.current = true;
    onPageChange(next);
  };

  let body: ReactNode;
  if (isFetching && currentData === undefined) body = <LoadingState message={`Loading ${subject}...`} />;
  else if (isError)
    body = <ErrorState message={`Failed to load ${subject}. Please try again later.`} onRetry={refetch} />;
  else if (itemCount === 0)
    body = filtered ? (
      <EmptyState message={`No ${subject} match these filters.`}>
        <Button variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      </EmptyState>
    ) : (
      <EmptyState message={`No ${subject} available.`} />
    );
  else body = children;

  return (
    <>
      <Results ref={results} tabIndex={-1} role="region" aria-label={label} aria-busy={isFetching}>
        {body}
      </Results>
      {!isError && totals && totals.totalElements > 0 && (
        <TotalPagination
          page={page + 1}
          totalPages={totals.totalPages}
          totalElements={totals.totalElements}
          noun={noun}
          onPageChange={(next) => changePage(next - 1)}
          disabled={isFetching}
          label={`${label} pages`}
        />
      )}
    </>
  );
}
