import { useGetPipelineSummaryQuery } from '@oddslab/shared/api';
import type { PipelineBucket } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { Card, CardTitle, Table, type TableColumn } from '@oddslab/shared/ui';
import { QueryStates } from '../console/query-states';

const COLUMNS: readonly TableColumn<PipelineBucket>[] = [
  { id: 'date', header: 'Date', cell: (day) => day.start },
  { id: 'successRate', header: 'Success Rate', cell: (day) => formatPercent(day.successRate), align: 'right' },
  { id: 'failures', header: 'Failures', cell: (day) => day.failures, align: 'right' },
  { id: 'totalRuns', header: 'Total Runs', cell: (day) => day.runs, align: 'right' },
];

/** 'Pipeline Performance Reports': every day with ingestion runs, newest first, as the server counts them. */
export function PipelinePerformanceReports() {
  const { data, error, isLoading, refetch } = useGetPipelineSummaryQuery();
  return (
    <Card aria-labelledby="pipeline-performance-title">
      <CardTitle id="pipeline-performance-title">Pipeline Performance Reports</CardTitle>
      <QueryStates subject="pipeline runs" data={data} error={error} isLoading={isLoading} onRetry={refetch}>
        {(summary) => (
          <Table
            caption="Pipeline Performance Reports"
            captionHidden
            columns={COLUMNS}
            rows={summary.daily.filter((day) => day.runs > 0).reverse()}
            getRowId={(day) => day.start}
            emptyMessage="No pipeline runs recorded yet."
          />
        )}
      </QueryStates>
    </Card>
  );
}
