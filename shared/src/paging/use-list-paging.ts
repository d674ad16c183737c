import { useCallback, useState } from 'react';
import { canGoToListPage, isFullPage, LIST_PAGE_SIZE, nextKnownPageCount } from './list-paging';

export interface ListPaging {
  /** Zero-based page to request. */
  page: number;
  knownPageCount: number;
  /** The last loaded page was full, so Next is allowed. */
  hasNextPage: boolean;
  /** Moves to `target` when the rules allow it; returns whether it moved. */
  goToPage: (target: number) => boolean;
  /** Call with the number of items each time a page arrives. */
  pageLoaded: (loadedPage: number, itemCount: number) => void;
  /** Back to page 0 with one known page (Retry, new filters). */
  reset: () => void;
}

/** State for the client/admin list paging rules of spec §4. */
export function useListPaging(pageSize = LIST_PAGE_SIZE): ListPaging {
  const [page, setPage] = useState(0);
  const [knownPageCount, setKnownPageCount] = useState(1);
  const [hasNextPage, setHasNextPage] = useState(false);

  const goToPage = useCallback(
    (target: number) => {
      if (target === page || !canGoToListPage(target, knownPageCount, hasNextPage)) {
        return false;
      }
      setPage(target);
      return true;
    },
    [page, knownPageCount, hasNextPage],
  );

  const pageLoaded = useCallback(
    (loadedPage: number, itemCount: number) => {
      setKnownPageCount((known) => nextKnownPageCount(known, loadedPage, itemCount, pageSize));
      setHasNextPage(isFullPage(itemCount, pageSize));
    },
    [pageSize],
  );

  const reset = useCallback(() => {
    setPage(0);
    setKnownPageCount(1);
    setHasNextPage(false);
  }, []);

  return { page, knownPageCount, hasNextPage, goToPage, pageLoaded, reset };
}
