import type { ListPaging } from '@oddslab/shared/paging';
import { type DateLeagueFilter, DateSelectFilters, LEAGUE_OPTIONS } from './data-page-parts';
import { PagedList, type PagedListProps } from './list-states';

export interface DateLeagueListProps extends PagedListProps {
  filter: DateLeagueFilter;
  onFilterChange: (next: DateLeagueFilter) => void;
  paging: ListPaging;
}

/** An engine list filtered by date and league: the filters, the list and its pagination; a new filter starts at page 1. */
export function DateLeagueList({ filter, onFilterChange, ...list }: DateLeagueListProps) {
  return (
    <>
      <DateSelectFilters
        initialDate={filter.date}
        initialChoice={filter.league}
        selectLabel="League"
        options={LEAGUE_OPTIONS}
        disabled={list.query.isFetching}
        onApply={(date, league) => {
          onFilterChange({ date, league });
          list.paging.reset();
        }}
      />
      <PagedList {...list} />
    </>
  );
}
