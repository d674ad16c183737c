import type { MatchOdds } from '@oddslab/shared/contract';
import { buildUser, mockFetch, renderWithProviders, setViewportWidth } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { OddsComparisonPage } from './odds-comparison-page';

const NONE = { homeWin: false, draw: false, awayWin: false, over25: false, under25: false };
const MATCH: MatchOdds = {
  matchId: 7466,
  date: '2025-04-05',
  time: '12:30',
  league: 'E0',
  homeTeam: 'Everton',
  awayTeam: 'Arsenal',
  bookmakers: [
    {
      name: 'B365',
      homeWin: 5.25,
      draw: 3.25,
      awayWin: 1.75,
      over25: 2.38,
      under25: 1.57,
      best: NONE,
      highlight: false,
    },
    {
      name: 'PS',
      homeWin: 5.8,
      draw: 3.39,
      awayWin: 1.81,
      over25: null,
      under25: null,
      best: { ...NONE, homeWin: true, draw: true, awayWin: true },
      highlight: true,
    },
  ],
  consensus: { home: 0.178, draw: 0.283, away: 0.539, over25: null, under25: null, source: 'Pinnacle pre-match, Shin' },
};

const oddsPage = (matches: MatchOdds[]) => ({
  body: { matches, asOf: '2025-04-05', page: 0, size: 10, totalElements: matches.length, totalPages: 1 },
});
const AS_OF = { 'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } } };

function renderPage(route = '/client/odds-comparison', user = buildUser()) {
  return renderWithProviders(<OddsComparisonPage />, {
    route,
    preloadedState: { session: { user, status: 'signedIn' } },
  });
}

describe('OddsComparisonPage', () => {
  afterEach(() => setViewportWidth(1280));

  it('shows one card per match with bookmakers by name and the best prices highlighted', async () => {
    const mock = mockFetch({ ...AS_OF, 'GET /api/odds': oddsPage([MATCH]) });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Everton vs Arsenal' });
    expect(card).toHaveTextContent('Sat 5 Apr 2025, 12:30');
    expect(card).toHaveTextContent('Today · Premier League');
    const psRow = within(card).getByRole('rowheader', { name: 'Pinnacle' }).closest('tr') as HTMLElement;
    expect(within(psRow).getByText('5.80').closest('td')).toHaveAttribute('data-best', 'true');
    expect(within(psRow).getAllByText('–')).toHaveLength(2);
    const b365Row = within(card).getByRole('rowheader', { name: 'Bet365' }).closest('tr') as HTMLElement;
    expect(within(b365Row).getByText('5.25').closest('td')).not.toHaveAttribute('data-best');
    expect(card).not.toHaveTextContent(/\bPS\b|B365/);
    expect(card).toHaveTextContent('Margin-free consensus (Pinnacle pre-match, Shin): home 17.80%');
    const request = mock.callsTo('GET /api/odds')[0];
    expect(Object.fromEntries(request.searchParams)).toEqual({ sort: 'date', direction: 'ASC', page: '0', size: '10' });
  });

  it('shows every price and the Bet action on a phone, one card per bookmaker', async () => {
    setViewportWidth(390);
    mockFetch({ ...AS_OF, 'GET /api/odds': oddsPage([MATCH]) });
    const { user } = renderPage();
    const card = await screen.findByRole('region', { name: 'Everton vs Arsenal' });
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    const bet365 = within(card).getByRole('heading', { name: 'Bet365' }).closest('li') as HTMLElement;
    for (const [label, price] of [
      ['Home Win', '5.25'],
      ['Draw', '3.25'],
      ['Away Win', '1.75'],
      ['Over 2.5', '2.38'],
      ['Under 2.5', '1.57'],
    ]) {
      expect(within(bet365).getByText(label).nextElementSibling).toHaveTextContent(price);
    }
    await user.click(within(bet365).getByRole('button', { name: 'Bet with Bet365 on Everton vs Arsenal' }));
    expect(screen.getByRole('dialog', { name: 'Place Your Bet' })).toHaveTextContent('Bet365');
  });

  it('opens the bet modal with the bookmaker and its prices', async () => {
    mockFetch({ ...AS_OF, 'GET /api/odds': oddsPage([MATCH]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bet with Pinnacle on Everton vs Arsenal' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Your Bet' });
    expect(dialog).toHaveTextContent('Pinnacle');
    expect(within(dialog).getByLabelText('Selection')).toHaveDisplayValue('Home Win @ 5.80');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sorts by the best price of an outcome on the server', async () => {
    const mock = mockFetch({ ...AS_OF, 'GET /api/odds': oddsPage([MATCH]) });
    renderPage('/client/odds-comparison?sort=awayPrice&league=E0');
    await screen.findByRole('region', { name: 'Everton vs Arsenal' });
    expect(Object.fromEntries(mock.callsTo('GET /api/odds')[0].searchParams)).toMatchObject({
      league: 'E0',
      sort: 'awayPrice',
      direction: 'DESC',
    });
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Best away price, highest first');
  });

  it('shows the empty state, and the upgrade panel without asking for odds outside the package', async () => {
    const mock = mockFetch({ ...AS_OF, 'GET /api/odds': oddsPage([]) });
    const first = renderPage();
    expect(await screen.findByText('No odds available.')).toBeInTheDocument();
    first.unmount();
    const calls = mock.callsTo('GET /api/odds').length;
    renderPage('/client/odds-comparison', buildUser({ packageData: null }));
    expect(
      screen.getByRole('heading', { name: 'Odds Comparison is not part of your current package' }),
    ).toBeInTheDocument();
    expect(mock.callsTo('GET /api/odds')).toHaveLength(calls);
  });
});
