import type { ListPaging } from '@oddslab/shared/paging';
import { ListPagination } from '@oddslab/shared/ui';
import type { ReactNode } from 'react';
import { type DateLeagueFilter, DateSelectFilters, LEAGUE_OPTIONS } from './data-page-parts';

export interface DateLeagueListProps {
  filter: DateLeagueFilter;
  onFilterChange: (next: DateLeagueFilter) => void;
  paging: ListPaging;
  fetching: boolean;
  /** Accessible name of the pagination, e.g. 'Fixtures pages'. */
  paginationLabel: string;
  /** Whether there is anything to page through (not while the list failed or is empty on page 1). */
  showPagination: boolean;
  /** The list, or its loading, error or empty state. */
  children: ReactNode;
}

/** An engine list filtered by date and league: the filters, the list and its pagination; a new filter starts at page 1. */
export function DateLeagueList({
  filter,
  onFilterChange,
  paging,
  fetching,
  paginationLabel,
  showPagination,
  children,
}: DateLeagueListProps) {
  return (
    <>
      <DateSelectFilters
        initialDate={filter.date}
        initialChoice={filter.league}
        selectLabel="League"
        options={LEAGUE_OPTIONS}
        disabled={fetching}
        onApply={(date, league) => {
          onFilterChange({ date, league });
          paging.reset();
        }}
      />
      <div aria-busy={fetching}>{children}</div>
      {showPagination && <ListPagination label={paginationLabel} paging={paging} loading={fetching} />}
    </>
  );
}
