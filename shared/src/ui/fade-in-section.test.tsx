import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { FadeInSection } from './fade-in-section';

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

describe('FadeInSection', () => {
  const originalObserver = globalThis.IntersectionObserver;
  const originalMatchMedia = window.matchMedia;
  let callback: ObserverCallback | undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    callback = undefined;
    disconnect.mockClear();
    globalThis.IntersectionObserver = jest.fn((cb: ObserverCallback) => {
      callback = cb;
      return { observe: jest.fn(), disconnect, unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
    window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = originalObserver;
    window.matchMedia = originalMatchMedia;
    jest.restoreAllMocks();
  });

  const renderSection = () => {
    renderWithProviders(
      <FadeInSection>
        <h2>Analytical Framework</h2>
        <a href="/algorithm">Read about the model</a>
      </FadeInSection>,
    );
    return screen.getByRole('heading', { name: 'Analytical Framework' }).parentElement as HTMLElement;
  };
  /** The observer's report of where the section is (no intersection unless said otherwise). */
  const report = (top: number, isIntersecting = false) =>
    act(() => callback?.([{ isIntersecting, boundingClientRect: { top } as DOMRectReadOnly, rootBounds: null }]));

  it('never hides a section that is in view when the page is drawn (a restored scroll position included)', () => {
    const section = renderSection();
    report(400, true);
    expect(section).toHaveAttribute('data-visible', 'true');
    expect(disconnect).toHaveBeenCalled();
  });

  it('keeps a section shown that the reader has scrolled past', () => {
    const section = renderSection();
    report(-900);
    expect(section).toHaveAttribute('data-visible', 'true');
    expect(disconnect).toHaveBeenCalled();
  });

  it('hides a section below the viewport until any part of it scrolls into view', () => {
    const section = renderSection();
    report(2000);
    expect(section).toHaveAttribute('data-visible', 'false');

    report(1200);
    expect(section).toHaveAttribute('data-visible', 'false');

    report(700, true);
    expect(section).toHaveAttribute('data-visible', 'true');
    expect(disconnect).toHaveBeenCalled();
  });

  it('shows a hidden section as soon as keyboard focus enters it', () => {
    const section = renderSection();
    report(2000);
    fireEvent.focus(screen.getByRole('link', { name: 'Read about the model' }));
    expect(section).toHaveAttribute('data-visible', 'true');
  });

  it('finishes a fade at once when focus enters the section halfway through it', () => {
    const section = renderSection();
    report(2000);
    report(700, true);
    fireEvent.focus(screen.getByRole('link', { name: 'Read about the model' }));
    expect(getComputedStyle(section).transition).toBe('');
    expect(getComputedStyle(section).opacity).not.toBe('0');
  });

  it('hides nothing for a visitor who prefers reduced motion', () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    expect(renderSection()).toHaveAttribute('data-visible', 'true');
    expect(callback).toBeUndefined();
  });
});
