import { createAppStore } from '../store/create-app-store';
import { mockFetch } from '../testing/mock-fetch';
import { normalizeApiError } from './normalize-api-error';
import { reportsApi } from './reports-endpoints';

describe('report endpoints', () => {
  it('reads a CSV download with the file name the server gave it', async () => {
    mockFetch({
      'GET /api/admin/reports/3/csv': {
        body: 'date,total_runs\r\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="oddslab-pipeline-report-3-2026-11-01-to-2026-11-07.csv"',
        },
      },
    });
    const store = createAppStore();
    const result = await store.dispatch(reportsApi.endpoints.downloadReportCsv.initiate(3));
    expect(result.data).toEqual({
      text: 'date,total_runs\r\n',
      fileName: 'oddslab-pipeline-report-3-2026-11-01-to-2026-11-07.csv',
    });
  });

  it("reads a refused download as the API's error", async () => {
    mockFetch({
      'GET /api/admin/backtests/5/csv': {
        status: 409,
        body: { message: 'Backtest 5 is still being generated', status: 409, details: null },
      },
    });
    const store = createAppStore();
    const result = await store.dispatch(reportsApi.endpoints.downloadBacktestCsv.initiate(5));
    expect(normalizeApiError(result.error)).toMatchObject({
      status: 409,
      message: 'Backtest 5 is still being generated',
    });
  });
});
