import type { Backtest, Report, ReportPage } from '@oddslab/shared/contract';
import { buildAdmin, buildClock, type MockRoute, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
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

function buildUatReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 7,
    kind: 'uat',
    status: 'completed',
    from: '2025-03-01',
    to: '2025-03-28',
    progress: 1,
    engineNow: '2025-03-29T06:00:00.000Z',
    createdBy: 'admin@oddslab.local',
    createdAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:00:02.000Z',
    error: null,
    uat: { scheduled: 40, covered: 36, coverage: 0.9, settled: 38, hits: 20, accuracy: 20 / 38, rps: 0.20451 },
    pipeline: null,
    ...overrides,
  };
}

function buildPipelineReport(overrides: Partial<Report> = {}): Report {
  return {
    ...buildUatReport({ uat: null, engineNow: null }),
    id: 3,
    kind: 'pipeline',
    from: '2026-11-14',
    to: '2026-11-20',
    pipeline: {
      runs: 23,
      finished: 22,
      succeeded: 11,
      failures: 11,
      successRate: 0.5,
      rowsRead: 9000,
      rowsInserted: 40,
      rowsRejected: 3,
    },
    ...overrides,
  };
}

const pageOf = (content: Report[], page = 0, totalPages = 1): ReportPage => ({
  content,
  page,
  size: 10,
  totalPages,
  totalElements: content.length,
});

/** The routes every test needs: the clock, backtests, and each kind's reports (the query names the kind). */
function routes(
  reports: { uat?: Report[]; pipeline?: Report[] } = {},
  more: Record<string, MockRoute> = {},
): Record<string, MockRoute> {
  return {
    'GET /api/as-of': { body: buildClock({ asOf: '2025-03-29', now: '2025-03-29T06:00:00.000Z' }) },
    'GET /api/admin/backtests': { body: [] },
    'GET /api/admin/backtests/scope': { body: { leagues: [] } },
    'GET /api/admin/reports': (request) => ({
      body: pageOf(request.searchParams.get('kind') === 'uat' ? (reports.uat ?? []) : (reports.pipeline ?? [])),
    }),
    ...more,
  };
}

/** Server-sent events for /events requests, pushed by the test; other requests go to the mocked routes. */
function mockEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const opened: string[] = [];
  const mockedFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/events')) return mockedFetch(input, init);
    opened.push(new URL(url).pathname);
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

