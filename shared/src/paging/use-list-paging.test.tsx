import { act, renderHook } from '@testing-library/react';
import { useListPaging } from './use-list-paging';

describe('useListPaging', () => {
  it('starts on page 0 with one known page and no next page', () => {
    const { result } = renderHook(() => useListPaging());
    expect(result.current).toMatchObject({ page: 0, knownPageCount: 1, hasNextPage: false });
  });

  it('allows Next only after a full page and grows the known page count', () => {
    const { result } = renderHook(() => useListPaging());
    act(() => {
      expect(result.current.goToPage(1)).toBe(false);
    });
    act(() => result.current.pageLoaded(0, 10));
    expect(result.current).toMatchObject({ knownPageCount: 2, hasNextPage: true });
    act(() => {
      expect(result.current.goToPage(1)).toBe(true);
    });
    act(() => result.current.pageLoaded(1, 4));
    expect(result.current).toMatchObject({ page: 1, knownPageCount: 2, hasNextPage: false });
    act(() => {
      expect(result.current.goToPage(2)).toBe(false);
      expect(result.current.goToPage(-1)).toBe(false);
    });
  });

  it('reset goes back to page 0 (Retry, new filters)', () => {
    const { result } = renderHook(() => useListPaging());
    act(() => result.current.pageLoaded(0, 10));
    act(() => {
      result.current.goToPage(1);
    });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ page: 0, knownPageCount: 1, hasNextPage: false });
  });
});
