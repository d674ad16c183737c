import type { AsOf, ReplaySummary } from '@oddslab/shared/contract';
import { buildAdmin, type MockRoute, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigurationPage } from './configuration-page';
import { describePace } from './replay-control-panel';

const CLOCK: AsOf = {
  now: '2025-04-05T14:00:00.000Z',
  asOf: '2025-04-05',
  mode: 'replay',
  paused: false,
  pace: 60,
  replayId: 2,
  replayStartedAt: '2025-03-29T06:00:00.000Z',
  endedAt: null,
  dataVersion: 7,
  limits: { jumpFrom: '2025-04-06', jumpTo: '2025-05-26', replayFrom: '2023-08-12', replayTo: '2025-05-25' },
};

const RUNNING: ReplaySummary = {
  replayId: 2,
  current: true,
  startedAt: '2025-03-29T06:00:00.000Z',
  reachedAt: '2025-04-05T14:00:00.000Z',
  archivedAt: null,
  predictions: 320,
  recommendations: 90,
  alerts: 40,
  settledPredictions: 300,
  accuracy: 0.512,
  rps: 0.2011,
  settledBets: 80,
  roi: -0.034,
};

const ARCHIVED: ReplaySummary = {
  ...RUNNING,
  replayId: 1,
  current: false,
  startedAt: '2025-02-01T06:00:00.000Z',
  reachedAt: '2025-03-01T18:30:00.000Z',
  archivedAt: '2026-11-20T10:00:00.000Z',
  settledPredictions: 210,
  accuracy: 0.49,
  roi: 0.021,
};

