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
