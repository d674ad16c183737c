import type { Prediction, PredictionsResponse } from '@oddslab/shared/contract';
import { buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
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

function response(count: number, page = 0, total = page * 10 + count): PredictionsResponse {
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
    totalElements: total,
    totalPages: Math.ceil(total / 10),
  };
}

function renderPage(route = '/client/predictions', user = buildUser()) {
  return renderWithProviders(<PredictionsPage />, {
    route,
    preloadedState: { session: { user, status: 'signedIn' } },
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

  it('shows rows with the match day, league, percentages and expected goals (home - away, 2 decimals), loading first', async () => {
    const mock = mockFetch({
      'GET /api/as-of': { body: { asOf: '2025-04-04', mode: 'replay' } },
      'GET /api/predictions': { body: response(1) },
    });
    renderPage();
    expect(screen.getByText('Loading predictions...')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Home 1 vs Away 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('50.00%')).toBeInTheDocument();
    expect(within(row).getByText('1.46 - 0.80')).toBeInTheDocument();
    expect(within(row).getByText('Home Win (50.00%)')).toBeInTheDocument();
    expect(row).toHaveTextContent('Sat 5 Apr 2025');
    await waitFor(() => expect(row).toHaveTextContent('Tomorrow · Premier League'));
    const request = mock.callsTo('GET /api/predictions')[0];
    expect(Object.fromEntries(request.searchParams)).toEqual({ sort: 'date', direction: 'ASC', page: '0', size: '10' });
  });

  it('filters and sorts on the server from the address, so a filtered page can be shared and reloaded', async () => {
    const mock = mockFetch({ 'GET /api/predictions': { body: response(1) } });
    const { user, currentLocation } = renderPage('/client/predictions?league=E0&team=Forest&sort=probability');
    await screen.findByRole('link', { name: 'Home 1 vs Away 1' });
    expect(Object.fromEntries(mock.callsTo('GET /api/predictions')[0].searchParams)).toMatchObject({
      league: 'E0',
      team: 'Forest',
      sort: 'probability',
      direction: 'DESC',
    });
    expect(screen.getByRole('columnheader', { name: 'Recommendation' })).toHaveAttribute('aria-sort', 'descending');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Away win %, highest first');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/client/predictions?league=E0&team=Forest&sort=awayWin&dir=desc'),
    );
    await waitFor(() => expect(mock.callsTo('GET /api/predictions').at(-1)?.searchParams.get('sort')).toBe('awayWin'));
    expect(await screen.findByRole('columnheader', { name: 'Away Win %' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(currentLocation()).toBe('/client/predictions');
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

  it('pages through the total the server counted, Next and numbered pages', async () => {
    const mock = mockFetch({
      'GET /api/predictions': (request) => {
        const page = Number(request.searchParams.get('page'));
        return { body: response(page === 0 ? 10 : 3, page, 13) };
      },
    });
    const { user, currentLocation } = renderPage();
    await screen.findByRole('link', { name: 'Home 1 vs Away 1' });
    expect(screen.getByText('Page 1 of 2 · 13 matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Home 11 vs Away 11' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/client/predictions?page=2');
    expect(mock.callsTo('GET /api/predictions').at(-1)?.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The diagnostics stay while another page loads: they describe the model.
    expect(screen.getByRole('region', { name: 'Model Diagnostics' })).toBeInTheDocument();
  });

  it('shows the upgrade panel without asking for predictions outside the package', async () => {
    const mock = mockFetch({ 'GET /api/predictions': { body: response(1) } });
    renderPage('/client/predictions', buildUser({ packageData: null }));
    expect(
      screen.getByRole('heading', { name: 'Predictions is not part of your current package' }),
    ).toBeInTheDocument();
    expect(mock.callsTo('GET /api/predictions')).toHaveLength(0);
  });

  it('shows an upgrade panel on 403', async () => {
    mockFetch({ 'GET /api/predictions': { status: 403, body: { message: 'Forbidden', status: 403 } } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Predictions is not part of your current package' }),
    ).toBeInTheDocument();
  });
});
