import {
  buildRecommendation,
  buildRecommendationSummary,
  buildSettledFigures,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { betLabel } from '../engine-data/data-page-parts';
import { RecommendationsPage } from './recommendations-page';

const rec = (id: number, type: string) =>
  buildRecommendation(id, {
    date: '2025-04-05',
    recentForm: { home: 'W-L-D', away: 'L-L-W' },
    prediction: { type, percentage: 48.5 },
    selection: 'away',
    bookmaker: 'PS',
    price: 3.8,
    probability: 0.4,
    edge: 0.52,
    stake: 0.0453,
  });

const SUMMARY = buildRecommendationSummary();

const listOf = (recommendations: ReturnType<typeof rec>[], summary = SUMMARY) => ({
  body: {
    recommendations,
    summary,
    page: 0,
    size: 10,
    totalElements: recommendations.length,
    totalPages: recommendations.length > 0 ? 1 : 0,
  },
});

function renderPage(route = '/client/recommendations', user = buildUser()) {
  return renderWithProviders(<RecommendationsPage />, {
    route,
    preloadedState: { session: { user, status: 'signedIn' } },
  });
}

describe('RecommendationsPage', () => {
  it('lists open value bets with the match day, coloured prediction badges, form letters, edge and stake %', async () => {
    const mock = mockFetch({
      'GET /api/recommendations': listOf([rec(1, 'Home Win'), rec(2, 'Away Win'), rec(3, 'Draw')]),
    });
    renderPage();
    expect(screen.getByText('Loading recommendations...')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Home 1 vs Away 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Home Win 48.50%')).toHaveAttribute('data-tone', 'home');
    expect(screen.getByText('Away Win 48.50%')).toHaveAttribute('data-tone', 'away');
    expect(screen.getByText('Draw 48.50%')).toHaveAttribute('data-tone', 'draw');
    expect(within(row).getAllByText('W')[0]).toHaveAttribute('data-letter', 'W');
    expect(within(row).getByText('4.53%')).toBeInTheDocument();
    expect(within(row).getByText('52.00%')).toBeInTheDocument();
    expect(within(row).getByText('Away Win @ 3.80')).toBeInTheDocument();
    expect(within(row).getByText('Pinnacle')).toBeInTheDocument();
    expect(row).toHaveTextContent('Sat 5 Apr 2025');
    // Without a sort in the address the server's own order applies (next open bets first).
    const request = mock.callsTo('GET /api/recommendations')[0];
    expect(Object.fromEntries(request.searchParams)).toEqual({ page: '0', size: '10', status: 'open' });
  });

  it('records the recommended bet from its row, the selection and price filled in', async () => {
    mockFetch({ 'GET /api/recommendations': listOf([rec(1, 'Home Win')]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bet Away Win on Home 1 vs Away 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Your Bet' });
    expect(dialog).toHaveTextContent('Pinnacle');
    expect(dialog).toHaveTextContent('SelectionAway Win');
    expect(within(dialog).getByLabelText('Odds taken')).toHaveValue(3.8);
    expect(within(dialog).getByLabelText('This bet follows an OddsLab recommendation')).toBeChecked();
  });

  it('filters by league, days, club and status and sorts by edge, all from the address', async () => {
    const mock = mockFetch({ 'GET /api/recommendations': listOf([]) });
    const { user, currentLocation } = renderPage('/client/recommendations?status=settled&sort=edge&team=Everton');
    expect(await screen.findByText('No recommendations match these filters.')).toBeInTheDocument();
    expect(Object.fromEntries(mock.callsTo('GET /api/recommendations')[0].searchParams)).toMatchObject({
      status: 'settled',
      sort: 'edge',
      direction: 'DESC',
      team: 'Everton',
    });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Settled');
    await user.selectOptions(screen.getByLabelText('League'), 'Serie A');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Stake, highest first');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/client/recommendations?status=all&sort=stake&team=Everton&league=I1&dir=desc'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(mock.callsTo('GET /api/recommendations').at(-1)!.searchParams)).toMatchObject({
        league: 'I1',
        status: 'all',
        sort: 'stake',
      }),
    );
  });

  it('shows the upgrade panel without asking for recommendations outside the package, or after a 403', async () => {
    const mock = mockFetch({
      'GET /api/recommendations': { status: 403, body: { message: 'Forbidden', status: 403 } },
    });
    const first = renderPage('/client/recommendations', buildUser({ packageData: null }));
    expect(
      screen.getByRole('heading', { name: 'Recommendations is not part of your current package' }),
    ).toBeInTheDocument();
    expect(mock.callsTo('GET /api/recommendations')).toHaveLength(0);
    first.unmount();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Recommendations is not part of your current package' }),
    ).toBeInTheDocument();
  });

  it('says why each bet exists and how it was sized', async () => {
    mockFetch({
      'GET /api/recommendations': {
        body: {
          recommendations: [
            buildRecommendation(1, { selection: 'home', probability: 0.5, marketProbability: 0.44, price: 2.2 }),
            buildRecommendation(2, {
              selection: 'draw',
              probability: 0.3,
              marketProbability: 0.27,
              price: 3.5,
              stake: 0.012,
              kellyStake: 0.02,
              sizedWith: ['home'],
            }),
          ],
          summary: SUMMARY,
          page: 0,
          size: 10,
        },
      },
    });
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Home 2 vs Away 2' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('30.0%')).toBeInTheDocument();
    expect(within(row).getByText('market 27.0%')).toBeInTheDocument();
    expect(within(row).getByText('joint')).toBeInTheDocument();
    expect(within(row).getByText('capped')).toBeInTheDocument();
    expect(within(row).getByTitle(/Model 30\.0% vs market 27\.0%, at 3\.50 \(Bet365\)/)).toHaveAttribute(
      'title',
      expect.stringContaining('sized jointly with Home Win, cut from 2.00% by the open-exposure cap'),
    );
  });

  it('marks a lay on the exchange, its liability and the commission, with no Bet to record', async () => {
    mockFetch({
      'GET /api/recommendations': listOf([
        buildRecommendation(1, {
          selection: 'home',
          side: 'lay',
          bookmaker: 'BFE',
          price: 2.32,
          commission: 0.02,
          probability: 0.4,
          marketProbability: 0.42,
          stake: 0.015,
          kellyStake: 0.015,
        }),
      ]),
    });
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Home 1 vs Away 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Lay Home Win @ 2.32')).toBeInTheDocument();
    expect(within(row).getByText('Betfair Exchange')).toBeInTheDocument();
    expect(
      within(row).getByTitle(/Model 40\.0% vs market 42\.0%, laid at 2\.32 \(Betfair Exchange, 2% commission\)/),
    ).toHaveAttribute('title', expect.stringContaining('Liability 1.50% of bankroll'));
    expect(within(row).queryByRole('button', { name: /^Bet / })).not.toBeInTheDocument();
  });

  it('shows the figures of every recommendation the filters match, by market, and the exposure cap', async () => {
    mockFetch({
      'GET /api/recommendations': {
        body: {
          recommendations: [rec(1, 'Home Win')],
          summary: buildRecommendationSummary({
            count: 240,
            open: { count: 15, stake: 0.2213 },
            settled: buildSettledFigures({ count: 225, staked: 4.5, profit: 0.1125, roi: 0.025, hitRate: 114 / 219 }),
            byMarket: [
              {
                market: '1X2',
                ...buildSettledFigures({ count: 200, staked: 4, profit: 0.2, roi: 0.05, hitRate: 0.5 }),
              },
              {
                market: 'AH',
                ...buildSettledFigures({ count: 25, staked: 0.5, profit: -0.0875, roi: -0.175, hitRate: 0.4 }),
              },
            ],
            exposure: { open: 0.2213, cap: 0.25 },
          }),
          page: 0,
          size: 10,
        },
      },
    });
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Summary of these filters' });
    expect(summary).toHaveTextContent('Recommendations240');
    expect(summary).toHaveTextContent('Open15 · 22.13%');
    expect(summary).toHaveTextContent('Settled225');
    expect(summary).toHaveTextContent('Win rate52.1%');
    expect(summary).toHaveTextContent('P/L+11.25%');
    expect(summary).toHaveTextContent('ROI+2.5%');
    const markets = within(summary).getByRole('table', { name: 'Settled recommendations by market' });
    const handicap = within(markets).getByText('Asian handicap').closest('tr') as HTMLElement;
    expect(handicap).toHaveTextContent('−8.75%');
    expect(handicap).toHaveTextContent('−17.5%');
    expect(summary).toHaveTextContent('Open exposure 22.13% of bankroll, capped at 25.00%');
  });

  it('names bets by market', () => {
    expect(betLabel({ market: '1X2', selection: 'draw', line: null })).toBe('Draw');
    expect(betLabel({ market: 'OU25', selection: 'over', line: 2.5 })).toBe('Over 2.5');
    expect(betLabel({ market: 'AH', selection: 'home', line: 0.25 })).toBe('Home +0.25');
  });
});
