import {
  buildClock,
  buildUser,
  mockFetch,
  renderSignedInArea,
  renderWithProviders,
  setViewportWidth,
} from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { Portal, portalPages } from './portal';
import portalRoutes from './portal-routes.json';

const FREE = { id: 1, name: 'Free', description: null, functions: ['FIXTURES'], billingCycle: 'NONE' } as const;

const renderPortal = (route: string, user = buildUser()) =>
  renderSignedInArea(<Portal />, { route, path: '/client/*', user });

afterEach(() => setViewportWidth(1280));

describe('portal link bar', () => {
  it("shows links only for the functions in the user's package", () => {
    renderPortal('/client/dashboard');
    const bar = screen.getByRole('navigation', { name: 'Your package features' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alerts', '/client/alerts'],
      ['Fixtures', '/client/fixtures'],
      ['Predictions', '/client/predictions'],
      ['Odds Comparison', '/client/odds-comparison'],
      ['Recommendations', '/client/recommendations'],
      ['Season Simulations', '/client/simulations'],
    ]);
    expect(within(bar).queryByRole('link', { name: 'Visualizations' })).not.toBeInTheDocument();
  });

  it('follows a smaller package', () => {
    renderPortal('/client', buildUser({ packageIdLink: 1, packageData: { ...FREE, functions: ['FIXTURES'] } }));
    const bar = screen.getByRole('navigation', { name: 'Your package features' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fixtures']);
  });

  it('offers My Subscriptions when the package has no features', () => {
    renderPortal('/client', buildUser({ packageIdLink: null, packageData: null }));
    const bar = screen.getByRole('navigation', { name: 'Your package features' });
    expect(within(bar).getByRole('link', { name: 'Choose a package in My Subscriptions' })).toHaveAttribute(
      'href',
      '/client/settings?tab=subscriptions',
    );
  });
});

describe('portal sidebar', () => {
  it('lists the entries and marks the one matching the path', () => {
    renderPortal('/client/settings');
    const nav = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home Page',
      'Dashboard',
      'Fixtures',
      'Predictions',
      'Odds Comparison',
      'Recommendations',
      'Season Simulations',
      'My Bets',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('treats the portal index as the dashboard', () => {
    renderPortal('/client');
    const nav = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard for Priya Perera' })).toBeInTheDocument();
  });

  it('collapses and expands with the toggle on wide screens', async () => {
    const { user } = renderPortal('/client/dashboard');
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // Collapsed entries keep their names for screen readers.
    const nav = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(nav).getByRole('link', { name: 'Fixtures' })).toHaveAttribute('title', 'Fixtures');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(nav).getByRole('link', { name: 'Fixtures' })).not.toHaveAttribute('title');
  });

  it('is forced collapsed below 1024px and closes again after navigating', async () => {
    const { user, currentLocation } = renderPortal('/client/dashboard');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();

    setViewportWidth(800);
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Portal sections' });
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(currentLocation()).toBe('/client/settings');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed on a narrow screen and closes the opened sidebar with Escape', async () => {
    setViewportWidth(390);
    const { user } = renderPortal('/client/dashboard');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('portal top bar', () => {
  it("shows the engine's clock, saying it is a replay, and the copyright footer", async () => {
    mockFetch({ 'GET /api/as-of': { body: buildClock({ paused: true }) } });
    renderPortal('/client/dashboard');
    expect(await screen.findByTestId('engine-clock')).toHaveTextContent('Replay paused · 5 Apr 2025, 13:30 UTC');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `Copyright © ${new Date().getFullYear()} OddsLab. All rights reserved.`,
    );
  });

  it('opens the account menu with the name and switches account', async () => {
    const { user, currentLocation } = renderPortal('/client/dashboard');
    await user.click(screen.getByRole('button', { name: 'Account menu for Priya Perera' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(screen.getByText('Priya Perera', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Switch Account' }));
    expect(currentLocation()).toBe('/login');
  });

  it('closes the account menu on Escape and on a click outside', async () => {
    const { user } = renderPortal('/client/dashboard');
    const trigger = screen.getByRole('button', { name: 'Account menu for Priya Perera' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out through the server and lands on /login', async () => {
    localStorage.setItem('token', 'session-token');
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
    const { user, currentLocation, store } = renderPortal('/client/dashboard');
    await user.click(screen.getByRole('button', { name: 'Account menu for Priya Perera' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(fetchMock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(store.getState().session.user).toBeNull();
    expect(await screen.findByText('Logout successful! Redirecting...')).toBeInTheDocument();
  });

  it('greets a guest when nobody is signed in', () => {
    renderWithProviders(<Portal />, { route: '/client/settings', path: '/client/*' });
    expect(screen.getByRole('button', { name: 'Account menu for Guest' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings for Guest' })).toBeInTheDocument();
  });
});

describe('portal routes', () => {
  it('renders the live data page of a feature route', async () => {
    mockFetch({
      'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } },
      'GET /api/fixtures/page': { body: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 } },
    });
    renderPortal('/client/fixtures');
    expect(screen.getByRole('heading', { level: 1, name: 'Fixtures for Priya Perera' })).toBeInTheDocument();
    expect(await screen.findByText('No fixtures available.')).toBeInTheDocument();
  });

  it('tells the user when a feature is outside their package, without asking for it, and links to My Subscriptions', async () => {
    const mock = mockFetch({
      'GET /api/visualizations': { status: 403, body: { message: 'Forbidden', status: 403, details: null } },
    });
    const { user, currentLocation } = renderPortal('/client/visualizations');
    expect(
      screen.getByRole('heading', { name: 'Visualizations is not part of your current package' }),
    ).toBeInTheDocument();
    expect(mock.callsTo('GET /api/visualizations')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'See packages in My Subscriptions' }));
    expect(currentLocation()).toBe('/client/settings?tab=subscriptions');
    expect(screen.getByRole('tab', { name: 'My Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the season simulation of a league as a table', async () => {
    mockFetch({
      'GET /api/simulations/E0': {
        body: {
          league: 'E0',
          leagueName: 'Premier League',
          season: '2024-25',
          asOf: '2025-04-27',
          simulations: 10000,
          seed: 1,
          remainingMatches: 40,
          teams: [
            { team: 'Liverpool', points: 79, expectedPoints: 88.4, title: 0.998, top4: 1, relegation: 0 },
            { team: 'Nottingham Forest', points: 60, expectedPoints: 67.1, title: 0, top4: 0.412, relegation: 0 },
          ],
        },
      },
    });
    renderPortal('/client/simulations');
    const table = await screen.findByRole('table', { name: /Premier League 2024-25 season simulation/ });
    const forest = within(table).getByText('Nottingham Forest').closest('tr') as HTMLElement;
    expect(forest).toHaveTextContent('2Nottingham Forest6067.10.0%41.2%0.0%');
    expect(screen.getByText(/10,000 simulated seasons from Sun 27 Apr 2025, 40 matches left/)).toBeInTheDocument();
  });

  it('keeps unknown paths inside the portal frame', () => {
    renderPortal('/client/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Portal sections' })).toBeInTheDocument();
  });

  it('summarises the package on the dashboard with links to its features', () => {
    renderPortal('/client/dashboard');
    const features = screen.getByRole('region', { name: 'Included features' });
    expect(within(features).getAllByRole('link')).toHaveLength(6);
    const plan = screen.getByRole('region', { name: 'Your package' });
    expect(plan).toHaveTextContent('Pro');
    expect(plan).toHaveTextContent('11/1/2026');
    expect(plan).toHaveTextContent('12/1/2026');
  });
});

describe('portal routes', () => {
  it('has a page for every path its release lists, and lists every page it has', () => {
    // The list goes into release.json: the site server answers any other address below /client with 404.
    expect(Object.keys(portalPages).sort()).toEqual([...portalRoutes].sort());
  });
});
