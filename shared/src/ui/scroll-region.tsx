import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ScrollRegionProps {
  /** What scrolls, e.g. 'Odds by bookmaker'; defaults to the caption or label of the table inside. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** The name of the first table inside: its caption, or its own label. */
function tableName(region: HTMLElement): string | undefined {
  const table = region.querySelector('table');
  const caption = table?.querySelector('caption')?.textContent?.trim();
  return caption || table?.getAttribute('aria-label') || undefined;
}

/**
 * A box that scrolls sideways when its content is wider than the screen (a wide table on a phone). While it does, it
 * is a named region that keyboard users can focus and scroll with the arrow keys (WCAG 2.1.1); when everything fits,
 * it is no extra Tab stop.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [name, setName] = useState(label);

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const measure = () => {
      setScrolls(region.scrollWidth > region.clientWidth + 1);
      setName(label ?? tableName(region));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  }, [label]);

  return (
    <Region
      ref={ref}
      className={className}
      {...(scrolls && {
        tabIndex: 0,
        role: 'region',
        'aria-label': name ? `${name} (scrolls sideways)` : 'Scrolls sideways',
      })}
    >
      {children}
    </Region>
  );
}
