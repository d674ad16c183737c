import type { Report } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import type { TableColumn } from '@oddslab/shared/ui';
import { todayUtc } from './report-period';
import { StoredReports } from './stored-reports';

const FIGURE_COLUMNS: readonly TableColumn<Report>[] = [
  {
    id: 'successRate',
    header: 'Success Rate',
    cell: (report) => formatPercent(report.pipeline?.successRate),
    align: 'right',
  },
  { id: 'failures', header: 'Failures', cell: (report) => report.pipeline?.failures ?? '-', align: 'right' },
  { id: 'totalRuns', header: 'Total Runs', cell: (report) => report.pipeline?.runs ?? '-', align: 'right' },
];

/** 'Pipeline Performance Reports': the ingestion runs started in a period of days, counted and stored. */
export function PipelinePerformanceReports() {
  return (
    <StoredReports
      kind="pipeline"
      title="Pipeline Performance Reports"
      subject="pipeline performance report"
      figureColumns={FIGURE_COLUMNS}
      latest={todayUtc()}
      defaultDays={7}
      hint="Days the runs started (UTC), up to today"
      emptyMessage="No pipeline performance reports yet. Choose a period and generate the first one."
    />
  );
}
