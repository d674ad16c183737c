import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, type To, useNavigate } from 'react-router-dom';

import { useScrollRestoration } from './scroll-restoration';

/** Scrolls as a browser does: the position changes and a scroll event reports it (here at once). */
const scrollTo = jest.fn((_left: number, top: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
});

function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/matches">Matches</Link>
      <Link to="/about#team">Team</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <h2 id="team">Team</h2>
    </>
  );
}

function renderAt(entry: To & { key?: string }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
    </MemoryRouter>,
  );
}

function readerScrollsTo(top: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Reflect.deleteProperty(performance, 'getEntriesByType');
});

beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  sessionStorage.clear();
});

describe('useScrollRestoration', () => {
  it('leaves the first page where the reader has it (the first paint may have been scrolled already)', () => {
    renderAt({ pathname: '/' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at its top and brings the reader back to where they were on Back', async () => {
    renderAt({ pathname: '/' });
    readerScrollsTo(640);
    await userEvent.click(screen.getByRole('link', { name: 'Matches' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    readerScrollsTo(120);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('opens an address with a #hash at the element it names', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt({ pathname: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('team'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  /** Leaves the page as the browser does (the positions are kept), then opens it again the way `how` says. */
  function leaveAndReopen(how: NavigationTimingType, entry: To & { key?: string }) {
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    cleanup();
    scrollTo.mockClear();
    // jsdom has no Navigation Timing: the browser's answer for this page load.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (kind: string) => (kind === 'navigation' ? [{ type: how }] : []),
    });
    renderAt(entry);
  }

  it('restores the position after a reload of the tab, and after Back from another site', () => {
    renderAt({ pathname: '/matches', key: 'entry-1' });
    readerScrollsTo(900);
    leaveAndReopen('reload', { pathname: '/matches', key: 'entry-1' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    leaveAndReopen('back_forward', { pathname: '/matches', key: 'entry-1' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('opens a page afresh at the top the browser gives it, even at an address read before', () => {
    renderAt({ pathname: '/matches' });
    readerScrollsTo(900);
    leaveAndReopen('navigate', { pathname: '/matches' });
    expect(scrollTo).not.toHaveBeenCalled();
    // Another page opened afresh in the tab shares React Router's first key ('default'), not the position.
    leaveAndReopen('reload', { pathname: '/about' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts afresh when what was kept cannot be read', () => {
    sessionStorage.setItem('oddslab:scroll-positions', '{not json');
    renderAt({ pathname: '/matches', key: 'entry-1' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
