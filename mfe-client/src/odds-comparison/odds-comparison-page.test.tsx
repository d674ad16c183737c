import type { MatchOdds } from '@oddslab/shared/contract';
import { buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
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

function renderPage() {
  return renderWithProviders(<OddsComparisonPage />, {
    preloadedState: { session: { user: buildUser(), status: 'signedIn' } },
  });
}

describe('OddsComparisonPage', () => {
  it('shows one card per match with the best prices highlighted', async () => {
    const mock = mockFetch({
      'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } },
      'GET /api/odds': { body: { matches: [MATCH], asOf: '2025-04-05', page: 0, size: 10 } },
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Everton vs Arsenal' });
    expect(card).toHaveTextContent('2025-04-05 12:30');
    const psRow = within(card).getByRole('rowheader', { name: 'PS' }).closest('tr') as HTMLElement;
    expect(within(psRow).getByText('5.80').closest('td')).toHaveAttribute('data-best', 'true');
    expect(within(psRow).getAllByText('–')).toHaveLength(2);
    const b365Row = within(card).getByRole('rowheader', { name: 'B365' }).closest('tr') as HTMLElement;
    expect(within(b365Row).getByText('5.25').closest('td')).not.toHaveAttribute('data-best');
    expect(card).toHaveTextContent('Margin-free consensus (Pinnacle pre-match, Shin): home 17.80%');
    const request = mock.callsTo('GET /api/odds')[0];
    expect(request.searchParams.get('date')).toBe('2025-04-05');
    expect(request.searchParams.get('league')).toBe('Premier League');
  });

  it('opens the bet modal with the bookmaker and its prices', async () => {
    mockFetch({
      'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } },
      'GET /api/odds': { body: { matches: [MATCH], asOf: '2025-04-05', page: 0, size: 10 } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bet with PS on Everton vs Arsenal' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Your Bet' });
    expect(dialog).toHaveTextContent('PS');
    expect(within(dialog).getByLabelText('Selection')).toHaveDisplayValue('Home Win @ 5.80');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty state and the 403 upgrade panel', async () => {
    const mock = mockFetch({
      'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } },
      'GET /api/odds': { body: { matches: [], asOf: '2025-04-05', page: 0, size: 10 } },
    });
    const first = renderPage();
    expect(await screen.findByText('No odds available for these filters.')).toBeInTheDocument();
    first.unmount();
    mock.set({ 'GET /api/odds': { status: 403, body: { message: 'Forbidden', status: 403 } } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Odds Comparison is not part of your current package' }),
    ).toBeInTheDocument();
  });
});
