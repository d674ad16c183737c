import { buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { matchdayLabel, VisualizationsPage } from './visualizations-page';

const DATA = {
  league: 'E0',
  leagueName: 'Premier League',
  asOf: '2025-04-05',
  confidenceOverTime: [
    { date: '2025-04-05', confidence: 55.1, matches: 6 },
    { date: '2025-04-06', confidence: 48.2, matches: 4 },
  ],
  predictions: 10,
  teams: [
    { team: 'Arsenal', attackStrength: 132.8, defenseWeakness: 57.4 },
    { team: 'Everton', attackStrength: 78.5, defenseWeakness: 78.2 },
  ],
};

const ULTIMATE = {
  id: 4,
  name: 'Ultimate',
  description: null,
  functions: ['FIXTURES', 'PREDICTIONS', 'ALERTS', 'ODDS_COMPARISON', 'RECOMMENDATIONS', 'VISUALIZATIONS'],
  billingCycle: 'MONTHLY',
} as const;

function renderPage(
  user = buildUser({ packageIdLink: ULTIMATE.id, packageData: { ...ULTIMATE, functions: [...ULTIMATE.functions] } }),
) {
  return renderWithProviders(<VisualizationsPage />, {
    preloadedState: { session: { user, status: 'signedIn' } },
  });
}

describe('VisualizationsPage', () => {
  it('draws confidence over time and team metrics for the chosen league', async () => {
    const mock = mockFetch({ 'GET /api/visualizations': { body: DATA } });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Prediction Confidence Over Time' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Performance Metrics' })).toBeInTheDocument();
    const charts = await screen.findAllByTestId('apex-chart');
    expect(JSON.parse(charts[0].getAttribute('data-series') ?? '[]')).toEqual([
      { name: 'Confidence', data: [55.1, 48.2] },
    ]);
    expect(JSON.parse(charts[1].getAttribute('data-series') ?? '[]').map((s: { name: string }) => s.name)).toEqual([
      'Attack Strength',
      'Defense Weakness',
    ]);
    expect(screen.getByText(/2025-04-05 to 2025-04-06 \(10 matches\)/)).toBeInTheDocument();
    expect(mock.callsTo('GET /api/visualizations')[0].searchParams.get('league')).toBe('Premier League');
    const ratings = screen.getByRole('table', { name: 'Team ratings, Premier League', hidden: true });
    expect(ratings).toHaveTextContent('Arsenal132.8057.40');
    const options = Array.from((screen.getByLabelText('League') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(expect.arrayContaining(['Premier League', 'La Liga', 'Bundesliga', 'Serie A']));
    await user.selectOptions(screen.getByLabelText('League'), 'Bundesliga');
    await waitFor(() =>
      expect(mock.callsTo('GET /api/visualizations').at(-1)?.searchParams.get('league')).toBe('Bundesliga'),
    );
  });

  it('shows the upgrade panel on 403 and labels matchdays by weekday', async () => {
    mockFetch({ 'GET /api/visualizations': { status: 403, body: { message: 'Forbidden', status: 403 } } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Visualizations is not part of your current package' }),
    ).toBeInTheDocument();
    expect(matchdayLabel('2025-04-05')).toBe('Sat 5 Apr');
  });
});
