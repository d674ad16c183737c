import { type RefObject, useEffect } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * While `active`, calls `onDismiss` on a pointer press outside `containerRef` or on Escape — the behaviour
 * every dropdown menu of the site shares (profile menu, account menus, mobile menu).
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [containerRef, active, onDismiss]);
}
