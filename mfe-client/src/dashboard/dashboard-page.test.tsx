import type {
  PackageFunction,
  PersonalStatistics,
  Recommendation,
  TrackRecord,
  UserBet,
} from '@oddslab/shared/contract';
import {
  buildPackage,
  buildRecommendation,
  buildRecommendationSummary,
  buildSettledFigures,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { DashboardPage } from './dashboard-page';

const rec = (id: number, status: Recommendation['status'], date: string, profit: number | null = null) =>
  buildRecommendation(id, { status, date, profit });

/**
 * What the server sums over all 225 settled recommendations: deliberately unlike anything the three rows on the
 * page would add up to, so a figure computed in the browser would show.
 */
const SETTLED = buildSettledFigures({
  count: 225,
  wins: 110,
  halfWins: 4,
  pushes: 6,
  halfLosses: 3,
  losses: 102,
  staked: 4.5,
  returned: 4.6125,
  profit: 0.1125,
  roi: 0.025,
  hitRate: 114 / 219,
  firstDate: '2024-08-16',
  lastDate: '2025-04-01',
});

const TRACK: TrackRecord = {
  asOf: '2025-04-05',
  predictions: 120,
  accuracy: 0.51,
  rps: 0.2012,
  marketRps: 0.1999,
  calibration: [],
  bets: 4,
  roi: 0.05,
  roiInterval: { low: -0.31, high: 0.42, level: 0.95, resamples: 2000 },
  clv: 0.01,
  overTime: [{ month: '2025-03', predictions: 120, rps: 0.2012, marketRps: 0.1999, bets: 4, roi: 0.05, clv: 0.01 }],
};

const bet = (id: number, overrides: Partial<UserBet> = {}): UserBet => ({
  id,
  matchId: 7466,
  league: 'E0',
  homeTeam: 'Everton',
  awayTeam: 'Arsenal',
  date: '2025-04-05',
  kickoffAt: '2025-04-05T11:30:00.000Z',
  market: '1X2',
  selection: 'away',
  line: null,
  bookmaker: 'B365',
  odds: 2.1,
  stake: 10,
  followedRecommendation: false,
  status: 'open',
  returned: null,
  profit: null,
  closingOdds: null,
  clv: null,
  editable: true,
  createdAt: '2025-04-04T10:00:00.000Z',
  settledAt: null,
  ...overrides,
});

const MY_BETS = [
  bet(3),
  bet(2, { status: 'win', returned: 21, profit: 11, editable: false }),
  bet(1, { status: 'loss', selection: 'home', returned: 0, profit: -10, editable: false }),
];

const STATISTICS: PersonalStatistics = {
  totalBets: 2,
  openBets: 1,
  wins: 1,
  losses: 1,
  pushes: 0,
  winRate: 0.5,
  staked: 20,
  netProfit: 1,
  clv: 0.05,
  firstDate: '2025-03-29',
  lastDate: '2025-04-05',
  lastBets: MY_BETS,
};

const ROUTES = {
  'GET /api/client/bets': { body: { content: MY_BETS, totalPages: 1, totalElements: 3, page: 0, size: 3 } },
  'GET /api/client/bets/statistics': { body: STATISTICS },
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
  'GET /api/recommendations': (request: { searchParams: URLSearchParams }) => {
    const status = request.searchParams.get('status');
    if (status === 'settled' && request.searchParams.get('from'))
      return {
        body: {
          recommendations: [rec(1, 'win', '2025-04-01', 0.02)],
          summary: buildRecommendationSummary({
            count: 31,
            settled: buildSettledFigures({ count: 31, staked: 0.62, profit: -0.0124, roi: -0.02 }),
          }),
          page: 0,
          size: 1,
        },
      };
    if (status === 'settled')
      return {
        body: {
          recommendations: [
            rec(1, 'win', '2025-04-01', 0.02),
            rec(2, 'loss', '2025-03-20', -0.02),
            rec(3, 'push', '2025-03-10', 0),
          ],
          summary: buildRecommendationSummary({ count: 225, settled: SETTLED }),
          page: 0,
          size: 3,
        },
      };
    return {
      body: {
        recommendations: Array.from({ length: 5 }, (_, index) => rec(10 + index, 'open', '2025-04-05', null)),
        summary: buildRecommendationSummary({
          count: 240,
          open: { count: 240, stake: 0.2437 },
          exposure: { open: 0.2437, cap: 0.25 },
        }),
        page: 0,
        size: 5,
      },
    };
  },
};

function renderDashboard(
  packageName: string,
  functions: PackageFunction[] = ['FIXTURES', 'PREDICTIONS', 'RECOMMENDATIONS'],
) {
  return renderWithProviders(<DashboardPage />, {
    preloadedState: {
      session: {
        user: buildUser({ packageData: { ...buildPackage(), name: packageName, functions } }),
        status: 'signedIn',
      },
    },
  });
}

describe('DashboardPage', () => {
  it("marks the featured match's probabilities when an analyst reviewed them", async () => {
    mockFetch({
      ...ROUTES,
      'GET /api/matches/7466': {
        body: {
          prediction: {
            oneXTwo: { home: 0.2, draw: 0.3, away: 0.5 },
            expectedGoals: { home: 0.67, away: 1.41 },
            reviewed: true,
          },
        },
      },
    });
    renderDashboard('Pro');
    const featured = screen.getByRole('region', { name: 'Featured match' });
    expect(await within(featured).findByText('Reviewed by an analyst')).toBeVisible();
  });

  it('shows the featured match, and the recommendation figures the server summed over every row', async () => {
    const mock = mockFetch(ROUTES);
    renderDashboard('Pro');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard for Priya Perera' })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured match' });
    expect(await within(featured).findByText('0.67 - 1.41')).toBeInTheDocument();
    expect(featured).toHaveTextContent('50.00%');
    const performance = screen.getByRole('region', { name: 'Recommendation Performance' });
    // 114 of 219 decided (pushes in neither): 52.1 % and the remainder, over all 225, not the three listed.
    expect(await within(performance).findByText('52.1%')).toBeInTheDocument();
    expect(performance).toHaveTextContent('47.9%');
    expect(performance).toHaveTextContent('Total225');
    expect(performance).toHaveTextContent('the 6 pushes count in neither rate');
    const activity = screen.getByRole('region', { name: 'Betting Activity' });
    expect(await within(activity).findByRole('link', { name: '+235 more recommendations' })).toHaveAttribute(
      'href',
      '/client/recommendations',
    );
    expect(activity).toHaveTextContent('Open exposure 24.37% of bankroll, capped at 25.00%');
    const active = within(activity).getByRole('list', { name: 'Active recommendations' });
    expect(within(active).getAllByRole('listitem')).toHaveLength(5);
    expect(active).toHaveTextContent('Model 55.0% vs market 50.0%, at 2.00 (Bet365)');
    const recent = await within(activity).findByRole('list', { name: 'Recent bets' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(recent).toHaveTextContent('Everton vs Arsenal: Away Win · Bet365 @ 2.10 · £10.00');
    expect(recent).toHaveTextContent('2025-04-05 · Won · +£11.00');
    expect(recent).toHaveTextContent('2025-04-05 · Lost · −£10.00');
    expect(recent).toHaveTextContent('2025-04-05 · Open');
    expect(mock.callsTo('GET /api/client/bets')[0]?.searchParams.get('size')).toBe('3');
    expect(screen.queryByRole('region', { name: 'Personal Statistics' })).not.toBeInTheDocument();
    expect(mock.callsTo('GET /api/client/bets/statistics')).toHaveLength(0);
    // One page each: the figures come with it, nothing is counted by reading further pages.
    const pages = mock.callsTo('GET /api/recommendations').map((call) => call.searchParams.get('page') ?? '0');
    expect(new Set(pages)).toEqual(new Set(['0']));
  });

  it('shows the settled bets of the chosen period as the server sums them', async () => {
    const mock = mockFetch(ROUTES);
    const { user } = renderDashboard('Pro');
    const analytics = screen.getByRole('region', { name: 'Performance Analytics' });
    expect(
      await within(analytics).findByText(/Since 2024-04-05: 31 settled value bets, P\/L −1\.24% of bankroll/),
    ).toBeInTheDocument();
    expect(analytics).toHaveTextContent('ROI −2.0%');
    // The track record's ROI comes with its interval, which here cannot tell an edge from luck.
    expect(
      within(analytics).getByText('95% interval −31.0% to +42.0%: not distinguishable from zero'),
    ).toBeInTheDocument();
    expect(within(analytics).getByRole('img', { name: /Ranked probability score by month/ })).toBeInTheDocument();
    await user.click(within(analytics).getByRole('button', { name: '1 Week' }));
    expect(within(analytics).getByRole('button', { name: '1 Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(analytics).findByText(/Since 2025-03-29: 31 settled value bets/)).toBeInTheDocument();
    const froms = mock.callsTo('GET /api/recommendations').map((call) => call.searchParams.get('from'));
    expect(froms).toContain('2025-03-29');
  });

  it("shows Personal Statistics only for the Ultimate package, from the user's own bets", async () => {
    mockFetch(ROUTES);
    renderDashboard('Ultimate');
    const personal = await screen.findByRole('region', { name: 'Personal Statistics' });
    expect(personal).toHaveTextContent('Total bets2');
    expect(personal).toHaveTextContent('Win rate50.0%');
    expect(personal).toHaveTextContent('Net profit/loss+£1.00');
    expect(personal).toHaveTextContent('Wins1');
    expect(personal).toHaveTextContent('Losses1');
    expect(personal).toHaveTextContent('(1 still open)');
    expect(personal).toHaveTextContent('Period2025-03-29 to 2025-04-05');
    expect(within(personal).getByRole('list', { name: 'Recent bets' })).toHaveTextContent('+£11.00');
  });

  it('says so when the user has recorded no bets yet', async () => {
    mockFetch({
      ...ROUTES,
      'GET /api/client/bets': { body: { content: [], totalPages: 0, totalElements: 0, page: 0, size: 3 } },
      'GET /api/client/bets/statistics': {
        body: {
          ...STATISTICS,
          totalBets: 0,
          openBets: 0,
          wins: 0,
          losses: 0,
          winRate: null,
          staked: 0,
          netProfit: 0,
          firstDate: null,
          lastDate: null,
          lastBets: [],
        },
      },
    });
    renderDashboard('Ultimate');
    const activity = screen.getByRole('region', { name: 'Betting Activity' });
    expect(await within(activity).findByText(/No bets recorded yet/)).toBeInTheDocument();
    const personal = await screen.findByRole('region', { name: 'Personal Statistics' });
    expect(await within(personal).findByText(/No bets recorded yet/)).toBeInTheDocument();
    expect(personal).toHaveTextContent('Win rateN/A');
    expect(personal).toHaveTextContent('Net profit/loss£0.00');
  });

  it('shows what is outside a Free package as upgrade panels, asking the server for none of it', async () => {
    const mock = mockFetch(ROUTES);
    renderDashboard('Free', ['FIXTURES']);
    const performance = screen.getByRole('region', { name: 'Recommendation Performance' });
    expect(
      within(performance).getByRole('heading', { name: 'Recommendations is not part of your current package' }),
    ).toBeInTheDocument();
    expect(within(performance).getByRole('link', { name: 'See packages in My Subscriptions' })).toHaveAttribute(
      'href',
      '/client/settings?tab=subscriptions',
    );
    // The featured match is in the package; its probabilities are not, and say so instead of 'N/A'.
    const featured = screen.getByRole('region', { name: 'Featured match' });
    expect(await within(featured).findByRole('link', { name: 'Everton vs Arsenal' })).toBeInTheDocument();
    expect(featured).toHaveTextContent('part of packages with Predictions');
    expect(featured).not.toHaveTextContent('N/A');
    await screen.findByRole('list', { name: 'Recent bets' });
    expect(mock.callsTo('GET /api/recommendations')).toHaveLength(0);
    expect(mock.callsTo('GET /api/matches/7466')).toHaveLength(0);
  });

  it('shows the featured match as an upgrade when fixtures are outside the package', () => {
    const mock = mockFetch(ROUTES);
    renderDashboard('Nothing', []);
    const featured = screen.getByRole('region', { name: 'Featured match' });
    expect(
      within(featured).getByRole('heading', { name: 'Fixtures is not part of your current package' }),
    ).toBeInTheDocument();
    expect(mock.callsTo('GET /api/fixtures')).toHaveLength(0);
  });

  it('still says so when the server refuses recommendations (a package changed meanwhile)', async () => {
    mockFetch({ ...ROUTES, 'GET /api/recommendations': { status: 403, body: { message: 'Forbidden', status: 403 } } });
    renderDashboard('Pro');
    const performance = screen.getByRole('region', { name: 'Recommendation Performance' });
    expect(
      await within(performance).findByRole('heading', { name: 'Recommendations is not part of your current package' }),
    ).toBeInTheDocument();
  });
});
