/** News Room / Rumour Mill pages are 1-based in the UI (spec §4). */
export function canGoToNewsPage(target: number, currentPage: number, totalPages: number): boolean {
  return Number.isInteger(target) && target !== currentPage && target >= 1 && target <= totalPages;
}

export type NewsPageItem =
  | { kind: 'page'; page: number; role: 'first' | 'window' | 'last' }
  | { kind: 'ellipsis'; direction: 'back' | 'forward'; targetPage: number };

export const NEWS_PAGE_WINDOW = 4;

/**
 * The numbered pagination of the article lists (spec §9): a window of up to 4 page numbers around the
 * current page, a first/last shortcut when page 1 or the last page falls outside it, and an ellipsis
 * button (jumping to the page just beyond the window) where pages are skipped.
 */
export function newsPageWindow(currentPage: number, totalPages: number, width = NEWS_PAGE_WINDOW): NewsPageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  const start = Math.max(1, Math.min(current - 1, totalPages - width + 1));
  const end = Math.min(totalPages, start + width - 1);
  const items: NewsPageItem[] = [];
  if (start > 1) {
    items.push({ kind: 'page', page: 1, role: 'first' });
    if (start > 2) items.push({ kind: 'ellipsis', direction: 'back', targetPage: start - 1 });
  }
  for (let page = start; page <= end; page += 1) items.push({ kind: 'page', page, role: 'window' });
  if (end < totalPages) {
    if (end < totalPages - 1) items.push({ kind: 'ellipsis', direction: 'forward', targetPage: end + 1 });
    items.push({ kind: 'page', page: totalPages, role: 'last' });
  }
  return items;
}
