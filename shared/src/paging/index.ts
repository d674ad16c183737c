export {
  canGoToListPage,
  isFullPage,
  LIST_PAGE_SIZE,
  LIST_PAGE_WINDOW,
  listPageWindow,
  nextKnownPageCount,
} from './list-paging';
export { canGoToNewsPage, NEWS_PAGE_WINDOW, type NewsPageItem, newsPageWindow } from './news-paging';
export { type ListPaging, useListPaging } from './use-list-paging';
