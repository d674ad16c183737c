import { canGoToListPage, listPageWindow, nextKnownPageCount } from './list-paging';

describe('nextKnownPageCount', () => {
  it('becomes at least p+2 after a full page of 10', () => {
    expect(nextKnownPageCount(1, 0, 10)).toBe(2);
    expect(nextKnownPageCount(2, 1, 10)).toBe(3);
  });
  it('becomes at least p+1 after a partial page', () => {
    expect(nextKnownPageCount(1, 0, 4)).toBe(1);
    expect(nextKnownPageCount(3, 2, 0)).toBe(3);
  });
  it('never shrinks what is already known', () => {
    expect(nextKnownPageCount(5, 1, 3)).toBe(5);
  });
});

describe('canGoToListPage', () => {
  it('rejects negative pages', () => {
    expect(canGoToListPage(-1, 3, true)).toBe(false);
  });
  it('allows pages below the known count', () => {
    expect(canGoToListPage(0, 1, false)).toBe(true);
    expect(canGoToListPage(2, 3, false)).toBe(true);
  });
  it('allows a page beyond the known count only when a next page exists', () => {
    expect(canGoToListPage(3, 3, false)).toBe(false);
    expect(canGoToListPage(3, 3, true)).toBe(true);
  });
});

describe('listPageWindow', () => {
  it('starts at 0 for pages 0 and 1', () => {
    expect(listPageWindow(0, 5)).toEqual([0, 1, 2]);
    expect(listPageWindow(1, 5)).toEqual([0, 1, 2]);
  });
  it('starts at current-1 otherwise', () => {
    expect(listPageWindow(3, 6)).toEqual([2, 3, 4]);
  });
  it('is capped by the known page count', () => {
    expect(listPageWindow(0, 1)).toEqual([0]);
    expect(listPageWindow(4, 5)).toEqual([3, 4]);
  });
});
