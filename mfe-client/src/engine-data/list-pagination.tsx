import type { ListPaging } from '@oddslab/shared/paging';
import { WindowPagination } from '@oddslab/shared/ui';

export interface ListPaginationProps {
  /** Accessible name of the pagination landmark, e.g. 'Fixtures pages'. */
  label: string;
  paging: ListPaging;
  loading: boolean;
}

/** Prev/next and a window of pages for an engine list whose length is only known page by page. */
export function ListPagination({ label, paging, loading }: ListPaginationProps) {
  return (
    <WindowPagination
      label={label}
      page={paging.page}
      knownPageCount={paging.knownPageCount}
      hasNextPage={paging.hasNextPage}
      loading={loading}
      onPageChange={paging.goToPage}
    />
  );
}
