import { act, renderHook } from '@testing-library/react';
import { useViewportBelow } from './use-viewport-below';

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useViewportBelow', () => {
  const originalWidth = window.innerWidth;
  afterEach(() => resizeTo(originalWidth));

  it('follows the window width across the breakpoint', () => {
    resizeTo(1440);
    const { result } = renderHook(() => useViewportBelow(1024));
    expect(result.current).toBe(false);
    resizeTo(390);
    expect(result.current).toBe(true);
    resizeTo(1024);
    expect(result.current).toBe(false);
  });
});
