import type { AdminPrediction, AdminPredictionsResponse } from '@oddslab/shared/contract';
import { buildAdmin, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PredictionReviewPage } from './prediction-review-page';
import { buildAdminPrediction } from './prediction-test-data';

const FIXTURE = 'Arsenal vs Chelsea';
const REVIEW = { reason: 'Saka ruled out', reviewedBy: 'admin@oddslab.local', reviewedAt: '2025-02-01T10:00:00.000Z' };

function predictionsPage(predictions: AdminPrediction[], page = 0): AdminPredictionsResponse {
  return { predictions, asOf: '2025-02-01', page, size: 10 };
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
        awayTeam: 'Chelsea',
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

const NO_ODDS = { body: { matches: [], asOf: '2025-02-01', page: 0, size: 1 } };

function renderPage() {
  return renderWithProviders(<PredictionReviewPage />, {
    route: '/admin/prediction',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

/** A one-row list that answers with the row as the last review left it. */
function reviewServer(initial: AdminPrediction) {
  let row = initial;
  const server = mockFetch({
    'GET /api/admin/predictions': () => ({ body: predictionsPage([row]) }),
    'GET /api/odds': NO_ODDS,
  });
  return {
    server,
    answer(path: string, reviewed: (body: Record<string, unknown>) => AdminPrediction) {
      server.set({
        [path]: ({ body }) => {
          row = reviewed(body as Record<string, unknown>);
          return { body: row };
        },
      });
    },
  };
}

/** Replaces a field's text; pasted rather than typed, which keeps these tests quick. */
async function replace(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

describe('prediction review', () => {
  it('lists upcoming predictions with the best bookmaker price, status and actions', async () => {
    mockFetch({
      'GET /api/admin/predictions': { body: predictionsPage([buildAdminPrediction({ matchId: 7 })]) },
      'GET /api/odds': ({ searchParams }) => ({ body: oddsFor(Number(searchParams.get('matchId')), 1.72) }),
    });
    renderPage();
    expect(screen.getByText('Loading predictions...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Upcoming Predictions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fixture', 'Prediction', 'B/M Odds', 'Status', 'Date', 'Action']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(FIXTURE);
    expect(row).toHaveTextContent('Home Win (61.00%)');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('2025-02-08 15:00');
    expect(await within(row).findByText('1.72 (Pinnacle)')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Edit prediction for ${FIXTURE}` })).toHaveTextContent('Edit');
    expect(within(row).getByRole('button', { name: `Delete prediction for ${FIXTURE}` })).toHaveTextContent('Delete');
    expect(screen.getByText('Data as of 2025-02-01')).toBeInTheDocument();
  });

  it('shows a reviewed row as Reviewed, with the model’s own numbers beside the analyst’s', async () => {
    mockFetch({
      'GET /api/admin/predictions': {
        body: predictionsPage([
          buildAdminPrediction({
            matchId: 1,
            served: { home: 0.2, draw: 0.3, away: 0.5 },
            recommendation: 'Away Win',
            confidence: 0.5,
            status: 'Reviewed',
            review: { action: 'override', ...REVIEW },
          }),
          buildAdminPrediction({
            matchId: 2,
            homeTeamName: 'Everton',
            awayTeamName: 'Fulham',
            served: null,
            status: 'Reviewed',
            review: { action: 'withdraw', ...REVIEW },
          }),
        ]),
      },
      'GET /api/odds': NO_ODDS,
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Upcoming Predictions' });
    const [, edited, withdrawn] = within(table).getAllByRole('row');
    expect(edited).toHaveTextContent('Away Win (50.00%)');
    expect(edited).toHaveTextContent('Model: home 61.00%, draw 24.00%, away 15.00%');
    expect(edited).toHaveTextContent('ReviewedEdited');
    expect(withdrawn).toHaveTextContent('Withdrawn');
    expect(withdrawn).toHaveTextContent('ReviewedDeleted');
    expect(within(withdrawn!).getByRole('button', { name: 'Delete prediction for Everton vs Fulham' })).toBeDisabled();
    expect(within(withdrawn!).getByRole('button', { name: 'Edit prediction for Everton vs Fulham' })).toBeEnabled();
  });

  it('edits the probabilities in an accessible dialog: focus kept, Escape closes, problems on their fields', async () => {
    const { server, answer } = reviewServer(buildAdminPrediction());
    answer('PUT /api/admin/predictions/1', (body) => {
      const probabilities = body.probabilities as AdminPrediction['model'];
      return buildAdminPrediction({
        served: probabilities,
        recommendation: 'Home Win',
        confidence: probabilities.home,
        status: 'Reviewed',
        review: { action: 'override', ...REVIEW, reason: String(body.reason) },
      });
    });
    const { user } = renderPage();
    const edit = await screen.findByRole('button', { name: `Edit prediction for ${FIXTURE}` });

    await user.click(edit);
    let dialog = screen.getByRole('dialog', { name: `Edit prediction: ${FIXTURE}` });
    const home = within(dialog).getByLabelText('Home win %');
    expect(home).toHaveFocus();
    expect(home).toHaveValue(61);
    expect(within(dialog).getByLabelText('Draw %')).toHaveValue(24);
    expect(within(dialog).getByLabelText('Away win %')).toHaveValue(15);
    expect(dialog).toHaveTextContent("The model's own: home 61.00%, draw 24.00%, away 15.00%.");
    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i++) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.click(edit);
    dialog = screen.getByRole('dialog', { name: `Edit prediction: ${FIXTURE}` });
    await replace(user, within(dialog).getByLabelText('Home win %'), '50');
    expect(dialog).toHaveTextContent('Total: 89.00%');
    await replace(user, within(dialog).getByLabelText('Reason'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The three probabilities must add up to 100% (now 89.00%).')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining('Reason must be at least 5 characters.'),
    );
    expect(server.callsTo('PUT /api/admin/predictions/1')).toHaveLength(0);

    await replace(user, within(dialog).getByLabelText('Away win %'), '26');
    expect(dialog).toHaveTextContent('Total: 100.00%');
    await replace(user, within(dialog).getByLabelText('Reason'), 'Saka ruled out');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Prediction for ${FIXTURE} updated`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/predictions/1')[0]!.body).toEqual({
      probabilities: { home: 0.5, draw: 0.24, away: 0.26 },
      reason: 'Saka ruled out',
    });
    const row = within(screen.getByRole('table', { name: 'Upcoming Predictions' })).getAllByRole('row')[1]!;
    await waitFor(() => expect(row).toHaveTextContent('Reviewed'));
    expect(row).toHaveTextContent('Home Win (50.00%)');
  });

  it("shows the server's field details on the fields, and other refusals in the dialog", async () => {
    const server = mockFetch({
      'GET /api/admin/predictions': { body: predictionsPage([buildAdminPrediction()]) },
      'GET /api/odds': NO_ODDS,
      'PUT /api/admin/predictions/1': {
        status: 400,
        body: {
          message: 'Validation failed: probabilities must add up to 1 (100%)',
          status: 400,
          details: [{ field: 'probabilities', message: 'must add up to 1 (100%) within 0.001' }],
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Edit prediction for ${FIXTURE}` }));
    const dialog = screen.getByRole('dialog');
    await replace(user, within(dialog).getByLabelText('Reason'), 'Late team news');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The three probabilities must add up to 1 (100%) within 0.001.'),
    ).toBeInTheDocument();

    server.set({
      'PUT /api/admin/predictions/1': {
        status: 409,
        body: { message: 'Arsenal vs Chelsea kicked off: its prediction is frozen', status: 409, details: null },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Failed to update the prediction: Arsenal vs Chelsea kicked off: its prediction is frozen',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(`Prediction for ${FIXTURE} updated`)).not.toBeInTheDocument();
  });

  it('deletes (withdraws) a prediction after confirmation with a reason', async () => {
    const { server, answer } = reviewServer(buildAdminPrediction());
    answer('DELETE /api/admin/predictions/1', (body) =>
      buildAdminPrediction({
        served: null,
        status: 'Reviewed',
        review: { action: 'withdraw', ...REVIEW, reason: String(body.reason) },
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Delete prediction for ${FIXTURE}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete prediction' });
    expect(dialog).toHaveTextContent(`Delete the prediction for ${FIXTURE}?`);
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Reason must be at least 5 characters.'));
    expect(server.callsTo('DELETE /api/admin/predictions/1')).toHaveLength(0);

    await replace(user, reason, 'Match may be postponed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Prediction for ${FIXTURE} updated`)).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/admin/predictions/1')[0]!.body).toEqual({ reason: 'Match may be postponed' });
    const row = within(screen.getByRole('table', { name: 'Upcoming Predictions' })).getAllByRole('row')[1]!;
    await waitFor(() => expect(row).toHaveTextContent('Withdrawn'));
    expect(row).toHaveTextContent('Reviewed');
    expect(within(row).getByRole('button', { name: `Delete prediction for ${FIXTURE}` })).toBeDisabled();
  });

  it('pages on while pages are full and filters by league from page 0', async () => {
    const full = Array.from({ length: 10 }, (_, index) =>
      buildAdminPrediction({ matchId: index + 1, homeTeamName: `Home ${index + 1}` }),
    );
    const server = mockFetch({
      'GET /api/admin/predictions': ({ searchParams }) => {
        const page = Number(searchParams.get('page'));
        return {
          body: predictionsPage(
            page === 0 ? full : [buildAdminPrediction({ matchId: 99, homeTeamName: 'Last' })],
            page,
          ),
        };
      },
      'GET /api/odds': NO_ODDS,
    });
    const { user } = renderPage();
    await screen.findByText('Home 1 vs Chelsea');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Last vs Chelsea')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());

    await user.selectOptions(screen.getByLabelText('League'), 'Serie A');
    await waitFor(() => {
      const last = server.callsTo('GET /api/admin/predictions').at(-1);
      expect(last?.searchParams.get('league')).toBe('I1');
      expect(last?.searchParams.get('page')).toBe('0');
    });
  });

  it('shows the empty state and retries after an error', async () => {
    const server = mockFetch({
      'GET /api/admin/predictions': { status: 500, body: { message: 'Model not ready', status: 500, details: null } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load predictions: Model not ready')).toBeInTheDocument();
    server.set({ 'GET /api/admin/predictions': { body: predictionsPage([]) } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No upcoming predictions.')).toBeInTheDocument();
  });
});
