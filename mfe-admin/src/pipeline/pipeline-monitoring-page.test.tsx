import type { PipelineRun } from '@oddslab/shared/contract';
import {
  buildAdmin,
  buildPipelineBucket,
  buildPipelineRun,
  buildPipelineSummary,
  type MockRoute,
  mockFetch,
  renderWithProviders,
} from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PipelineMonitoringPage } from './pipeline-monitoring-page';

function renderPage() {
  localStorage.setItem('token', 'admin-token');
  return renderWithProviders(<PipelineMonitoringPage />, {
    route: '/admin/pipeline',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

/** Serves GET …/events as a stream the test writes to, and records the headers it was opened with. */
function streamEvents() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const opened: Headers[] = [];
  const mockedFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/events')) return mockedFetch(input, init);
    opened.push(new Headers(init?.headers));
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return {
    opened,
    send: (type: string, data: unknown) =>
      controller?.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller?.close(),
  };
}

afterEach(() => localStorage.clear());

/** The latest runs and the run history's pages, both served from `runs()` (newest first). */
function runRoutes(runs: () => PipelineRun[]): Record<string, MockRoute> {
  return {
    'GET /api/admin/pipeline-runs': () => ({ body: runs().slice(0, 10) }),
    'GET /api/admin/pipeline-runs/page': ({ searchParams }) => {
      const page = Number(searchParams.get('page'));
      const size = Number(searchParams.get('size'));
      const all = runs();
      return {
        body: {
          content: all.slice(page * size, (page + 1) * size),
          totalPages: Math.ceil(all.length / size),
          totalElements: all.length,
          page,
          size,
        },
      };
    },
  };
}

/** The server's count of every run: one month with rows. */
const SUMMARY: Record<string, MockRoute> = {
  'GET /api/admin/pipeline-summary': {
    body: buildPipelineSummary({ monthly: [buildPipelineBucket('2026-11-01', { runs: 2, rowsRead: 1520 })] }),
  },
};

describe('pipeline monitoring', () => {
  it('lists the runs with status, last run and latency, and flags a partial run like a failure', async () => {
    mockFetch({
      ...SUMMARY,
      ...runRoutes(() => [
        buildPipelineRun({ id: 3, status: 'partial', trigger: 'admin', latencyMs: 850, rowsRejected: 4 }),
        buildPipelineRun({ id: 2, startedAt: '2026-11-19T06:00:00.000Z', latencyMs: 125_000 }),
      ]),
      'GET /api/admin/pipeline-runs/3': {
        body: {
          run: buildPipelineRun({ id: 3, status: 'partial', rowsRejected: 4 }),
          rejectedRows: [{ file: 'E0/2024-25.csv', row: 17, reason: 'Missing home team' }],
        },
      },
    });
    const { user } = renderPage();
    expect(screen.getByText('Loading pipeline runs...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Active Pipelines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pipeline Name', 'Status', 'Last Run', 'Latency', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Football data ingestion #3 (admin request)');
    expect(rows[0]).toHaveTextContent('Partly failed');
    expect(rows[0]).toHaveTextContent('850 ms');
    expect(rows[1]).toHaveTextContent('Success');
    expect(rows[1]).toHaveTextContent('2 min 5 s');
    expect(screen.getByText('Runs 1–2 of 2, newest first')).toBeInTheDocument();

    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Pipeline DAG partly failed');
    expect(banner).toHaveTextContent(': 4 rows rejected');
    await user.click(within(banner).getByRole('button', { name: 'View log of run #3' }));
    const log = screen.getByRole('dialog', { name: 'Run #3 log' });
    expect(await within(log).findByText('Missing home team')).toBeInTheDocument();
    const chart = await screen.findByTestId('apex-chart');
    expect(JSON.parse(chart.dataset.labels ?? '[]')).toEqual(['NOV 2026']);
  });

  it('shows the failed banner only while the latest run failed or partly failed', async () => {
    let runs = [
      buildPipelineRun({ id: 5, status: 'failed', errors: [{ file: null, message: 'Source folder missing' }] }),
      buildPipelineRun({ id: 4 }),
    ];
    const server = mockFetch({ ...SUMMARY, ...runRoutes(() => runs) });
    const { unmount } = renderPage();
    const banner = await screen.findByText('Pipeline DAG failed');
    expect(banner.closest('[role="alert"]')).toHaveTextContent('Source folder missing');
    unmount();

    runs = [buildPipelineRun({ id: 6 }), ...runs];
    server.set(runRoutes(() => runs));
    renderPage();
    expect(await screen.findByRole('table', { name: 'Active Pipelines' })).toHaveTextContent('#6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through every run on the server', async () => {
    const runs = Array.from({ length: 25 }, (_, index) =>
      buildPipelineRun({ id: 25 - index, status: index === 17 ? 'failed' : 'succeeded' }),
    );
    const server = mockFetch({ ...SUMMARY, ...runRoutes(() => runs) });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Active Pipelines' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Runs 1–10 of 25, newest first')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Run history pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Runs 21–25 of 25, newest first')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Active Pipelines' })).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('table', { name: 'Active Pipelines' })).toHaveTextContent('Football data ingestion #1 ');
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Runs 11–20 of 25, newest first')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Active Pipelines' })).toHaveTextContent('Failed');
    expect(server.callsTo('GET /api/admin/pipeline-runs/page').map((call) => call.searchParams.get('page'))).toEqual([
      '0',
      '2',
      '1',
    ]);
  });

  it('offers Retry after a failed load and an empty state without runs', async () => {
    const server = mockFetch({
      ...SUMMARY,
      'GET /api/admin/pipeline-runs': {
        status: 503,
        body: { message: 'Database unavailable', status: 503, details: null },
      },
      'GET /api/admin/pipeline-runs/page': {
        status: 503,
        body: { message: 'Database unavailable', status: 503, details: null },
      },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load pipeline runs: Database unavailable')).toBeInTheDocument();
    server.set({
      ...runRoutes(() => []),
      'GET /api/admin/pipeline-summary': { body: buildPipelineSummary() },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("No pipeline runs yet. Start one with 'Run pipeline now'.")).toBeInTheDocument();
    expect(await screen.findByText('No pipeline runs yet, so there are no metrics to chart.')).toBeInTheDocument();
  });

  it('triggers a run and follows its live progress with the bearer token', async () => {
    let runs = [buildPipelineRun({ id: 1 })];
    const server = mockFetch({
      ...SUMMARY,
      ...runRoutes(() => runs),
      'POST /api/admin/pipeline-runs': () => {
        const started = buildPipelineRun({
          id: 2,
          status: 'running',
          trigger: 'admin',
          filesDone: 0,
          rowsRead: 0,
          finishedAt: null,
          latencyMs: null,
        });
        runs = [started, ...runs];
        return { status: 202, body: started };
      },
    });
    const stream = streamEvents();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run pipeline now' }));

    expect(server.callsTo('POST /api/admin/pipeline-runs')).toHaveLength(1);
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    expect(stream.opened[0]?.get('authorization')).toBe('Bearer admin-token');
    expect(screen.getByRole('button', { name: 'Pipeline running...' })).toBeDisabled();

    stream.send(
      'progress',
      buildPipelineRun({
        id: 2,
        status: 'running',
        trigger: 'admin',
        filesDone: 3,
        rowsRead: 1520,
        rowsInserted: 700,
        rowsRejected: 2,
        finishedAt: null,
        latencyMs: null,
      }),
    );
    expect(
      await screen.findByText('Run #2 is running: 3 of 12 files, 1,520 rows read, 700 inserted, 2 rejected.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Run #2 progress' })).toHaveAttribute('value', '3');

    const finished = buildPipelineRun({ id: 2, trigger: 'admin', rowsRead: 6000, rowsInserted: 5000, rowsRejected: 0 });
    runs = [finished, ...runs.slice(1)];
    stream.send('finished', finished);
    stream.close();
    expect(
      await screen.findByText('Run #2 finished: Success. 12 of 12 files, 6,000 rows read, 5,000 inserted, 0 rejected.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/admin/pipeline-runs').length).toBeGreaterThanOrEqual(3));
    expect(screen.getByRole('button', { name: 'Run pipeline now' })).toBeEnabled();
  });

  it('follows the run already in progress when the server refuses a second one', async () => {
    mockFetch({
      ...SUMMARY,
      ...runRoutes(() => [buildPipelineRun({ id: 1 })]),
      'POST /api/admin/pipeline-runs': {
        status: 409,
        body: { message: 'Pipeline run 7 is still running', status: 409, details: { runId: 7 } },
      },
    });
    const stream = streamEvents();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run pipeline now' }));
    expect(await screen.findByText('Pipeline run 7 is still running')).toBeInTheDocument();
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    stream.send(
      'progress',
      buildPipelineRun({ id: 7, status: 'running', filesDone: 1, rowsRead: 10, rowsInserted: 0 }),
    );
    expect(await screen.findByText(/Run #7 is running: 1 of 12 files/)).toBeInTheDocument();
  });

  it('follows a run that was already going when the page opened and keeps its outcome', async () => {
    let runs = [buildPipelineRun({ id: 6, status: 'running', filesDone: 2, finishedAt: null })];
    const server = mockFetch({ ...SUMMARY, ...runRoutes(() => runs) });
    const stream = streamEvents();
    renderPage();
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    expect(await screen.findByText(/Run #6 is running: 2 of 12 files/)).toBeInTheDocument();
    const finished = buildPipelineRun({ id: 6, status: 'failed', errors: [{ file: null, message: 'Disk full' }] });
    runs = [finished];
    stream.send('finished', finished);
    stream.close();
    expect(await screen.findByText(/Run #6 finished: Failed\./)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/admin/pipeline-runs').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Pipeline DAG failed')).toBeInTheDocument();
    expect(screen.getByText(/Run #6 finished: Failed\./)).toBeInTheDocument();
  });

  it('opens a run log with its errors and rejected rows', async () => {
    mockFetch({
      ...SUMMARY,
      ...runRoutes(() => [buildPipelineRun({ id: 9, status: 'partial', rowsRejected: 1 })]),
      'GET /api/admin/pipeline-runs/9': {
        body: {
          run: buildPipelineRun({
            id: 9,
            status: 'partial',
            rowsRejected: 1,
            errors: [{ file: 'E0/2024-25.csv', message: 'Unknown column layout' }],
          }),
          rejectedRows: [{ file: 'E0/2024-25.csv', row: 17, reason: 'Missing home team' }],
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Log of run #9' }));
    const dialog = screen.getByRole('dialog', { name: 'Run #9 log' });
    expect(await within(dialog).findByText('Premier League 2024-25: Unknown column layout')).toBeInTheDocument();
    const rejected = within(dialog).getByRole('table', { name: 'Rejected rows' });
    expect(rejected).toHaveTextContent('Missing home team');
    expect(rejected).toHaveTextContent('17');
    // Data files by league and season, not by the files' codes.
    expect(rejected).toHaveTextContent('Premier League 2024-25');
    expect(rejected).not.toHaveTextContent('E0');
  });

  it('forces a full re-ingestion after confirmation, shows its progress and flags a partial outcome', async () => {
    let runs = [buildPipelineRun({ id: 1 })];
    const server = mockFetch({
      ...SUMMARY,
      ...runRoutes(() => runs),
      'POST /api/admin/pipeline-runs': () => {
        const started = buildPipelineRun({
          id: 2,
          status: 'running',
          trigger: 'admin',
          filesDone: 0,
          finishedAt: null,
        });
        runs = [started, ...runs];
        return { status: 202, body: started };
      },
    });
    const stream = streamEvents();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Force full re-ingestion' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Force a full re-ingestion' });
    expect(dialog).toHaveTextContent('Read every data file again, ignoring the checkpoints');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST /api/admin/pipeline-runs')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Force full re-ingestion' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Force a full re-ingestion' })).getByRole('button', {
        name: 'Re-ingest everything',
      }),
    );
    expect(server.callsTo('POST /api/admin/pipeline-runs')[0]?.body).toEqual({ force: true });
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Force full re-ingestion' })).toBeDisabled();
    stream.send(
      'progress',
      buildPipelineRun({ id: 2, status: 'running', filesDone: 6, rowsRead: 2280, rowsInserted: 0, rowsRejected: 0 }),
    );
    expect(
      await screen.findByText(
        'Run #2 (full re-ingestion) is running: 6 of 12 files, 2,280 rows read, 0 inserted, 0 rejected.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Run #2 progress' })).toHaveAttribute('value', '6');

    const finished = buildPipelineRun({
      id: 2,
      status: 'partial',
      rowsRead: 4560,
      rowsRejected: 3,
      errors: [{ file: 'SP1/2014-15', message: 'read failed' }],
    });
    runs = [finished, ...runs.slice(1)];
    stream.send('finished', finished);
    stream.close();
    // A partial run is no success: an error toast, and the banner once the list reloads.
    expect(
      await screen.findByText(
        'Pipeline run #2 partly failed: 3 rows rejected, 1 file failed, La Liga 2014-15: read failed',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Pipeline DAG partly failed')).toBeInTheDocument();
    expect(screen.getByText(/Run #2 \(full re-ingestion\) finished: Partly failed\./)).toBeInTheDocument();
    expect(screen.queryByText(/finished: Success/)).not.toBeInTheDocument();
  });
});
