import type { PipelineRun } from '@oddslab/shared/contract';
import { formatDateTime } from '@oddslab/shared/format';
import styled from 'styled-components';

const Banner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  strong { color: ${({ theme }) => theme.colors.danger}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The red 'Pipeline DAG failed' banner, shown only while the latest run is a failure. */
export function PipelineFailedBanner({ run }: { run: PipelineRun | null }) {
  if (!run) return null;
  const reason = run.errors[0]?.message;
  return (
    <Banner role="alert">
      <strong>Pipeline DAG failed</strong>
      <p>
        Run #{run.id} started {formatDateTime(run.startedAt)}
        {reason ? `: ${reason}` : ''}
      </p>
    </Banner>
  );
}
