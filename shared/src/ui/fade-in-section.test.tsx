import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { FadeInSection } from './fade-in-section';

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

describe('FadeInSection', () => {
  const original = globalThis.IntersectionObserver;
  let callback: ObserverCallback | undefined;
  let options: IntersectionObserverInit | undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    disconnect.mockClear();
    globalThis.IntersectionObserver = jest.fn((cb: ObserverCallback, init?: IntersectionObserverInit) => {
      callback = cb;
      options = init;
      return { observe: jest.fn(), disconnect, unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  const rootBounds = { height: 800 } as DOMRectReadOnly;

  it('stays hidden until 80% of it is in view, then stays visible', () => {
    renderWithProviders(
      <FadeInSection>
        <h2>Analytical Framework</h2>
      </FadeInSection>,
    );
    const section = screen.getByRole('heading', { name: 'Analytical Framework' }).parentElement!;
    expect(section).toHaveAttribute('data-visible', 'false');
    expect(options?.threshold).toContain(0.8);

    act(() =>
      callback?.([{ intersectionRatio: 0.5, intersectionRect: { height: 100 } as DOMRectReadOnly, rootBounds }]),
    );
    expect(section).toHaveAttribute('data-visible', 'false');

    act(() =>
      callback?.([{ intersectionRatio: 0.85, intersectionRect: { height: 200 } as DOMRectReadOnly, rootBounds }]),
    );
    expect(section).toHaveAttribute('data-visible', 'true');
    expect(disconnect).toHaveBeenCalled();
  });

  it('uses the given threshold and counts a tall section once it fills that share of the screen', () => {
    renderWithProviders(
      <FadeInSection threshold={0.75}>
        <p>Long article section</p>
      </FadeInSection>,
    );
    const section = screen.getByText('Long article section').parentElement!;
    act(() =>
      callback?.([{ intersectionRatio: 0.3, intersectionRect: { height: 640 } as DOMRectReadOnly, rootBounds }]),
    );
    expect(section).toHaveAttribute('data-visible', 'true');
  });

  it('shows a block much taller than a phone screen once it fills that share of the screen', () => {
    const phoneHeight = window.innerHeight;
    const blockHeight = phoneHeight * 3;
    const measure = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: blockHeight } as DOMRect);
    try {
      renderWithProviders(
        <FadeInSection>
          <p>Tall block</p>
        </FadeInSection>,
      );
    } finally {
      measure.mockRestore();
    }
    const section = screen.getByText('Tall block').parentElement!;
    const thresholds = options?.threshold as number[];
    // The observer must report while the ratio climbs between 0.25 and the block's maximum of 1/3.
    expect(thresholds).toContain((phoneHeight * 0.8) / blockHeight);
    expect(thresholds.filter((ratio) => ratio > 0.25 && ratio < 1 / 3).length).toBeGreaterThan(1);

    // Scrolling down the block: 75% of the screen covered, then 81%.
    const phone = { height: phoneHeight } as DOMRectReadOnly;
    const scrolled = (ratio: number, screenShare: number) => ({
      intersectionRatio: ratio,
      intersectionRect: { height: phoneHeight * screenShare } as DOMRectReadOnly,
      rootBounds: phone,
    });
    act(() => callback?.([scrolled(0.25, 0.75)]));
    expect(section).toHaveAttribute('data-visible', 'false');
    act(() => callback?.([scrolled(0.27, 0.81)]));
    expect(section).toHaveAttribute('data-visible', 'true');
  });

  it('measures a tall block against the window when the observer gives no root bounds', () => {
    renderWithProviders(
      <FadeInSection>
        <p>Tall block</p>
      </FadeInSection>,
    );
    const section = screen.getByText('Tall block').parentElement!;
    const visibleHeight = (share: number) => ({ height: window.innerHeight * share }) as DOMRectReadOnly;
    act(() => callback?.([{ intersectionRatio: 0.2, intersectionRect: visibleHeight(0.7), rootBounds: null }]));
    expect(section).toHaveAttribute('data-visible', 'false');
    act(() => callback?.([{ intersectionRatio: 0.25, intersectionRect: visibleHeight(0.9), rootBounds: null }]));
    expect(section).toHaveAttribute('data-visible', 'true');
  });

  it('shows content at once where IntersectionObserver is missing', () => {
    // @ts-expect-error simulating an old browser
    delete globalThis.IntersectionObserver;
    renderWithProviders(
      <FadeInSection>
        <p>Visible</p>
      </FadeInSection>,
    );
    expect(screen.getByText('Visible').parentElement).toHaveAttribute('data-visible', 'true');
  });
});
