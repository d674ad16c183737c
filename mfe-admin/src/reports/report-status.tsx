import type { Report } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import styled from 'styled-components';

const Badge = styled.span<{ $status: Report['status'] }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $status }) =>
    $status === 'completed' ? theme.colors.success : $status === 'failed' ? theme.colors.danger : theme.colors.focus};
  background: ${({ theme, $status }) =>
    $status === 'completed'
      ? theme.colors.successSoft
      : $status === 'failed'
        ? theme.colors.dangerSoft
        : theme.colors.accentSoft};
`;

const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function reportStatusLabel(report: Report): string {
  if (report.status === 'completed') return 'Completed';
  if (report.status === 'failed') return 'Failed';
  return `Running ${formatPercent(report.progress, 0)}`;
}

/** The spec's Status column: Completed, Running with how far it got, or Failed with the reason. */
export function ReportStatus({ report }: { report: Report }) {
  return (
    <span>
      <Badge $status={report.status}>{reportStatusLabel(report)}</Badge>
      {report.status === 'failed' && report.error && <Reason>{report.error}</Reason>}
    </span>
  );
}
