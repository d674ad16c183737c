import { type ElementType, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** shown: nothing hidden; waiting: below the viewport, hidden until it enters; entering: fading in. */
type FadeState = 'shown' | 'waiting' | 'entering';

const Section = styled.div<{ $state: FadeState }>`
  ${({ $state }) =>
    $state === 'waiting'
      ? 'opacity: 0; transform: translateY(24px);'
      : $state === 'entering'
        ? 'opacity: 1; transform: none; transition: opacity 600ms ease-out, transform 600ms ease-out;'
        : ''}

  /* Keyboard focus never lands on something unseen or half faded in: shown at once, before any script runs. */
  &:focus-within {
    opacity: 1;
    transform: none;
    transition: none;
  }

  @media (prefers-reduced-motion: reduce) {
    opacity: 1;
    transform: none;
    transition: none;
  }
`;

export interface FadeInSectionProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  id?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Fades its content in as it scrolls into view (spec: "Sections fade in as they scroll into view"). Only a section
 * that starts wholly below the viewport is ever hidden, and it appears as soon as any part of it comes into view
 * (a scroll, a restored scroll position after Back or a reload, a short screen) or anything inside it takes focus;
 * with reduced motion, or without IntersectionObserver, nothing is hidden at all.
 */
export function FadeInSection({ children, as = 'section', className, id }: FadeInSectionProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<FadeState>('shown');

  // The observer's first report says where the section is, from the layout the browser makes anyway: measuring it
  // here would force that layout inside React's commit (a long task on a phone). A section below the viewport is
  // out of sight, so hiding it a frame later shows no blink.
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let waiting = false;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (entry.isIntersecting) {
        if (waiting) setState('entering');
        observer.disconnect();
      } else if (waiting) {
        return;
      } else if (entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight)) {
        waiting = true;
        setState('waiting');
      } else {
        // Above the viewport (scrolled past): it stays shown.
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Section
      ref={ref}
      as={as}
      $state={state}
      className={className}
      id={id}
      data-visible={state !== 'waiting'}
      // Once focused, a section stays shown after focus moves on.
      onFocus={state === 'shown' ? undefined : () => setState('shown')}
    >
      {children}
    </Section>
  );
}
