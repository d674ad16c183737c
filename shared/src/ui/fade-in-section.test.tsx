import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { FadeInSection } from './fade-in-section';

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

describe('FadeInSection', () => {
  const originalObserver = globalThis.IntersectionObserver;
  const originalMatchMedia = window.matchMedia;
  let callback: ObserverCallback | undefined;
  const disconnect = jest.fn();
  let sectionTop = 0;

  beforeEach(() => {
    callback = undefined;
    disconnect.mockClear();
    sectionTop = 0;
    globalThis.IntersectionObserver = jest.fn((cb: ObserverCallback) => {
      callback = cb;
      return { observe: jest.fn(), disconnect, unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: sectionTop, height: 300 }) as DOMRect);
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

  it('never hides a section that is in view when the page is drawn (a restored scroll position included)', () => {
    sectionTop = 400;
    expect(renderSection()).toHaveAttribute('data-visible', 'true');
    expect(callback).toBeUndefined();
  });

  it('hides a section below the viewport until any part of it scrolls into view', () => {
    sectionTop = 2000;
    const section = renderSection();
    expect(section).toHaveAttribute('data-visible', 'false');

    act(() => callback?.([{ isIntersecting: false }]));
    expect(section).toHaveAttribute('data-visible', 'false');

    act(() => callback?.([{ isIntersecting: true, intersectionRatio: 0.05 }]));
    expect(section).toHaveAttribute('data-visible', 'true');
    expect(disconnect).toHaveBeenCalled();
  });

  it('shows a hidden section as soon as keyboard focus enters it', () => {
    sectionTop = 2000;
    const section = renderSection();
    fireEvent.focus(screen.getByRole('link', { name: 'Read about the model' }));
    expect(section).toHaveAttribute('data-visible', 'true');
  });

  it('finishes a fade at once when focus enters the section halfway through it', () => {
    sectionTop = 2000;
    const section = renderSection();
    act(() => callback?.([{ isIntersecting: true }]));
    fireEvent.focus(screen.getByRole('link', { name: 'Read about the model' }));
    expect(getComputedStyle(section).transition).toBe('');
    expect(getComputedStyle(section).opacity).not.toBe('0');
  });

  it('hides nothing for a visitor who prefers reduced motion', () => {
    sectionTop = 2000;
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    expect(renderSection()).toHaveAttribute('data-visible', 'true');
  });
});
