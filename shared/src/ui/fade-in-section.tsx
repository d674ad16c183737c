import { type ElementType, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Section = styled.div<{ $visible: boolean }>`
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transform: translateY(${({ $visible }) => ($visible ? '0' : '24px')});
  transition: opacity 600ms ease-out, transform 600ms ease-out;
  will-change: opacity, transform;
`;

export interface FadeInSectionProps {
  children: ReactNode;
  /** Share of the section (or of the viewport, for tall sections) in view before it appears: 0.8 (spec §9), 0.75 on articles. */
  threshold?: number;
  as?: ElementType;
  className?: string;
  id?: string;
}

/** Fades its content in once it scrolls into view; without IntersectionObserver it is simply shown. */
export function FadeInSection({ children, threshold = 0.8, as = 'section', className, id }: FadeInSectionProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (visible || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const viewportHeight = entry.rootBounds?.height ?? Number.POSITIVE_INFINITY;
          // A section taller than the viewport can never be 80% visible; count it once it fills 80% of the screen.
          if (entry.intersectionRatio >= threshold || entry.intersectionRect.height >= viewportHeight * threshold) {
            setVisible(true);
            observer.disconnect();
          }
        }
      },
      { threshold: [0, 0.25, 0.5, threshold, 1] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [threshold, visible]);

  return (
    <Section ref={ref} as={as} $visible={visible} className={className} id={id} data-visible={visible}>
      {children}
    </Section>
  );
}
