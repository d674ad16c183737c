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

function renderPage() {
  return renderWithProviders(<RecommendationsPage />, {
    preloadedState: { session: { user: buildUser(), status: 'signedIn' } },
  });
}

describe('RecommendationsPage', () => {
  it('lists open value bets with coloured prediction badges, form letters and stake %', async () => {
    const mock = mockFetch({
      'GET /api/recommendations': {
        body: {
          recommendations: [rec(1, 'Home Win'), rec(2, 'Away Win'), rec(3, 'Draw')],
          summary: SUMMARY,
          page: 0,
          size: 10,
        },
      },
    });
    renderPage();
    expect(screen.getByText('Loading recommendations...')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Home 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Home Win 48.50%')).toHaveAttribute('data-tone', 'home');
    expect(screen.getByText('Away Win 48.50%')).toHaveAttribute('data-tone', 'away');
    expect(screen.getByText('Draw 48.50%')).toHaveAttribute('data-tone', 'draw');
    expect(within(row).getAllByText('W')[0]).toHaveAttribute('data-letter', 'W');
    expect(within(row).getByText('4.53%')).toBeInTheDocument();
    expect(within(row).getByText('Away Win @ 3.80 (PS)')).toBeInTheDocument();
    const request = mock.callsTo('GET /api/recommendations')[0];
    expect(request.searchParams.get('league')).toBe('Premier League');
    expect(request.searchParams.get('status')).toBe('open');
  });

  it('selects all and deselects all', async () => {
    mockFetch({
      'GET /api/recommendations': {
        body: { recommendations: [rec(1, 'Home Win'), rec(2, 'Draw')], summary: SUMMARY, page: 0, size: 10 },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Home 1' });
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByRole('checkbox', { name: 'Select Home 2 vs Away 2' })).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByRole('checkbox', { name: 'Select Home 1 vs Away 1' })).not.toBeChecked();
  });

  it('applies league and status filters, shows empty and upgrade states', async () => {
    const mock = mockFetch({
      'GET /api/recommendations': { body: { recommendations: [], summary: SUMMARY, page: 0, size: 10 } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('No recommendations available.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('League'), 'Serie A');
    await user.selectOptions(screen.getByLabelText('Status'), 'settled');
    mock.set({ 'GET /api/recommendations': { status: 403, body: { message: 'Forbidden', status: 403 } } });
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() =>
      expect(mock.callsTo('GET /api/recommendations').at(-1)?.searchParams.get('status')).toBe('settled'),
    );
    expect(mock.callsTo('GET /api/recommendations').at(-1)?.searchParams.get('league')).toBe('Serie A');
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
    const row = (await screen.findByRole('link', { name: 'Home 2' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('30.0%')).toBeInTheDocument();
    expect(within(row).getByText('27.0%')).toBeInTheDocument();
    expect(within(row).getByText('joint')).toBeInTheDocument();
    expect(within(row).getByText('capped')).toBeInTheDocument();
    expect(within(row).getByTitle(/Model 30\.0% vs market 27\.0%, at 3\.50 \(B365\)/)).toHaveAttribute(
      'title',
      expect.stringContaining('sized jointly with Home Win, cut from 2.00% by the open-exposure cap'),
    );
  });

  it('marks a lay on the exchange, its liability and the commission', async () => {
    mockFetch({
      'GET /api/recommendations': {
        body: {
          recommendations: [
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
          ],
          summary: SUMMARY,
          page: 0,
          size: 10,
        },
      },
    });
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Home 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Lay Home Win @ 2.32 (BFE)')).toBeInTheDocument();
    expect(
      within(row).getByTitle(/Model 40\.0% vs market 42\.0%, laid at 2\.32 \(BFE, 2% commission\)/),
    ).toHaveAttribute('title', expect.stringContaining('Liability 1.50% of bankroll'));
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
