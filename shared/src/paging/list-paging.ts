/** Client and admin fixtures/predictions lists: 10 per page; a full page means more exist (spec §9). */
export const LIST_PAGE_SIZE = 10;
export const LIST_PAGE_WINDOW = 3;

/** Whether a page that came back with `itemCount` items implies a next page. */
export function isFullPage(itemCount: number, pageSize = LIST_PAGE_SIZE): boolean {
  return itemCount >= pageSize;
}

/**
 * Known page count after loading zero-based page `loadedPage` (spec §4): at least loadedPage + 2 when the
 * page was full, else at least loadedPage + 1. It never shrinks below what was known.
 */
export function nextKnownPageCount(
  knownPageCount: number,
  loadedPage: number,
  itemCount: number,
  pageSize = LIST_PAGE_SIZE,
): number {
  return Math.max(knownPageCount, isFullPage(itemCount, pageSize) ? loadedPage + 2 : loadedPage + 1);
}

/** Going to page `target` is allowed only if target ≥ 0 and (target < known page count or a next page exists). */
export function canGoToListPage(target: number, knownPageCount: number, hasNextPage: boolean): boolean {
  return Number.isInteger(target) && target >= 0 && (target < knownPageCount || hasNextPage);
}

/**
 * Zero-based page numbers of the button window (spec §4): it starts at 0 for pages 0 and 1, otherwise at
 * current − 1, and is up to 3 wide, capped by the known page count.
 */
export function listPageWindow(currentPage: number, knownPageCount: number, width = LIST_PAGE_WINDOW): number[] {
  const start = currentPage <= 1 ? 0 : currentPage - 1;
  const end = Math.min(start + width, knownPageCount);
  const pages: number[] = [];
  for (let page = start; page < end; page += 1) pages.push(page);
  return pages;
}
