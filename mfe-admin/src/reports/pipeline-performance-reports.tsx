import { normalizeApiError, useGetPipelineRunsQuery } from '@oddslab/shared/api';
import { formatPercent } from '@oddslab/shared/format';
import { Card, CardTitle, ErrorState, LoadingState, Table, type TableColumn } from '@oddslab/shared/ui';
import { type ReactNode, useMemo } from 'react';
import { type PipelinePerformanceRow, pipelinePerformanceByDay } from './pipeline-performance';

const COLUMNS: readonly TableColumn<PipelinePerformanceRow>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'successRate', header: 'Success Rate', cell: (row) => formatPercent(row.successRate), align: 'right' },
  { id: 'failures', header: 'Failures', cell: (row) => row.failures, align: 'right' },
  { id: 'totalRuns', header: 'Total Runs', cell: (row) => row.totalRuns, align: 'right' },
];

/** 'Pipeline Performance Reports': the recorded ingestion runs per day. */
export function PipelinePerformanceReports() {
  const { data, error, isLoading, refetch } = useGetPipelineRunsQuery();
  const rows = useMemo(() => pipelinePerformanceByDay(data ?? []), [data]);
  let content: ReactNode;
  if (isLoading) content = <LoadingState message="Loading pipeline runs..." />;
  else if (error || !data) {
    content = (
      <ErrorState message={`Failed to load pipeline runs: ${normalizeApiError(error).message}`} onRetry={refetch} />
    );
  } else {
    content = (
      <Table
        caption="Pipeline Performance Reports"
        captionHidden
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.date}
        emptyMessage="No pipeline runs recorded yet."
      />
    );
  }
  return (
    <Card aria-labelledby="pipeline-performance-title">
      <CardTitle id="pipeline-performance-title">Pipeline Performance Reports</CardTitle>
      {content}
    </Card>
  );
}