/** Captures what the page saves: the blob's text and the file name of the link it clicks. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return { saved, restore: () => click.mockRestore() };
}

function renderPage() {
  return renderWithProviders(<ReportsPage />, {
    route: '/admin/reports',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('reports', () => {
  it("lists the stored UAT and pipeline performance reports with the spec's columns and each one's status", async () => {
    mockFetch(
      routes({
        uat: [
          buildUatReport({ id: 9, status: 'running', progress: 0.45, uat: null, finishedAt: null }),
          buildUatReport({ id: 8, status: 'failed', uat: null, error: 'interrupted: the server stopped' }),
          buildUatReport(),
        ],
        pipeline: [buildPipelineReport()],
      }),
    );
    renderPage();
    const uat = await screen.findByRole('table', { name: 'UAT Reports' });
    expect(columnHeaders(uat)).toEqual(['Date', 'Period', 'Accuracy', 'RPS', 'Coverage', 'Status', 'Action']);
    const [running, failed, done] = within(uat).getAllByRole('row').slice(1);
    expect(running).toHaveTextContent('Running 45%');
    expect(within(running!).queryByRole('button')).not.toBeInTheDocument();
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('interrupted: the server stopped');
    expect(done).toHaveTextContent('2025-03-01 to 2025-03-28');
    expect(done).toHaveTextContent('52.63%');
    expect(done).toHaveTextContent('0.2045');
    expect(done).toHaveTextContent('90.00% (36 of 40)');
    expect(done).toHaveTextContent('Completed');
    expect(within(done!).getByRole('button', { name: 'Download CSV of UAT report #7' })).toBeInTheDocument();

    const pipeline = screen.getByRole('table', { name: 'Pipeline Performance Reports' });
    expect(columnHeaders(pipeline)).toEqual([
      'Date',
      'Period',
      'Success Rate',
      'Failures',
      'Total Runs',
      'Status',
      'Action',
    ]);
    const [row] = within(pipeline).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('2026-11-14 to 2026-11-20');
    expect(row).toHaveTextContent('50.00%1123Completed');
  });

  it('shows empty tables, and the generate forms start from the engine date and today', async () => {
    mockFetch(routes());
    renderPage();
    expect(await screen.findByText('No UAT reports yet. Choose a period and generate the first one.')).toBeVisible();
    expect(
      screen.getByText('No pipeline performance reports yet. Choose a period and generate the first one.'),
    ).toBeVisible();
    const uatForm = screen.getByRole('form', { name: 'Generate UAT report' });
    await waitFor(() => expect(within(uatForm).getByLabelText('To')).toHaveValue('2025-03-29'));
    expect(within(uatForm).getByLabelText('From')).toHaveValue('2025-03-02');
    const today = new Date().toISOString().slice(0, 10);
    const pipelineForm = screen.getByRole('form', { name: 'Generate pipeline performance report' });
    expect(within(pipelineForm).getByLabelText('To')).toHaveValue(today);
  });

  it('generates a UAT report for the chosen period and follows its progress until it completes', async () => {
    let uat: Report[] = [];
    const started = buildUatReport({
      id: 12,
      status: 'running',
      progress: 0,
      from: '2025-03-10',
      to: '2025-03-20',
      uat: null,
      finishedAt: null,
    });
    const server = mockFetch(
      routes(
        {},
        {
          'GET /api/admin/reports': (request) => ({
            body: pageOf(request.searchParams.get('kind') === 'uat' ? uat : []),
          }),
          'POST /api/admin/reports': () => {
            uat = [started];
            return { status: 202, body: started };
          },
        },
      ),
    );
    const stream = mockEventStream();
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Generate UAT report' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await waitFor(() => expect(to).toHaveValue('2025-03-29'));

    await user.clear(from);
    await user.type(from, '2025-03-20');
    await user.clear(to);
    await user.type(to, '2025-03-10');
    await user.click(within(form).getByRole('button', { name: 'Generate UAT report' }));
    expect(within(form).getByText('The last day must be on or after the first day.')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /api/admin/reports')).toHaveLength(0);

    await user.clear(to);
    await user.type(to, '2025-03-30');
    await user.click(within(form).getByRole('button', { name: 'Generate UAT report' }));
    expect(within(form).getByText('The last day can be 2025-03-29 at the latest.')).toBeVisible();

    await user.clear(from);
    await user.type(from, '2025-03-10');
    await user.clear(to);
    await user.type(to, '2025-03-20');
    await user.click(within(form).getByRole('button', { name: 'Generate UAT report' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/reports')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/reports')[0]?.body).toEqual({
      kind: 'uat',
      from: '2025-03-10',
      to: '2025-03-20',
    });
    await waitFor(() => expect(stream.opened).toEqual(['/api/admin/reports/12/events']));

    stream.send('progress', { ...started, progress: 0.5 });
    const progress = await screen.findByRole('progressbar', { name: 'UAT report #12 progress' });
    await waitFor(() => expect(progress).toHaveAttribute('value', '0.5'));
    expect(screen.getByText('Generating UAT report #12 for 2025-03-10 to 2025-03-20: 50% done.')).toBeVisible();

    const completed = buildUatReport({ id: 12, from: '2025-03-10', to: '2025-03-20' });
    uat = [completed];
    stream.send('finished', completed);
    stream.close();
    expect(await screen.findByText('UAT report #12 for 2025-03-10 to 2025-03-20 completed.')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'UAT report #12 progress' })).not.toBeInTheDocument();
    expect(await screen.findByText('UAT report #12 completed')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'UAT Reports' });
    await waitFor(() => expect(within(table).getByText('Completed')).toBeVisible());
    expect(within(table).getByRole('button', { name: 'Download CSV of UAT report #12' })).toBeVisible();
  });

  it("shows the server's refusal of a period beside the field", async () => {
    mockFetch(
      routes(
        {},
        {
          'POST /api/admin/reports': {
            status: 400,
            body: {
              message:
                'Validation failed: to must be on or before today (2026-11-26, UTC): later runs have not happened',
              status: 400,
              details: [{ field: 'to', message: 'must be on or before today (2026-11-26, UTC)' }],
            },
          },
        },
      ),
    );
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Generate pipeline performance report' });
    await user.click(within(form).getByRole('button', { name: 'Generate pipeline performance report' }));
    expect(await within(form).findByText('To must be on or before today (2026-11-26, UTC)')).toBeVisible();
    expect(within(form).getByText(/^Failed to start the pipeline performance report: Validation failed/)).toBeVisible();
  });

  it("downloads a stored report's and a backtest's CSV under the server's file names", async () => {
    const csv = 'match_id,match_date\r\n1,2025-03-01\r\n';
    mockFetch(
      routes(
        { uat: [buildUatReport()] },
        {
          'GET /api/admin/backtests': { body: [buildBacktest({ id: 4 })] },
          'GET /api/admin/reports/7/csv': {
            body: csv,
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="oddslab-uat-report-7-2025-03-01-to-2025-03-28.csv"',
            },
          },
          'GET /api/admin/backtests/4/csv': {
            body: 'league,forecaster\r\nALL,model\r\n',
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="oddslab-backtest-4.csv"',
            },
          },
        },
      ),
    );
    const downloads = captureDownloads();
    try {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Download CSV of UAT report #7' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(downloads.saved[0]!.name).toBe('oddslab-uat-report-7-2025-03-01-to-2025-03-28.csv');
      expect(await downloads.saved[0]!.blob.text()).toBe(csv);

      await user.click(screen.getByRole('button', { name: 'Download CSV of backtest #4' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(2));
      expect(downloads.saved[1]!.name).toBe('oddslab-backtest-4.csv');
      expect(await downloads.saved[1]!.blob.text()).toBe('league,forecaster\r\nALL,model\r\n');
    } finally {
      downloads.restore();
    }
  });

  it('says why a download failed', async () => {
    mockFetch(
      routes(
        { pipeline: [buildPipelineReport()] },
        {
          'GET /api/admin/reports/3/csv': {
            status: 409,
            body: { message: 'Report 3 failed: generate it again', status: 409, details: null },
          },
        },
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download CSV of pipeline performance report #3' }));
    expect(
      await screen.findByText('Failed to download pipeline performance report #3: Report 3 failed: generate it again'),
    ).toBeInTheDocument();
  });

  it('pages through the stored reports, newest first', async () => {
    const server = mockFetch(
      routes(
        {},
        {
          'GET /api/admin/reports': (request) => {
            if (request.searchParams.get('kind') !== 'uat') return { body: pageOf([]) };
            const page = Number(request.searchParams.get('page'));
            return { body: pageOf([buildUatReport({ id: page === 0 ? 20 : 10 })], page, 2) };
          },
        },
      ),
    );
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'UAT Reports' });
    expect(within(table).getByRole('button', { name: 'Download CSV of UAT report #20' })).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'UAT Reports pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(
      await within(screen.getByRole('table', { name: 'UAT Reports' })).findByRole('button', {
        name: 'Download CSV of UAT report #10',
      }),
    ).toBeVisible();
    const uatCalls = server.callsTo('GET /api/admin/reports').filter((c) => c.searchParams.get('kind') === 'uat');
    expect(uatCalls.at(-1)?.searchParams.get('page')).toBe('1');
    expect(uatCalls.at(-1)?.searchParams.get('size')).toBe('10');
  });

  it('retries a failed report list', async () => {
    const server = mockFetch(
      routes(
        {},
        {
          'GET /api/admin/reports': (request) =>
            request.searchParams.get('kind') === 'uat'
              ? { status: 500, body: { message: 'Internal error', status: 500, details: null } }
              : { body: pageOf([]) },
        },
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load UAT reports: Internal error')).toBeInTheDocument();
    server.set({ 'GET /api/admin/reports': { body: pageOf([buildUatReport()]) } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'UAT Reports' })).toHaveTextContent('90.00%');
  });

  it('lists stored backtests', async () => {
    mockFetch(
      routes(
        {},
        {
          'GET /api/admin/backtests': {
            body: [buildBacktest({ id: 2, status: 'running', summary: null }), buildBacktest()],
          },
        },
      ),
    );
    renderPage();
    const backtests = await screen.findByRole('table', { name: 'Backtesting Reports' });
    expect(columnHeaders(backtests)).toEqual([
      'Date',
      'Scope',
      'Brier Score',
      'Log Loss',
      'RPS',
      'Predictions',
      'Action',
    ]);
    const [running, done] = within(backtests).getAllByRole('row').slice(1);
    expect(running).toHaveTextContent('Running...');
    expect(within(running!).queryByRole('button', { name: 'Download CSV of backtest #2' })).not.toBeInTheDocument();
    expect(done).toHaveTextContent('0.5812');
    expect(done).toHaveTextContent('0.9876');
    expect(done).toHaveTextContent('0.1987');
    expect(done).toHaveTextContent('380');
    // Leagues by name, never by the data files' codes.
    expect(done).toHaveTextContent('Premier League · 2023-24');
    expect(done).not.toHaveTextContent('E0');
  });

  it('opens a backtest with model vs market metrics and its calibration table', async () => {
    mockFetch(
      routes(
        {},
        {
          'GET /api/admin/backtests': { body: [buildBacktest({ id: 4 })] },
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
        },
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View backtest #4' }));
    const dialog = screen.getByRole('dialog', { name: 'Backtest #4' });
    const metrics = await within(dialog).findByRole('table', { name: 'Model vs market' });
    const rps = within(metrics).getByText('Ranked probability score').closest('tr');
    expect(rps).toHaveTextContent('0.1987');
    expect(rps).toHaveTextContent('0.1972');
    expect(within(dialog).getByText(/^Premier League · 2023-24; weights/)).toBeInTheDocument();
    expect(within(dialog).getByText(/57 recommendations, ROI 2.13%, closing-line value 1.05%/)).toBeInTheDocument();
    const calibration = within(dialog).getByRole('table', { name: 'Calibration by forecast probability' });
    const rows = within(calibration).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('40% - 50%');
    expect(rows[0]).toHaveTextContent('45.12%');
    expect(rows[0]).toHaveTextContent('44.31%');
  });

  it("shows each strategy's ROI with its interval, and one strategy split by league under the leagues' names", async () => {
    const figures = (bets: number, roi: number, low: number, high: number) => ({
      bets,
      turnover: bets * 0.02,
      profit: bets * 0.02 * roi,
      roi,
      roiInterval: bets === 0 ? null : { low, high, level: 0.95, resamples: 1000 },
      flatRoi: roi,
      clv: 0.012,
      clvBets: bets,
      closingLineProfit: 0.01,
      maxDrawdown: 0.084,
    });
    const strategy = (bets: number, roi: number, low: number, high: number) => ({
      ...figures(bets, roi, low, high),
      byMarket: { '1X2': { ...figures(bets, roi, 0, 0), roiInterval: null } },
      byBookmaker: {},
      byLeague: { E0: figures(bets, roi, low, high) },
      bySeason: { '2023-24': figures(bets, roi, low, high) },
    });
    const backtest = buildBacktest({
      id: 4,
      summary: {
        ...buildBacktest().summary!,
        strategies: {
          served: strategy(57, 0.0213, -0.031, 0.074),
          modelEdgeBack: strategy(40, 0.035, 0.004, 0.066),
          modelEdgeLay: strategy(0, 0, 0, 0),
          consensusOutlier: strategy(12, -0.05, -0.12, -0.01),
        },
      },
    });
    mockFetch(
      routes(
        {},
        {
          'GET /api/admin/backtests': { body: [backtest] },
          'GET /api/admin/backtests/4': { body: { backtest, result: null } },
        },
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View backtest #4' }));
    const dialog = screen.getByRole('dialog', { name: 'Backtest #4' });
    expect(
      await within(dialog).findByText(/ROI 2.13% \(95% interval −3.1% to \+7.4%: not distinguishable from zero\)/),
    ).toBeInTheDocument();
    const strategies = within(dialog).getByRole('table', { name: 'Value-bet strategies' });
    const rowOf = (name: string) => within(strategies).getByText(name).closest('tr');
    expect(rowOf('Model edge, back')).toHaveTextContent('95% interval +0.4% to +6.6%: above zero');
    expect(rowOf('Consensus outlier')).toHaveTextContent('below zero');
    expect(rowOf('Model edge, lay (exchange)')).toHaveTextContent('No bets');

    await user.selectOptions(within(dialog).getByLabelText('Strategy'), 'Consensus outlier');
    const byLeague = within(dialog).getByRole('table', { name: 'Consensus outlier by league' });
    expect(byLeague).toHaveTextContent('Premier League');
    expect(byLeague).not.toHaveTextContent('E0');
    await user.selectOptions(within(dialog).getByLabelText('Split by'), 'Market');
    const byMarket = within(dialog).getByRole('table', { name: 'Consensus outlier by market' });
    expect(byMarket).toHaveTextContent('Match result');
    expect(byMarket).toHaveTextContent('Not resampled');
  });

  it('retries a failed backtest list', async () => {
    const server = mockFetch(
      routes(
        {},
        {
          'GET /api/admin/backtests': { status: 500, body: { message: 'Internal error', status: 500, details: null } },
        },
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load backtests: Internal error')).toBeInTheDocument();
    server.set({ 'GET /api/admin/backtests': { body: [buildBacktest()] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Backtesting Reports' })).toHaveTextContent('0.1987');
  });
});
