import { screen } from '@testing-library/react';
import { buildClock, buildUser } from '../testing/fixtures';
import { setViewportWidth } from '../testing/layout-testing';
import { mockFetch } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { DashboardLayout, DashboardNavColumn, type DashboardNavState } from './dashboard-layout';

afterEach(() => setViewportWidth(1280));

function TestNav({ id, open, narrow, onNavigate }: DashboardNavState) {
  const nav = (
    <nav id={id} aria-label="Sections" data-open={open}>
      <button type="button" onClick={onNavigate}>
        Go to reports
      </button>
    </nav>
  );
  return narrow ? nav : <DashboardNavColumn>{nav}</DashboardNavColumn>;
}

function renderLayout(options: { navOnlyWhenOpen?: boolean; linkBar?: boolean } = {}) {
  return renderWithProviders(
    <DashboardLayout
      title="Test Area"
      navOnlyWhenOpen={options.navOnlyWhenOpen}
      renderNav={(state) => <TestNav {...state} />}
      toggleLabels={{ open: 'Open menu', close: 'Close menu' }}
      backdropLabel="Dismiss menu"
      linkBar={options.linkBar ? <p>Feature links</p> : undefined}
      footer="Test footer"
    >
      <h1>Page body</h1>
    </DashboardLayout>,
    { preloadedState: { session: { user: buildUser({ name: 'Priya Perera' }), status: 'signedIn' } } },
  );
}

describe('DashboardLayout', () => {
  it("frames the page with the title, the engine's clock, account menu, link bar and footer", async () => {
    mockFetch({ 'GET /api/as-of': { body: buildClock() } });
    renderLayout({ linkBar: true });
    expect(screen.getByText('Test Area')).toBeInTheDocument();
    expect(await screen.findByTestId('engine-clock')).toHaveTextContent('Replay · 5 Apr 2025, 13:30 UTC');
    expect(screen.getByRole('button', { name: 'Account menu for Priya Perera' })).toBeInTheDocument();
    expect(screen.getByText('Feature links')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page body' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Test footer');
  });

  it('keeps the nav open on wide screens and toggles it from the top bar', async () => {
    const { user } = renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-controls', nav.id);
    await user.click(screen.getByRole('button', { name: 'Go to reports' }));
    expect(nav).toHaveAttribute('data-open', 'true');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('unmounts a closed nav when asked and stops pointing the toggle at it', async () => {
    const { user } = renderLayout({ navOnlyWhenOpen: true });
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveAttribute('aria-controls');
  });

  it('starts closed below 1024px and closes the floating nav on navigation, Escape and the backdrop', async () => {
    setViewportWidth(390);
    const { user } = renderLayout({ navOnlyWhenOpen: true });
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Go to reports' }));
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss menu' }));
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open nav when the window narrows below 1024px', async () => {
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toHaveAttribute('data-open', 'true');
    setViewportWidth(800);
    expect(screen.getByRole('navigation', { name: 'Sections' })).toHaveAttribute('data-open', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
