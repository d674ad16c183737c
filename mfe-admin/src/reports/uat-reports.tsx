import { useGetAsOfQuery } from '@oddslab/shared/api';
import type { Report } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import type { TableColumn } from '@oddslab/shared/ui';
import { StoredReports } from './stored-reports';

const FIGURE_COLUMNS: readonly TableColumn<Report>[] = [
  { id: 'accuracy', header: 'Accuracy', cell: (report) => formatPercent(report.uat?.accuracy), align: 'right' },
  {
    id: 'rps',
    header: 'RPS',
    cell: (report) => (report.uat?.rps === null || report.uat?.rps === undefined ? 'N/A' : report.uat.rps.toFixed(4)),
    align: 'right',
    hideOnMobile: true,
  },
  {
    id: 'coverage',
    header: 'Coverage',
    cell: (report) =>
      report.uat ? `${formatPercent(report.uat.coverage)} (${report.uat.covered} of ${report.uat.scheduled})` : 'N/A',
    align: 'right',
  },
];

/**
 * 'UAT Reports': for a period of match dates up to the engine's clock, how many matches had a prediction and a
 * bookmaker's price before kick-off (coverage), and how the settled predictions did (accuracy, RPS).
 */
export function UatReports() {
  const { data: clock } = useGetAsOfQuery();
  return (
    <StoredReports
      kind="uat"
      title="UAT Reports"
      subject="UAT report"
      figureColumns={FIGURE_COLUMNS}
      latest={clock?.asOf ?? null}
      defaultDays={28}
      hint="Match dates, up to the engine's date"
      emptyMessage="No UAT reports yet. Choose a period and generate the first one."
    />
  );
}