function serve(clock: AsOf = CLOCK, overrides: Record<string, MockRoute> = {}) {
  let current = clock;
  const server = mockFetch({
    'GET /api/admin/algorithm-weights': {
      body: { attackStrength: 70, defenseWeakness: 60, recentForm: 50, homeAdvantage: 55 },
    },
    'GET /api/as-of': () => ({ body: current }),
    'GET /api/admin/replays': { body: { replays: [RUNNING, ARCHIVED] } },
    'PUT /api/admin/clock': ({ body }) => {
      current = { ...current, ...(body as Partial<AsOf>) };
      return { body: current };
    },
    'POST /api/admin/replays': ({ body }) => {
      const start = `${(body as { start: string }).start}T06:00:00.000Z`;
      current = { ...current, replayId: 3, replayStartedAt: start, now: start, asOf: start.slice(0, 10) };
      return { body: current };
    },
    ...overrides,
  });
  const { user } = renderWithProviders(<ConfigurationPage />, {
    route: '/admin/configuration',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
  return { server, user };
}

describe('replay clock controls', () => {
  it('says where the replay stands and pauses and resumes it', async () => {
    const { server, user } = serve();
    const panel = await screen.findByRole('region', { name: 'Replay Clock' });
    expect(await within(panel).findByText('Running')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Replay 2 · Running at Sat, 5 Apr 2025, 14:00 UTC');
    expect(panel).toHaveTextContent('Pace 60× (1 real minute = 1 simulated hour)');

    await user.click(screen.getByRole('button', { name: 'Pause replay' }));
    expect(await within(panel).findByText('Paused')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/clock')[0]?.body).toEqual({ paused: true });
    expect(screen.getByText('The replay is paused.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume replay' }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/clock')[1]?.body).toEqual({ paused: false }));
  });

  it('refuses a pace outside its bounds inline and sends a valid one', async () => {
    const { server, user } = serve();
    const field = await screen.findByLabelText('Pace (simulated seconds per real second)');
    const form = screen.getByRole('form', { name: 'Replay pace' });
    const setPace = within(form).getByRole('button', { name: 'Set pace' });
    fireEvent.change(field, { target: { value: '0' } });
    await user.click(setPace);
    expect(await screen.findByText('Enter a pace from 1 to 1,000,000.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Enter a pace from 1 to 1,000,000.');
    expect(server.callsTo('PUT /api/admin/clock')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '3600' } });
    await user.click(setPace);
    expect(await screen.findByText('The pace is now 3,600×: 1 real minute = 2.5 simulated days.')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/clock')[0]?.body).toEqual({ pace: 3600 });
  });

  it('starts a new replay after confirmation and says the earlier one is archived', async () => {
    const { server, user } = serve();
    const date = await screen.findByLabelText('Start a new replay from');
    const form = screen.getByRole('form', { name: 'New replay' });
    await user.click(within(form).getByRole('button', { name: 'Start new replay' }));
    expect(await screen.findByText('Choose the date the new replay starts from.')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2025-01-11' } });
    await user.click(within(form).getByRole('button', { name: 'Start new replay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start a new replay' });
    expect(dialog).toHaveTextContent("Replay 2's predictions, recommendations and alerts move to the archive");
    await user.click(within(dialog).getByRole('button', { name: 'Start replay' }));
    expect(
      await screen.findByText('Replay 3 started at Sat, 11 Jan 2025, 06:00 UTC; replay 2 is kept in the archive.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/replays')[0]?.body).toEqual({ start: '2025-01-11' });
  });

  it('offers only the days the data allows and shows the server refusing a start date inline', async () => {
    const { user, server } = serve(CLOCK, {
      'POST /api/admin/replays': {
        status: 400,
        body: {
          message: "A replay must start on a day from 2023-08-12 to 2025-05-25 (the data's first and last match days)",
          status: 400,
          details: [{ field: 'start', message: 'must start on a day from 2023-08-12 to 2025-05-25' }],
        },
      },
    });
    const date = await screen.findByLabelText('Start a new replay from');
    expect(date).toHaveAttribute('min', '2023-08-12');
    expect(date).toHaveAttribute('max', '2025-05-25');
    expect(date).toHaveAccessibleDescription(
      "A day from 2023-08-12 to 2025-05-25, the data's first and last match days",
    );
    for (const value of ['2019-01-01', '2025-05-26']) {
      fireEvent.change(date, { target: { value } });
      await user.click(screen.getByRole('button', { name: 'Start new replay' }));
      expect(screen.getByText('A replay starts on a day from 2023-08-12 to 2025-05-25.')).toBeInTheDocument();
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/replays')).toHaveLength(0);

    // The clock moved on the server in between: its refusal shows on the field too.
    fireEvent.change(date, { target: { value: '2023-08-12' } });
    await user.click(screen.getByRole('button', { name: 'Start new replay' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start replay' }));
    expect(
      await screen.findByText(
        "A replay must start on a day from 2023-08-12 to 2025-05-25 (the data's first and last match days)",
      ),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every replay with its own record, the running one first', async () => {
    serve();
    const table = await screen.findByRole('table', {
      name: 'Replays, the running one first, with the record each made',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2 (running)');
    expect(rows[0]).toHaveTextContent('300 of 320');
    expect(rows[0]).toHaveTextContent('51.2%');
    expect(rows[0]).toHaveTextContent('-3.4%');
    expect(rows[1]).toHaveTextContent('210 of 320');
    expect(rows[1]).toHaveTextContent('+2.1%');
  });

  it('has nothing to control in live mode', async () => {
    serve({ ...CLOCK, mode: 'live', replayId: null, replayStartedAt: null, pace: 1 });
    const panel = await screen.findByRole('region', { name: 'Replay Clock' });
    expect(
      await within(panel).findByText(
        'A live feed is configured: the clock follows real time and there is no replay to control.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause replay' })).not.toBeInTheDocument();
  });
});

describe('describePace', () => {
  it('puts the pace in real-minute terms', () => {
    expect(describePace(1)).toBe('1 real minute = 1 simulated minute');
    expect(describePace(30)).toBe('1 real minute = 30 simulated minutes');
    expect(describePace(60)).toBe('1 real minute = 1 simulated hour');
    expect(describePace(2880)).toBe('1 real minute = 2 simulated days');
  });
});
