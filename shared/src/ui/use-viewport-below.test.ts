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

  it('reads the window width once for every user and again only on a resize (each read can force a layout)', () => {
    resizeTo(1440);
    const reads = jest.fn(() => 1440);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: reads });
    const first = renderHook(() => useViewportBelow(1024));
    const second = renderHook(() => useViewportBelow(768));
    // Read on the first render and when the first user starts following resizes.
    expect(reads).toHaveBeenCalledTimes(2);
    for (let render = 0; render < 5; render++) {
      first.rerender();
      second.rerender();
    }
    expect(reads).toHaveBeenCalledTimes(2);
    act(() => window.dispatchEvent(new Event('resize')));
    expect(reads).toHaveBeenCalledTimes(3);
    expect([first.result.current, second.result.current]).toEqual([false, false]);
    first.unmount();
    second.unmount();
  });
});
