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

// Ratio steps at which the observer reports, so that a section taller than the viewport (whose visible ratio
// stays small) is still re-checked as it scrolls.
const RATIO_STEPS = Array.from({ length: 101 }, (_, step) => step / 100);

/**
 * Whether enough of a section is in view: `threshold` of the section itself, or, for a section too tall to ever
 * reach that ratio, a visible part covering `threshold` of the viewport's height.
 */
function isSectionInView(
  entry: Pick<IntersectionObserverEntry, 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>,
  threshold: number,
  viewportHeight: number,
): boolean {
  if (entry.intersectionRatio >= threshold) return true;
  const rootHeight = entry.rootBounds?.height || viewportHeight;
  return rootHeight > 0 && entry.intersectionRect.height >= rootHeight * threshold;
}

/** Fades its content in once it scrolls into view; without IntersectionObserver it is simply shown. */
export function FadeInSection({ children, threshold = 0.8, as = 'section', className, id }: FadeInSectionProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (visible || !node || typeof IntersectionObserver === 'undefined') return;
    // The ratio at which a tall section covers `threshold` of the viewport, so the observer reports exactly then.
    const height = node.getBoundingClientRect().height;
    const coverRatio = height > 0 ? (window.innerHeight * threshold) / height : 1;
    const thresholds = [...new Set([...RATIO_STEPS, threshold, ...(coverRatio < 1 ? [coverRatio] : [])])].sort(
      (a, b) => a - b,
    );
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => isSectionInView(entry, threshold, window.innerHeight))) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: thresholds },
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
