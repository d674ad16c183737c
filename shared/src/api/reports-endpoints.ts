import type { Report, ReportPage, ReportRequest, ReportsQuery } from '../contract';
import { api } from './api';

const reportsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Report'] });

const REPORT_LIST = { type: 'Report', id: 'LIST' } as const;

/** A downloaded CSV: its text and the file name the server gave it. */
export interface CsvDownload {
  text: string;
  fileName: string;
}

/**
 * Reads a CSV answer with the name from its Content-Disposition (`fallbackName` when there is none). Refusals are
 * JSON errors and are read as JSON, so they reach `normalizeApiError` like any other.
 */
const csvDownload =
  (fallbackName: string) =>
  async (response: Response): Promise<unknown> => {
    if (!response.ok) return response.json().catch(() => null);
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
    return { text: await response.text(), fileName } satisfies CsvDownload;
  };

/**
 * The admin's stored reports: UAT and pipeline performance reports (generated in the background; follow one's
 * progress at admin/reports/{id}/events), and the CSV downloads of reports and backtests (never cached).
 */
export const reportsApi = reportsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<ReportPage, ReportsQuery>({
      query: (params) => ({ url: 'admin/reports', params }),
      providesTags: (page) => [
        REPORT_LIST,
        ...(page?.content ?? []).map((report) => ({ type: 'Report' as const, id: report.id })),
      ],
    }),
    getReport: build.query<Report, number>({
      query: (id) => `admin/reports/${id}`,
      providesTags: (_report, _error, id) => [{ type: 'Report', id }],
    }),
    generateReport: build.mutation<Report, ReportRequest>({
      query: (body) => ({ url: 'admin/reports', method: 'POST', body }),
      invalidatesTags: (_report, error) => (error ? [] : [REPORT_LIST]),
    }),
    downloadReportCsv: build.query<CsvDownload, number>({
      query: (id) => ({ url: `admin/reports/${id}/csv`, responseHandler: csvDownload(`oddslab-report-${id}.csv`) }),
      keepUnusedDataFor: 0,
    }),
    downloadBacktestCsv: build.query<CsvDownload, number>({
      query: (id) => ({
        url: `admin/backtests/${id}/csv`,
        responseHandler: csvDownload(`oddslab-backtest-${id}.csv`),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetReportsQuery,
  useGetReportQuery,
  useGenerateReportMutation,
  useLazyDownloadReportCsvQuery,
  useLazyDownloadBacktestCsvQuery,
} = reportsApi;
