import type { ListPaging } from '../paging';
import { WindowPagination } from './window-pagination';

export interface ListPaginationProps {
  /** Accessible name of the pagination landmark, e.g. 'Fixtures pages'. */
  label: string;
  paging: ListPaging;
  loading: boolean;
}

/** `WindowPagination` driven by `useListPaging`: for lists whose length is only known page by page. */
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
