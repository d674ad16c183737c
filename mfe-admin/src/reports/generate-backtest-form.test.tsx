import type { BacktestScope } from '@oddslab/shared/contract';
import { buildAdmin, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GenerateBacktestForm, seasonsWithData } from './generate-backtest-form';

const SCOPE: BacktestScope = {
  leagues: [
    { league: 'E0', leagueName: 'Premier League', seasons: ['2022-23', '2023-24', '2024-25'] },
    { league: 'SP1', leagueName: 'La Liga', seasons: ['2020-21', '2021-22', '2022-23'] },
  ],
};

const STARTED = {
  id: 5,
  status: 'running',
  params: { leagues: ['SP1'], seasons: ['2021-22', '2022-23'], weights: {} },
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  error: null,
  summary: null,
};

function renderForm() {
  return renderWithProviders(<GenerateBacktestForm />, {
    route: '/admin/reports',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('generate backtest form', () => {
  it('offers only the leagues and seasons the server has played matches for', async () => {
    const server = mockFetch({
      'GET /api/admin/backtests/scope': { body: SCOPE },
      'POST /api/admin/backtests': { status: 202, body: STARTED },
    });
    const { user } = renderForm();
    const league = await screen.findByLabelText('League');
    expect(optionsOf('League')).toEqual(['Premier League', 'La Liga', 'All leagues']);
    expect(league).toHaveValue('E0');
    expect(optionsOf('First season')).toEqual(['2022-23', '2023-24', '2024-25']);
    expect(screen.getByLabelText('First season')).toHaveValue('2024-25');

    await user.selectOptions(league, 'La Liga');
    expect(optionsOf('Last season')).toEqual(['2020-21', '2021-22', '2022-23']);
    // The Premier League's latest season is not La Liga's: the form moves to La Liga's latest.
    expect(screen.getByLabelText('Last season')).toHaveValue('2022-23');
    await user.selectOptions(screen.getByLabelText('First season'), '2021-22');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/backtests')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/backtests')[0]?.body).toEqual({
      league: 'SP1',
      seasons: '2021-22..2022-23',
    });
    expect(await screen.findByText('Backtest #5 started')).toBeInTheDocument();
  });

  it('checks the range and shows the server refusal on the field it names', async () => {
    const server = mockFetch({
      'GET /api/admin/backtests/scope': { body: SCOPE },
      'POST /api/admin/backtests': {
        status: 400,
        body: {
          message: 'Validation failed: seasons must have played matches in Premier League before 2025-04-28',
          status: 400,
          details: [{ field: 'seasons', message: 'must have played matches in Premier League before 2025-04-28' }],
        },
      },
    });
    const { user } = renderForm();
    await user.selectOptions(await screen.findByLabelText('First season'), '2024-25');
    await user.selectOptions(screen.getByLabelText('Last season'), '2022-23');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByText('The last season cannot come before the first.')).toBeInTheDocument();
    expect(screen.getByLabelText('First season')).toHaveAccessibleDescription(
      'The last season cannot come before the first.',
    );
    expect(server.callsTo('POST /api/admin/backtests')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Last season'), '2024-25');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText('Seasons must have played matches in Premier League before 2025-04-28'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Failed to start the backtest: Validation failed/)).toBeInTheDocument();
  });

  it('says when nothing can be backtested yet, and offers Retry when the scope cannot be read', async () => {
    const server = mockFetch({
      'GET /api/admin/backtests/scope': {
        status: 500,
        body: { message: 'Internal error', status: 500, details: null },
      },
    });
    const { user } = renderForm();
    expect(await screen.findByText('Failed to load the seasons with data: Internal error')).toBeInTheDocument();
    server.set({ 'GET /api/admin/backtests/scope': { body: { leagues: [] } } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No played matches yet: run the pipeline, then backtests can start.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  });

  it('joins the seasons of every league for All leagues', () => {
    expect(seasonsWithData(SCOPE, 'ALL')).toEqual(['2020-21', '2021-22', '2022-23', '2023-24', '2024-25']);
    expect(seasonsWithData(SCOPE, 'D1')).toEqual([]);
  });
});
