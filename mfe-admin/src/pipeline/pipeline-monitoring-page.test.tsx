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

/** The server's count of every run: one month with rows. */
const SUMMARY: Record<string, MockRoute> = {
  'GET /api/admin/pipeline-summary': {
    body: buildPipelineSummary({ monthly: [buildPipelineBucket('2026-11-01', { runs: 2, rowsRead: 1520 })] }),
  },
};

describe('pipeline monitoring', () => {
  it('lists the latest runs with status, last run and latency', async () => {
    mockFetch({
      ...SUMMARY,
      'GET /api/admin/pipeline-runs': {
        body: [
          buildPipelineRun({ id: 3, status: 'partial', trigger: 'admin', latencyMs: 850, rowsRejected: 4 }),
          buildPipelineRun({ id: 2, startedAt: '2026-11-19T06:00:00.000Z', latencyMs: 125_000 }),
        ],
      },
    });
    renderPage();
    expect(screen.getByText('Loading pipeline runs...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Active Pipelines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pipeline Name', 'Status', 'Last Run', 'Latency', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Football data ingestion #3 (admin request)');
    expect(rows[0]).toHaveTextContent('Partial');
    expect(rows[0]).toHaveTextContent('850 ms');
    expect(rows[1]).toHaveTextContent('Success');
    expect(rows[1]).toHaveTextContent('2 min 5 s');
    expect(screen.queryByText('Pipeline DAG failed')).not.toBeInTheDocument();
    const chart = await screen.findByTestId('apex-chart');
    expect(JSON.parse(chart.dataset.labels ?? '[]')).toEqual(['NOV 2026']);
  });

  it('shows the failed banner only when the latest run failed', async () => {
    mockFetch({
      ...SUMMARY,
      'GET /api/admin/pipeline-runs': {
        body: [
          buildPipelineRun({ id: 5, status: 'failed', errors: [{ file: null, message: 'Source folder missing' }] }),
          buildPipelineRun({ id: 4 }),
        ],
      },
    });
    renderPage();
    const banner = await screen.findByText('Pipeline DAG failed');
    expect(banner.closest('[role="alert"]')).toHaveTextContent('Source folder missing');
  });

  it('offers Retry after a failed load and an empty state without runs', async () => {
    const server = mockFetch({
      ...SUMMARY,
      'GET /api/admin/pipeline-runs': {
        status: 503,
        body: { message: 'Database unavailable', status: 503, details: null },
      },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load pipeline runs: Database unavailable')).toBeInTheDocument();
    server.set({
      'GET /api/admin/pipeline-runs': { body: [] },
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
      'GET /api/admin/pipeline-runs': () => ({ body: runs }),
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

    const finished = buildPipelineRun({ id: 2, trigger: 'admin', rowsRead: 6000, rowsInserted: 5000, rowsRejected: 2 });
    runs = [finished, ...runs.slice(1)];
    stream.send('finished', finished);
    stream.close();
    expect(
      await screen.findByText('Run #2 finished: Success. 12 of 12 files, 6,000 rows read, 5,000 inserted, 2 rejected.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/admin/pipeline-runs').length).toBeGreaterThanOrEqual(3));
    expect(screen.getByRole('button', { name: 'Run pipeline now' })).toBeEnabled();
  });

  it('follows the run already in progress when the server refuses a second one', async () => {
    mockFetch({
      ...SUMMARY,
      'GET /api/admin/pipeline-runs': { body: [buildPipelineRun({ id: 1 })] },
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
    const server = mockFetch({ ...SUMMARY, 'GET /api/admin/pipeline-runs': () => ({ body: runs }) });
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
      'GET /api/admin/pipeline-runs': { body: [buildPipelineRun({ id: 9, status: 'partial', rowsRejected: 1 })] },
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
    expect(await within(dialog).findByText('E0/2024-25.csv: Unknown column layout')).toBeInTheDocument();
    const rejected = within(dialog).getByRole('table', { name: 'Rejected rows' });
    expect(rejected).toHaveTextContent('Missing home team');
    expect(rejected).toHaveTextContent('17');
  });
});
