import { useGetReportsQuery, useLazyDownloadReportCsvQuery } from '@oddslab/shared/api';
import type { Report, ReportKind } from '@oddslab/shared/contract';
import { formatDateTime } from '@oddslab/shared/format';
import { Card, CardTitle, NumberedPagination, Table, type TableColumn } from '@oddslab/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { QueryStates } from '../console/query-states';
import { DownloadCsvButton } from './download-csv-button';
import { GenerateReportForm } from './generate-report-form';
import { ReportProgress } from './report-progress';
import { ReportStatus } from './report-status';

/** Reports a page shows (newest first). */
const PAGE_SIZE = 10;
/** While a listed report runs the page is polled, so its status and figures appear without a reload. */
const RUNNING_POLL_MS = 3000;

export interface StoredReportsProps {
  kind: ReportKind;
  /** The card's heading, also the table's caption: 'UAT Reports'. */
  title: string;
  /** One report in words: 'UAT report'. */
  subject: string;
  /** The report's own figures, between the Date and Status columns. */
  figureColumns: readonly TableColumn<Report>[];
  /** The last day a report may cover; null while unknown. */
  latest: string | null;
  defaultDays: number;
  hint: string;
  emptyMessage: string;
}

/**
 * One table of the Reports screen: a period and 'Generate', the live progress of the report just started, and the
 * stored reports of this kind, newest first, a page at a time, each downloadable as CSV.
 */
export function StoredReports({
  kind,
  title,
  subject,
  figureColumns,
  latest,
  defaultDays,
  hint,
  emptyMessage,
}: StoredReportsProps) {
  const [page, setPage] = useState(0);
  const [polling, setPolling] = useState(false);
  const [started, setStarted] = useState<Report | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useGetReportsQuery(
    { kind, page, size: PAGE_SIZE },
    { pollingInterval: polling ? RUNNING_POLL_MS : 0 },
  );
  const [downloadCsv] = useLazyDownloadReportCsvQuery();

  useEffect(() => setPolling(Boolean(data?.content.some((report) => report.status === 'running'))), [data]);

  const titleId = `${kind}-reports-title`;
  const columns = useMemo<readonly TableColumn<Report>[]>(
    () => [
      { id: 'date', header: 'Date', cell: (report) => formatDateTime(report.createdAt) },
      { id: 'period', header: 'Period', cell: (report) => `${report.from} to ${report.to}` },
      ...figureColumns,
      { id: 'status', header: 'Status', cell: (report) => <ReportStatus report={report} /> },
      {
        id: 'action',
        header: 'Action',
        cell: (report) =>
          report.status === 'completed' ? (
            <DownloadCsvButton subject={`${subject} #${report.id}`} download={() => downloadCsv(report.id).unwrap()} />
          ) : (
            '-'
          ),
      },
    ],
    [figureColumns, subject, downloadCsv],
  );

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <GenerateReportForm
        kind={kind}
        subject={subject}
        latest={latest}
        defaultDays={defaultDays}
        hint={hint}
        onStarted={(report) => {
          setStarted(report);
          setPage(0);
        }}
      />
      <ReportProgress started={started} subject={subject} />
      <QueryStates subject={`${subject}s`} data={data} error={error} isLoading={isLoading} onRetry={refetch}>
        {(result) => (
          <>
            <Table
              caption={title}
              captionHidden
              columns={columns}
              rows={result.content}
              getRowId={(report) => report.id}
              emptyMessage={emptyMessage}
            />
            <NumberedPagination
              label={`${title} pages`}
              page={result.page + 1}
              totalPages={result.totalPages}
              disabled={isFetching}
              onPageChange={(next) => setPage(next - 1)}
            />
          </>
        )}
      </QueryStates>
    </Card>
  );
}
