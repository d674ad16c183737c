import type { Prediction, PredictionsResponse } from '@oddslab/shared/contract';
import { buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { PredictionsPage } from './predictions-page';

function prediction(matchId: number): Prediction {
  return {
    matchId,
    homeTeamName: `Home ${matchId}`,
    awayTeamName: `Away ${matchId}`,
    homeWinRate: 0.5,
    awayWinRate: 0.2,
    drawProbability: 0.3,
    expectedGoalsHome: 1.456,
    expectedGoalsAway: 0.8,
    recommendation: 'Home Win',
    confidence: 0.5,
    league: 'E0',
    leagueName: 'Premier League',
    date: '2025-04-05',
    kickoff: null,
    reviewed: false,
  };
}

function response(count: number, page = 0): PredictionsResponse {
  return {
    predictions: Array.from({ length: count }, (_, index) => prediction(page * 10 + index + 1)),
    diagnostics: {
      modelVersion: 2,
      modelAccuracy: 0.5,
      validationScope: 'Walk-forward 2023-24, 1 league, 380 matches',
      validationRps: 0.1987,
      validationMarketRps: 0.1979,
      liveAccuracy: 0.5612,
      liveMatches: 1,
      trainedAccuracy: 0.54243,
      modelConfidence: null,
      modelStatus: 'Active',
      cvMean: 0.123456,
      cvStd: null,
      timestamp: '2025-04-05T14:05:00.000Z',
    },
    asOf: '2025-04-05',
    page,
    size: 10,
  };
}

function renderPage() {
  return renderWithProviders(<PredictionsPage />, {
    preloadedState: { session: { user: buildUser(), status: 'signedIn' } },
  });
}

describe('PredictionsPage', () => {
  it('formats the model diagnostics as spec §5 says', async () => {
    mockFetch({ 'GET /api/predictions': { body: response(2) } });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Model Diagnostics' });
    const value = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(value('Model Accuracy')).toBe('50 %');
    // The served version's validation says what it covered; the live record says how many matches it rests on.
    expect(value('Validated On')).toBe('Walk-forward 2023-24, 1 league, 380 matches');
    expect(value('Live Accuracy')).toBe('56.12 %1 settled prediction');
    expect(value('Trained Accuracy')).toBe('54.24 %');
    expect(value('Model Confidence')).toBe('N/A');
    expect(value('Model Status')).toBe('Active');
    expect(value('CV Mean')).toBe('0.1235');
    expect(value('CV Std')).toBe('N/A');
    expect(value('Timestamp')).toMatch(/^2025-04-05 \d{1,2}:\d{2} (AM|PM)$/);
  });

  it('shows rows with percentages and expected goals (home - away, 2 decimals), loading first', async () => {
    const mock = mockFetch({ 'GET /api/predictions': { body: response(1) } });
    renderPage();
    expect(screen.getByText('Loading predictions...')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Home 1 vs Away 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('50.00%')).toBeInTheDocument();
    expect(within(row).getByText('1.46 - 0.80')).toBeInTheDocument();
    expect(within(row).getByText('Home Win (50.00%)')).toBeInTheDocument();
    const request = mock.callsTo('GET /api/predictions')[0];
    expect([...request.searchParams.keys()].sort()).toEqual(['page', 'size']);
  });

  it('marks a prediction an analyst reviewed, in words', async () => {
    const body = response(2);
    body.predictions[1] = { ...body.predictions[1]!, homeWinRate: 0.45, reviewed: true };
    mockFetch({ 'GET /api/predictions': { body } });
    renderPage();
    const reviewed = (await screen.findByRole('link', { name: 'Home 2 vs Away 2' })).closest('tr') as HTMLElement;
    expect(within(reviewed).getByText('Reviewed by an analyst')).toBeVisible();
    expect(within(reviewed).getByText('45.00%')).toBeInTheDocument();
    const model = screen.getByRole('link', { name: 'Home 1 vs Away 1' }).closest('tr') as HTMLElement;
    expect(within(model).queryByText('Reviewed by an analyst')).not.toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockFetch({ 'GET /api/predictions': { body: response(0) } });
    renderPage();
    expect(await screen.findByText('No predictions available.')).toBeInTheDocument();
  });

  it('shows the failure text with Retry', async () => {
    const mock = mockFetch({ 'GET /api/predictions': 'network-error' });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load predictions. Please try again later.')).toBeInTheDocument();
    mock.set({ 'GET /api/predictions': { body: response(1) } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Home 1 vs Away 1' })).toBeInTheDocument();
  });

  it('pages on: Next loads page 1 after a full page', async () => {
    const mock = mockFetch({
      'GET /api/predictions': (request) => ({
        body: response(request.searchParams.get('page') === '0' ? 10 : 3, Number(request.searchParams.get('page'))),
      }),
    });
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Home 1 vs Away 1' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Home 11 vs Away 11' })).toBeInTheDocument();
    expect(mock.callsTo('GET /api/predictions').at(-1)?.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows an upgrade panel on 403', async () => {
    mockFetch({ 'GET /api/predictions': { status: 403, body: { message: 'Forbidden', status: 403 } } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Predictions is not part of your current package' }),
    ).toBeInTheDocument();
  });
});
