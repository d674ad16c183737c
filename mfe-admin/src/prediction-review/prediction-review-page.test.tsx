import type { Prediction } from '@oddslab/shared/contract';
import { buildAdmin, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PredictionReviewPage } from './prediction-review-page';
import { buildPrediction } from './prediction-test-data';

const DIAGNOSTICS = {
  modelVersion: 1,
  modelAccuracy: 0.53,
  validationScope: 'Walk-forward 2023-24, 6 leagues, 2,280 matches',
  validationRps: 0.2011,
  validationMarketRps: 0.2004,
  liveAccuracy: null,
  liveMatches: 0,
  trainedAccuracy: 0.56,
  modelConfidence: 0.5,
  modelStatus: 'ready',
  cvMean: 0.52,
  cvStd: 0.02,
  timestamp: '2026-11-20T10:00:00.000Z',
};

function predictionsPage(predictions: Prediction[], page = 0) {
  return { predictions, diagnostics: DIAGNOSTICS, asOf: '2025-02-01', page, size: 10 };
}

function oddsFor(matchId: number, homeWin: number) {
  return {
    matches: [
      {
        matchId,
        date: '2025-02-08',
        time: '15:00',
        league: 'E0',
        homeTeam: 'Arsenal',
        awayTeam: 'Everton',
        bookmakers: [
          {
            name: 'Pinnacle',
            homeWin,
            draw: 3.9,
            awayWin: 6.1,
            over25: null,
            under25: null,
            best: { homeWin: true, draw: true, awayWin: true, over25: false, under25: false },
            highlight: true,
          },
        ],
        consensus: { home: 0.6, draw: 0.25, away: 0.15, over25: null, under25: null, source: 'Pinnacle' },
      },
    ],
    asOf: '2025-02-01',
    page: 0,
    size: 1,
  };
}

function renderPage() {
  return renderWithProviders(<PredictionReviewPage />, {
    route: '/admin/prediction',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

describe('prediction review', () => {
  it('lists upcoming predictions with the best bookmaker price', async () => {
    mockFetch({
      'GET /api/predictions': { body: predictionsPage([buildPrediction({ matchId: 7 })]) },
      'GET /api/odds': ({ searchParams }) => ({ body: oddsFor(Number(searchParams.get('matchId')), 1.72) }),
    });
    renderPage();
    expect(screen.getByText('Loading predictions...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Upcoming Predictions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fixture', 'Prediction', 'B/M Odds', 'Status', 'Date']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Arsenal vs Everton');
    expect(row).toHaveTextContent('Home Win (61.00%)');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('2025-02-08 15:00');
    expect(await within(row).findByText('1.72 (Pinnacle)')).toBeInTheDocument();
    expect(screen.getByText('Data as of 2025-02-01')).toBeInTheDocument();
  });

  it('pages on while pages are full and filters by league from page 0', async () => {
    const full = Array.from({ length: 10 }, (_, index) =>
      buildPrediction({ matchId: index + 1, homeTeamName: `Home ${index + 1}` }),
    );
    const server = mockFetch({
      'GET /api/predictions': ({ searchParams }) => {
        const page = Number(searchParams.get('page'));
        return {
          body: predictionsPage(page === 0 ? full : [buildPrediction({ matchId: 99, homeTeamName: 'Last' })], page),
        };
      },
      'GET /api/odds': { body: { matches: [], asOf: '2025-02-01', page: 0, size: 1 } },
    });
    const { user } = renderPage();
    await screen.findByText('Home 1 vs Everton');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Last vs Everton')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());

    await user.selectOptions(screen.getByLabelText('League'), 'Serie A');
    await waitFor(() => {
      const last = server.callsTo('GET /api/predictions').at(-1);
      expect(last?.searchParams.get('league')).toBe('I1');
      expect(last?.searchParams.get('page')).toBe('0');
    });
  });

  it('shows the empty state and retries after an error', async () => {
    const server = mockFetch({
      'GET /api/predictions': { status: 500, body: { message: 'Model not ready', status: 500, details: null } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load predictions: Model not ready')).toBeInTheDocument();
    server.set({ 'GET /api/predictions': { body: predictionsPage([]) } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No upcoming predictions.')).toBeInTheDocument();
  });
});
