import { PageTitle } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { BacktestingReports } from './backtesting-reports';
import { PipelinePerformanceReports } from './pipeline-performance-reports';
import { UatReports } from './uat-reports';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * Reports (/admin/reports): UAT reports of the served predictions, walk-forward backtests of the model and the
 * ingestion pipeline's performance, each generated on demand, stored and downloadable as CSV.
 */
export function ReportsPage() {
  return (
    <>
      <PageTitle
        documentTitle="Reports · Admin console"
        subtitle="Generate a report for a period, follow its progress, and download any stored report as CSV."
      >
        Reports
      </PageTitle>
      <Stack>
        <UatReports />
        <BacktestingReports />
        <PipelinePerformanceReports />
      </Stack>
    </>
  );
}
