import { canGoToNewsPage, newsPageWindow } from './news-paging';

const describeItems = (current: number, total: number) =>
  newsPageWindow(current, total).map((item) => (item.kind === 'page' ? String(item.page) : `…${item.targetPage}`));

describe('canGoToNewsPage', () => {
  it('accepts only a different page within 1..totalPages', () => {
    expect(canGoToNewsPage(2, 1, 3)).toBe(true);
    expect(canGoToNewsPage(1, 1, 3)).toBe(false);
    expect(canGoToNewsPage(0, 1, 3)).toBe(false);
    expect(canGoToNewsPage(4, 3, 3)).toBe(false);
    expect(canGoToNewsPage(1, 2, 0)).toBe(false);
  });
});

describe('newsPageWindow', () => {
  it('shows every page when there are four or fewer', () => {
    expect(describeItems(1, 1)).toEqual(['1']);
    expect(describeItems(2, 4)).toEqual(['1', '2', '3', '4']);
  });
  it('shows a window of four with a last shortcut and an ellipsis at the start', () => {
    expect(describeItems(1, 10)).toEqual(['1', '2', '3', '4', '…5', '10']);
  });
  it('adds a first shortcut and ellipses on both sides in the middle', () => {
    expect(describeItems(5, 10)).toEqual(['1', '…3', '4', '5', '6', '7', '…8', '10']);
  });
  it('keeps four pages at the end', () => {
    expect(describeItems(10, 10)).toEqual(['1', '…6', '7', '8', '9', '10']);
  });
  it('omits an ellipsis when no page is skipped', () => {
    expect(describeItems(3, 6)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
  it('is empty without pages', () => {
    expect(newsPageWindow(1, 0)).toEqual([]);
  });
});
