import { useCallback, useSyncExternalStore } from 'react';

/**
 * The window's width as last read, or null while nothing follows it. Reading `innerWidth` after the page has changed
 * forces the browser to lay the page out there and then, and useSyncExternalStore reads its snapshot on every render
 * of every user of the hook: on the client dashboard, whose panels render again as each answer arrives, those forced
 * layouts were the largest share of the main thread's work. The width is read when the first user subscribes and on
 * each resize, nowhere else.
 */
let viewportWidth: number | null = null;
const listeners = new Set<() => void>();

function readViewportWidth(): number {
  viewportWidth ??= window.innerWidth;
  return viewportWidth;
}

function onResize() {
  viewportWidth = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribeToResize(onChange: () => void): () => void {
  if (listeners.size === 0) {
    viewportWidth = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    viewportWidth = null;
  };
}

/**
 * True while the window is narrower than `width` CSS pixels, following resizes; e.g. the portal sidebar
 * and admin menu collapse below `theme.breakpoints.desktop` (1024, spec §9).
 */
export function useViewportBelow(width: number): boolean {
  const isBelow = useCallback(() => readViewportWidth() < width, [width]);
  return useSyncExternalStore(subscribeToResize, isBelow, () => false);
}
