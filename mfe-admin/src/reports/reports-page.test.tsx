import type { Backtest } from '@oddslab/shared/contract';
import {
  buildAdmin,
  buildPipelineBucket,
  buildPipelineSummary,
  mockFetch,
  renderWithProviders,
} from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { ReportsPage } from './reports-page';

const WEIGHTS = { attackStrength: 70, defenseWeakness: 60, recentForm: 50, homeAdvantage: 55 };

function buildBacktest(overrides: Partial<Backtest> = {}): Backtest {
  return {
    id: 1,
    status: 'succeeded',
    params: { leagues: ['E0'], seasons: ['2023-24'], weights: WEIGHTS },
    createdAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:00:09.000Z',
    error: null,
    summary: {
      n: 380,
      model: { rps: 0.1987, logLoss: 0.9876, brier: 0.5812, accuracy: 0.5231 },
      market: { rps: 0.1972, logLoss: 0.9811, brier: 0.5788, accuracy: 0.5342 },
      roi: 0.0213,
      clv: 0.0105,
      bets: 57,
      seconds: 8.4,
    },
    ...overrides,
  };
}

function renderPage() {
  return renderWithProviders(<ReportsPage />, {
    route: '/admin/reports',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

describe('reports', () => {
  it('lists stored backtests and pipeline runs per day', async () => {
    mockFetch({
      'GET /api/admin/backtests': {
        body: [buildBacktest({ id: 2, status: 'running', summary: null }), buildBacktest()],
      },
      // The server's count of every run per day, oldest first with empty days in between.
      'GET /api/admin/pipeline-summary': {
        body: buildPipelineSummary({
          daily: [
            buildPipelineBucket('2026-11-19', { runs: 1, finished: 1, succeeded: 1, successRate: 1 }),
            buildPipelineBucket('2026-11-20'),
            buildPipelineBucket('2026-11-21', {
              runs: 23,
              finished: 22,
              succeeded: 11,
              failures: 11,
              successRate: 0.5,
            }),
          ],
        }),
      },
    });
    renderPage();
    const backtests = await screen.findByRole('table', { name: 'Backtesting Reports' });
    expect(
      within(backtests)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Scope', 'Brier Score', 'Log Loss', 'RPS', 'Predictions', 'Action']);
    const [running, done] = within(backtests).getAllByRole('row').slice(1);
    expect(running).toHaveTextContent('Running...');
    expect(done).toHaveTextContent('0.5812');
    expect(done).toHaveTextContent('0.9876');
    expect(done).toHaveTextContent('0.1987');
    expect(done).toHaveTextContent('380');

    const performance = await screen.findByRole('table', { name: 'Pipeline Performance Reports' });
    const days = within(performance).getAllByRole('row').slice(1);
    expect(days.map((row) => row.textContent)).toEqual(['2026-11-2150.00%1123', '2026-11-19100.00%01']);
  });

  it('opens a backtest with model vs market metrics and its calibration table', async () => {
    mockFetch({
      'GET /api/admin/backtests': { body: [buildBacktest({ id: 4 })] },
      'GET /api/admin/pipeline-summary': { body: buildPipelineSummary() },
      'GET /api/admin/backtests/4': {
        body: {
          backtest: buildBacktest({ id: 4 }),
          result: {
            calibration: [
              { from: 0.4, to: 0.5, count: 210, meanForecast: 0.4512, observedFrequency: 0.4431 },
              { from: 0.5, to: 0.6, count: 120, meanForecast: 0.5467, observedFrequency: 0.5583 },
              { from: 'bad' },
            ],
          },
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View backtest #4' }));
    const dialog = screen.getByRole('dialog', { name: 'Backtest #4' });
    const metrics = await within(dialog).findByRole('table', { name: 'Model vs market' });
    const rps = within(metrics).getByText('Ranked probability score').closest('tr');
    expect(rps).toHaveTextContent('0.1987');
    expect(rps).toHaveTextContent('0.1972');
    expect(within(dialog).getByText(/57 recommendations, ROI 2.13%, closing-line value 1.05%/)).toBeInTheDocument();
    const calibration = within(dialog).getByRole('table', { name: 'Calibration by forecast probability' });
    const rows = within(calibration).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('40% - 50%');
    expect(rows[0]).toHaveTextContent('45.12%');
    expect(rows[0]).toHaveTextContent('44.31%');
  });

  it('retries a failed backtest list', async () => {
    const server = mockFetch({
      'GET /api/admin/backtests': { status: 500, body: { message: 'Internal error', status: 500, details: null } },
      'GET /api/admin/backtests/scope': { body: { leagues: [] } },
      'GET /api/admin/pipeline-summary': { body: buildPipelineSummary() },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load backtests: Internal error')).toBeInTheDocument();
    server.set({ 'GET /api/admin/backtests': { body: [buildBacktest()] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Backtesting Reports' })).toHaveTextContent('0.1987');
  });
});
