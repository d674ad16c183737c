import { useCallback, useSyncExternalStore } from 'react';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True while the window is narrower than `width` CSS pixels; follows resizes. */
export function useViewportBelow(width: number): boolean {
  const isBelow = useCallback(() => window.innerWidth < width, [width]);
  return useSyncExternalStore(subscribeToResize, isBelow, () => false);
}
