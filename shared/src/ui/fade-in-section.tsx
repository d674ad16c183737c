import { type ElementType, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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

  // Before the first paint, so a section in view never blinks and one below it never shows before fading in.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    if (node.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setState('entering');
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
