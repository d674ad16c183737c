import { canGoToListPage, listPageWindow } from '../paging/list-paging';
import { PageButton, PaginationList, PaginationNav } from './pagination-parts';

export interface WindowPaginationProps {
  /** Zero-based current page. */
  page: number;
  knownPageCount: number;
  /** The last loaded page was full (10 items), so a next page may exist. */
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  /** Controls are disabled while a page loads (spec §4). */
  loading?: boolean;
  label?: string;
  className?: string;
}

/** Client list pagination (spec §4): Previous/Next and a window of up to 3 page buttons. */
export function WindowPagination({
  page,
  knownPageCount,
  hasNextPage,
  onPageChange,
  loading = false,
  label = 'Pagination',
  className,
}: WindowPaginationProps) {
  const go = (target: number) => {
    if (!loading && target !== page && canGoToListPage(target, knownPageCount, hasNextPage)) onPageChange(target);
  };
  return (
    <PaginationNav aria-label={label} className={className}>
      <PaginationList>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={loading || page <= 0}>
            Previous
          </PageButton>
        </li>
        {listPageWindow(page, knownPageCount).map((windowPage) => (
          <li key={windowPage}>
            <PageButton
              type="button"
              $current={windowPage === page}
              aria-current={windowPage === page ? 'page' : undefined}
              aria-label={`Page ${windowPage + 1}`}
              disabled={loading}
              onClick={() => go(windowPage)}
            >
              {windowPage + 1}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} disabled={loading || !hasNextPage}>
            Next
          </PageButton>
        </li>
      </PaginationList>
    </PaginationNav>
  );
}
