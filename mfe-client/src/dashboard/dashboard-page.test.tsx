import type { Recommendation, TrackRecord } from '@oddslab/shared/contract';
import { buildPackage, buildRecommendation, buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { DashboardPage } from './dashboard-page';

const rec = (id: number, status: Recommendation['status'], date: string) => buildRecommendation(id, { status, date });

const TRACK: TrackRecord = {
  asOf: '2025-04-05',
  predictions: 120,
  accuracy: 0.51,
  rps: 0.2012,
  marketRps: 0.1999,
  calibration: [],
  bets: 4,
  roi: 0.05,
  clv: 0.01,
  overTime: [{ month: '2025-03', predictions: 120, rps: 0.2012, marketRps: 0.1999, bets: 4, roi: 0.05, clv: 0.01 }],
};

const ROUTES = {
  'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } },
  'GET /api/track-record': { body: TRACK },
  'GET /api/fixtures': {
    body: [
      {
        id: 7466,
        date: '2025-04-05',
        kickoff: '12:30',
        league: 'E0',
        leagueName: 'Premier League',
        homeTeam: 'Everton',
        awayTeam: 'Arsenal',
        recentFormHome: 'D-L',
        recentFormAway: 'W-W',
        headToHead: 'L',
      },
    ],
  },
  'GET /api/matches/7466': {
    body: {
      prediction: { oneXTwo: { home: 0.2, draw: 0.3, away: 0.5 }, expectedGoals: { home: 0.67, away: 1.41 } },
    },
  },
  'GET /api/recommendations': (request: { searchParams: URLSearchParams }) =>
    request.searchParams.get('status') === 'settled'
      ? {
          body: {
            recommendations: [
              rec(1, 'win', '2025-04-01'),
              rec(2, 'loss', '2025-03-20'),
              rec(3, 'win', '2025-03-10'),
              rec(4, 'push', '2025-03-01'),
            ],
            page: 0,
            size: 100,
          },
        }
      : {
          body: {
            recommendations: Array.from({ length: 7 }, (_, index) => rec(10 + index, 'open', '2025-04-05')),
            page: 0,
            size: 100,
          },
        },
};

function renderDashboard(packageName: string) {
  return renderWithProviders(<DashboardPage />, {
    preloadedState: {
      session: {
        user: buildUser({
          packageData: { ...buildPackage(), name: packageName, functions: ['FIXTURES', 'RECOMMENDATIONS'] },
        }),
        status: 'signedIn',
      },
    },
  });
}

describe('DashboardPage', () => {
  it('shows the featured match, performance, recommendation figures and active recommendations', async () => {
    mockFetch(ROUTES);
    renderDashboard('Pro');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard for Priya Perera' })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured match' });
    expect(await within(featured).findByText('0.67 - 1.41')).toBeInTheDocument();
    expect(featured).toHaveTextContent('50.00%');
    const performance = screen.getByRole('region', { name: 'Recommendation Performance' });
    expect(await within(performance).findByText('66.7%')).toBeInTheDocument();
    expect(performance).toHaveTextContent('33.3%');
    const activity = screen.getByRole('region', { name: 'Betting Activity' });
    expect(await within(activity).findByRole('link', { name: '+2 more recommendations' })).toHaveAttribute(
      'href',
      '/client/recommendations',
    );
    expect(
      within(within(activity).getByRole('list', { name: 'Active recommendations' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'Personal Statistics' })).not.toBeInTheDocument();
  });

  it('filters performance by the chosen period', async () => {
    mockFetch(ROUTES);
    const { user } = renderDashboard('Pro');
    const analytics = screen.getByRole('region', { name: 'Performance Analytics' });
    expect(await within(analytics).findByText(/Since 2024-04-05: 4 settled value bets/)).toBeInTheDocument();
    expect(within(analytics).getByRole('img', { name: /Ranked probability score by month/ })).toBeInTheDocument();
    await user.click(within(analytics).getByRole('button', { name: '1 Week' }));
    expect(within(analytics).getByRole('button', { name: '1 Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(analytics).getByText(/Since 2025-03-29: 1 settled value bets, \+\$1\.00/)).toBeInTheDocument();
  });

  it('shows Personal Statistics only for the Ultimate package', async () => {
    mockFetch(ROUTES);
    renderDashboard('Ultimate');
    const personal = await screen.findByRole('region', { name: 'Personal Statistics' });
    expect(personal).toHaveTextContent('+$1.00');
    expect(personal).toHaveTextContent('2025-03-01 to 2025-04-01');
  });

  it('counts every open recommendation across pages for the +N more link', async () => {
    const mock = mockFetch({
      ...ROUTES,
      'GET /api/recommendations': (request) => {
        if (request.searchParams.get('status') === 'settled')
          return { body: { recommendations: [], page: 0, size: 100 } };
        const page = Number(request.searchParams.get('page') ?? 0);
        const count = page === 0 ? 100 : page === 1 ? 100 : 30;
        return {
          body: {
            recommendations: Array.from({ length: count }, (_, index) =>
              rec(page * 100 + index + 1, 'open', '2025-04-05'),
            ),
            page,
            size: 100,
          },
        };
      },
    });
    renderDashboard('Pro');
    const activity = screen.getByRole('region', { name: 'Betting Activity' });
    expect(await within(activity).findByRole('link', { name: '+225 more recommendations' })).toBeInTheDocument();
    const pages = mock
      .callsTo('GET /api/recommendations')
      .filter((call) => call.searchParams.get('status') === 'open')
      .map((call) => call.searchParams.get('page') ?? '0');
    expect(pages).toEqual(['0', '1', '2']);
  });

  it('says when recommendations are not in the package', async () => {
    mockFetch({ ...ROUTES, 'GET /api/recommendations': { status: 403, body: { message: 'Forbidden', status: 403 } } });
    renderDashboard('Free');
    const performance = screen.getByRole('region', { name: 'Recommendation Performance' });
    expect(await within(performance).findByText(/Recommendations are not part of your package/)).toBeInTheDocument();
  });
});
