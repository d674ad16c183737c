import type { Simulation } from '@oddslab/shared/contract';
import { buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SimulationsPage } from './simulations-page';

const SIMULATION: Simulation = {
  league: 'D1',
  leagueName: 'Bundesliga',
  season: '2024-25',
  asOf: '2025-04-27',
  simulations: 10_000,
  seed: 1,
  remainingMatches: 27,
  teams: [
    { team: 'Bayern Munich', points: 72, expectedPoints: 81.3, title: 0.991, top4: 1, relegation: 0 },
    { team: 'Eintracht Frankfurt', points: 51, expectedPoints: 57.9, title: 0, top4: 0.655, relegation: 0 },
    { team: 'VfL Bochum', points: 20, expectedPoints: 24.2, title: 0, top4: 0, relegation: 0.872 },
  ],
};

function renderPage(route = '/client/simulations', user = buildUser()) {
  return renderWithProviders(<SimulationsPage />, {
    route,
    preloadedState: { session: { user, status: 'signedIn' } },
  });
}

describe('SimulationsPage', () => {
  it('shows a league’s simulated finish per team, the league in the address', async () => {
    const mock = mockFetch({ 'GET /api/simulations/D1': { body: SIMULATION } });
    renderPage('/client/simulations?league=D1');
    expect(screen.getByText('Simulating the Bundesliga season...')).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Bundesliga 2024-25 season simulation: title, top four, relegation and expected points per team',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Pos', 'Team', 'Points now', 'Expected points', 'Title', 'Top four', 'Relegation']);
    expect(within(table).getByText('Eintracht Frankfurt').closest('tr')).toHaveTextContent(
      '2Eintracht Frankfurt5157.90.0%65.5%0.0%',
    );
    expect(within(table).getByText('VfL Bochum').closest('tr')).toHaveTextContent('87.2%');
    expect(screen.getByText(/10,000 simulated seasons from Sun 27 Apr 2025, 27 matches left/)).toBeInTheDocument();
    expect(mock.callsTo('GET /api/simulations/D1')[0].searchParams.get('simulations')).toBe('10000');
  });

  it('switches league through the address', async () => {
    const mock = mockFetch({
      'GET /api/simulations/E0': { body: { ...SIMULATION, league: 'E0', leagueName: 'Premier League' } },
      'GET /api/simulations/D1': { body: SIMULATION },
    });
    const { user, currentLocation } = renderPage();
    await screen.findByRole('table', { name: /Premier League 2024-25/ });
    await user.selectOptions(screen.getByLabelText('League'), 'Bundesliga');
    expect(currentLocation()).toBe('/client/simulations?league=D1');
    await screen.findByRole('table', { name: /Bundesliga 2024-25/ });
    await waitFor(() => expect(mock.callsTo('GET /api/simulations/D1')).toHaveLength(1));
  });

  it('says when the engine has no fit of the league yet, and offers Retry on other failures', async () => {
    const mock = mockFetch({
      'GET /api/simulations/E0': { status: 409, body: { message: 'No fitted model', status: 409 } },
    });
    const first = renderPage();
    expect(await screen.findByText(/No simulation for the Premier League yet/)).toBeInTheDocument();
    first.unmount();
    mock.set({ 'GET /api/simulations/E0': { status: 500, body: { message: 'boom', status: 500 } } });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to simulate the season. Please try again later.')).toBeInTheDocument();
    mock.set({ 'GET /api/simulations/E0': { body: { ...SIMULATION, league: 'E0', leagueName: 'Premier League' } } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /Premier League 2024-25/ })).toBeInTheDocument();
  });

  it('shows the upgrade panel, without running a simulation, for a package without SIMULATIONS', () => {
    const mock = mockFetch({ 'GET /api/simulations/E0': { body: SIMULATION } });
    renderPage(
      '/client/simulations',
      buildUser({
        packageData: { id: 2, name: 'Basic', description: null, functions: ['FIXTURES'], billingCycle: 'MONTHLY' },
      }),
    );
    expect(
      screen.getByRole('heading', { name: 'Season Simulations is not part of your current package' }),
    ).toBeInTheDocument();
    expect(mock.callsTo('GET /api/simulations/E0')).toHaveLength(0);
  });
});
