import { canGoToNewsPage, newsPageWindow } from '../paging/news-paging';
import { PageButton, PaginationList, PaginationNav } from './pagination-parts';
import { VisuallyHidden } from './visually-hidden';

export interface NumberedPaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** Called only for an allowed change (a different page within 1..totalPages). */
  onPageChange: (page: number) => void;
  disabled?: boolean;
  label?: string;
  className?: string;
}

/**
 * Article-list pagination (spec §9): Previous/Next (disabled at the ends), a window of 4 page numbers,
 * first/last shortcuts and ellipsis buttons.
 */
export function NumberedPagination({
  page: currentPage,
  totalPages,
  onPageChange,
  disabled = false,
  label = 'Pagination',
  className,
}: NumberedPaginationProps) {
  if (totalPages <= 1) return null;
  const go = (page: number) => {
    if (!disabled && canGoToNewsPage(page, currentPage, totalPages)) onPageChange(page);
  };
  return (
    <PaginationNav aria-label={label} className={className}>
      <PaginationList>
        <li>
          <PageButton type="button" onClick={() => go(currentPage - 1)} disabled={disabled || currentPage <= 1}>
            {/* The spoken name keeps the visible word at its start (WCAG 2.5.3, label in name). */}
            Previous<VisuallyHidden> page</VisuallyHidden>
          </PageButton>
        </li>
        {newsPageWindow(currentPage, totalPages).map((item) =>
          item.kind === 'page' ? (
            <li key={`page-${item.page}`}>
              <PageButton
                type="button"
                $current={item.page === currentPage}
                aria-current={item.page === currentPage ? 'page' : undefined}
                aria-label={
                  item.role === 'first'
                    ? `First page, page ${item.page}`
                    : item.role === 'last'
                      ? `Last page, page ${item.page}`
                      : `Page ${item.page}`
                }
                disabled={disabled}
                onClick={() => go(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ) : (
            <li key={`ellipsis-${item.direction}`}>
              <PageButton
                type="button"
                aria-label={`${item.direction === 'back' ? 'Earlier pages' : 'Later pages'}, go to page ${item.targetPage}`}
                disabled={disabled}
                onClick={() => go(item.targetPage)}
              >
                …
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            onClick={() => go(currentPage + 1)}
            disabled={disabled || currentPage >= totalPages}
          >
            Next<VisuallyHidden> page</VisuallyHidden>
          </PageButton>
        </li>
      </PaginationList>
    </PaginationNav>
  );
}
