import type { PipelineRun } from '@oddslab/shared/contract';
import { formatDateTime } from '@oddslab/shared/format';
import { Button } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { describeRunProblems } from './pipeline-run-format';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  strong { color: ${({ theme }) => theme.colors.danger}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export interface PipelineFailedBannerProps {
  /** The latest run when it failed or only partly succeeded; null shows nothing. */
  run: PipelineRun | null;
  /** Opens the run's log (errors and rejected rows) where the page has one. */
  onViewLog?: (runId: number) => void;
}

/** The red 'Pipeline DAG failed' banner, shown while the latest run failed or only partly succeeded. */
export function PipelineFailedBanner({ run, onViewLog }: PipelineFailedBannerProps) {
  if (!run) return null;
  const problems = describeRunProblems(run);
  return (
    <Banner role="alert">
      <div>
        <strong>{run.status === 'partial' ? 'Pipeline DAG partly failed' : 'Pipeline DAG failed'}</strong>
        <p>
          Run #{run.id} started {formatDateTime(run.startedAt)}
          {problems ? `: ${problems}` : ''}
        </p>
      </div>
      {onViewLog && (
        <Button size="sm" variant="secondary" onClick={() => onViewLog(run.id)}>
          View log of run #{run.id}
        </Button>
      )}
    </Banner>
  );
}
