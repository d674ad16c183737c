import { PageTitle } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { BacktestingReports } from './backtesting-reports';
import { PipelinePerformanceReports } from './pipeline-performance-reports';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Reports (/admin/reports): stored backtests of the model and the daily record of the ingestion pipeline. */
export function ReportsPage() {
  return (
    <>
      <PageTitle
        documentTitle="Reports · Admin console"
        subtitle="Walk-forward backtests against the closing market, and the ingestion pipeline's record."
      >
        Reports
      </PageTitle>
      <Stack>
        <BacktestingReports />
        <PipelinePerformanceReports />
      </Stack>
    </>
  );
}
