import { buildAdmin, buildClock, mockFetch, renderSignedInArea, setViewportWidth } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { Console, consolePages } from './console';
import consoleRoutes from './console-routes.json';

const renderConsole = (route: string) =>
  renderSignedInArea(<Console />, { route, path: '/admin/*', user: buildAdmin() });

afterEach(() => setViewportWidth(1280));

describe('console layout', () => {
  it('lists the menu entries and marks the current one', () => {
    renderConsole('/admin/settings');
    const menu = screen.getByRole('navigation', { name: 'Admin console' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Pipeline Monitoring',
      'Prediction Review',
      'Fixtures',
      'Configuration',
      'Reports',
      'Alerts',
      'Users',
      'Articles',
      'Packages',
      'Settings',
    ]);
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('marks Dashboard on /admin and renders the live dashboard there', async () => {
    mockFetch({
      'GET /api/admin/pipeline-runs': { body: [] },
      'GET /api/predictions': { status: 503, body: { message: 'Model is refitting', status: 503, details: null } },
    });
    renderConsole('/admin');
    const menu = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load predictions: Model is refitting')).toBeInTheDocument();
  });

  it.each([
    ['/admin/pipeline', 'Pipeline Monitoring'],
    ['/admin/prediction', 'Prediction Review'],
    ['/admin/fixtures', 'Fixtures'],
    ['/admin/configuration', 'Configuration'],
    ['/admin/reports', 'Reports'],
    ['/admin/alerts', 'Alerts'],
  ])('routes %s to the %s page and marks its menu entry', (route, name) => {
    mockFetch();
    renderConsole(route);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(menu).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the engine's clock, the account menu and the footer", async () => {
    mockFetch({ 'GET /api/as-of': { body: buildClock() } });
    const { user, currentLocation } = renderConsole('/admin');
    expect(await screen.findByTestId('engine-clock')).toHaveTextContent('Replay · 5 Apr 2025, 13:30 UTC');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `Copyright © ${new Date().getFullYear()} OddsLab. All rights reserved`,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Admin' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Switch Account' }));
    expect(currentLocation()).toBe('/login');
  });

  it('can hide the menu on wide screens', async () => {
    const { user } = renderConsole('/admin');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Admin console' })).toBeInTheDocument();
  });

  it('collapses below 1024px and closes the menu after navigating', async () => {
    const { user, currentLocation } = renderConsole('/admin');
    setViewportWidth(800);
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Admin console' });
    await user.click(within(menu).getByRole('link', { name: 'Packages' }));

    expect(currentLocation()).toBe('/admin/packages');
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the small-screen menu with Escape', async () => {
    setViewportWidth(390);
    const { user } = renderConsole('/admin');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Admin console' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();
  });
});

describe('console routes', () => {
  it('has a page for every path its release lists, and lists every page it has', () => {
    // The list goes into release.json: the site server answers any other address below /admin with 404.
    expect(Object.keys(consolePages).sort()).toEqual([...consoleRoutes].sort());
  });

  it("shows the console's not-found page for an address it does not list", () => {
    mockFetch({});
    renderConsole('/admin/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
