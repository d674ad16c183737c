import {
  buildAdmin,
  buildPipelineRun,
  buildPipelineSummary,
  buildRecommendationSummary,
  buildSettledFigures,
  mockFetch,
  renderWithProviders,
} from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { buildPrediction } from '../prediction-review/prediction-test-data';
import { DashboardPage } from './dashboard-page';

const DIAGNOSTICS = {
  modelVersion: 3,
  modelAccuracy: 0.5312,
  validationScope: 'Walk-forward 2023-24, 6 leagues, 2,280 matches',
  validationRps: 0.2011,
  validationMarketRps: 0.2004,
  liveAccuracy: 0.5,
  liveMatches: 1240,
  trainedAccuracy: 0.5611,
  modelConfidence: 0.5,
  modelStatus: 'ready',
  cvMean: 0.52,
  cvStd: 0.02,
  timestamp: '2026-11-20T04:30:00.000Z',
};

/** The clients' recommendation summary: the admin card shows the same server figures. */
const RECOMMENDATIONS = {
  body: {
    recommendations: [],
    summary: buildRecommendationSummary({
      count: 1225,
      settled: buildSettledFigures({ count: 1225, staked: 24.5, profit: -0.49, roi: -0.02, hitRate: 0.4837 }),
      exposure: { open: 0.1834, cap: 0.25 },
    }),
    page: 0,
    size: 1,
  },
};

function renderPage() {
  return renderWithProviders(<DashboardPage />, {
    route: '/admin',
    path: '/admin',
    extraRoutes: <Route path="/admin/prediction" element={<p>Prediction Review page</p>} />,
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

describe('admin dashboard', () => {
  it('shows live pipeline and model figures with their update times, and recent predictions', async () => {
    mockFetch({
      'GET /api/admin/pipeline-runs': {
        body: [
          buildPipelineRun({
            id: 4,
            status: 'running',
            finishedAt: null,
            latencyMs: null,
            startedAt: '2026-11-21T06:00:00.000Z',
          }),
          buildPipelineRun({ id: 3, status: 'partial', finishedAt: '2026-11-20T06:00:05.000Z' }),
        ],
      },
      // Every run counted by the server, not the few listed above.
      'GET /api/admin/pipeline-summary': {
        body: buildPipelineSummary({
          total: {
            ...buildPipelineSummary().total,
            runs: 1412,
            finished: 1411,
            succeeded: 1388,
            failures: 23,
            successRate: 1388 / 1411,
            running: 1,
            lastFinishedAt: '2026-11-20T06:00:05.000Z',
          },
        }),
      },
      'GET /api/predictions': {
        body: {
          predictions: [buildPrediction({ matchId: 5 })],
          diagnostics: DIAGNOSTICS,
          asOf: '2025-02-01',
          page: 0,
          size: 5,
        },
      },
      'GET /api/odds': { body: { matches: [], asOf: '2025-02-01', page: 0, size: 1 } },
      'GET /api/recommendations': RECOMMENDATIONS,
    });
    const { user, currentLocation } = renderPage();
    const success = await screen.findByRole('region', { name: 'Pipeline Success Rate' });
    await waitFor(() => expect(success).toHaveTextContent('98.37%'));
    expect(success).toHaveTextContent('1,411 finished runs');
    expect(success).toHaveTextContent('Last updated: 2026-11-20 11:30 AM');
    const accuracy = screen.getByRole('region', { name: 'Prediction Accuracy' });
    await waitFor(() => expect(accuracy).toHaveTextContent('53.12%'));
    // The figure names what it was validated on, next to the live track record.
    expect(accuracy).toHaveTextContent(
      'Walk-forward 2023-24, 6 leagues, 2,280 matches · live 50.00% over 1,240 settled · model ready',
    );
    expect(accuracy).toHaveTextContent('Last updated: 2026-11-20 10:00 AM');
    expect(screen.getByRole('region', { name: 'Active Pipelines' })).toHaveTextContent('1run in progress');
    const bets = screen.getByRole('region', { name: 'Value Bets' });
    await waitFor(() => expect(bets).toHaveTextContent('ROI −2.0%'));
    expect(bets).toHaveTextContent(
      '1,225 settled, win rate 48.4%, P/L −49.00% of bankroll · Open exposure 18.34% of bankroll, capped at 25.00%',
    );
    expect(screen.queryByText('Pipeline DAG failed')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Recent Predictions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fixture', 'Prediction', 'Odds', 'Action']);
    expect(await within(table).findByText('N/A')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Review Arsenal vs Everton' }));
    expect(currentLocation()).toBe('/admin/prediction');
  });

  it('shows the failed banner when the latest run failed, and errors per card with Retry', async () => {
    const server = mockFetch({
      'GET /api/admin/pipeline-runs': {
        body: [
          buildPipelineRun({
            id: 2,
            status: 'failed',
            errors: [{ file: 'E0/2024-25.csv', message: 'Unreadable file' }],
          }),
          buildPipelineRun({ id: 1 }),
        ],
      },
      'GET /api/predictions': { status: 503, body: { message: 'Model is refitting', status: 503, details: null } },
      'GET /api/recommendations': RECOMMENDATIONS,
      'GET /api/admin/pipeline-summary': { body: buildPipelineSummary() },
    });
    const { user } = renderPage();
    const banner = await screen.findByText('Pipeline DAG failed');
    expect(banner.closest('[role="alert"]')).toHaveTextContent(
      '1 file failed, Premier League 2024-25: Unreadable file',
    );
    const accuracy = screen.getByRole('region', { name: 'Prediction Accuracy' });
    expect(await within(accuracy).findByText('Model is refitting')).toBeInTheDocument();
    expect(screen.getByText('Failed to load predictions: Model is refitting')).toBeInTheDocument();
    server.set({
      'GET /api/predictions': {
        body: {
          predictions: [],
          diagnostics: {
            ...DIAGNOSTICS,
            modelAccuracy: null,
            validationScope: null,
            liveAccuracy: null,
            liveMatches: 0,
          },
          asOf: '2025-02-01',
          page: 0,
          size: 5,
        },
      },
    });
    await user.click(within(accuracy).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No upcoming predictions.')).toBeInTheDocument();
    expect(accuracy).toHaveTextContent('N/A');
    expect(accuracy).toHaveTextContent('Not validated yet · no settled predictions yet');
  });
});
