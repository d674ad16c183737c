import { useGetPipelineRunsQuery } from '@oddslab/shared/api';
import { formatPercent } from '@oddslab/shared/format';
import { Card, CardTitle, Table, type TableColumn } from '@oddslab/shared/ui';
import { useMemo } from 'react';
import { QueryStates } from '../console/query-states';
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
  return (
    <Card aria-labelledby="pipeline-performance-title">
      <CardTitle id="pipeline-performance-title">Pipeline Performance Reports</CardTitle>
      <QueryStates subject="pipeline runs" data={data} error={error} isLoading={isLoading} onRetry={refetch}>
        {() => (
          <Table
            caption="Pipeline Performance Reports"
            captionHidden
            columns={COLUMNS}
            rows={rows}
            getRowId={(row) => row.date}
            emptyMessage="No pipeline runs recorded yet."
          />
        )}
      </QueryStates>
    </Card>
  );
}
