import type { PipelineRun } from '@oddslab/shared/contract';
import styled from 'styled-components';
import { pipelineStatusLabel } from './pipeline-run-format';

type Tone = 'success' | 'danger' | 'info';

// A partial run lost data like a failed one: it is flagged the same way.
const TONES: Record<PipelineRun['status'], Tone> = {
  running: 'info',
  succeeded: 'success',
  partial: 'danger',
  failed: 'danger',
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.focus};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSoft
      : $tone === 'danger'
        ? theme.colors.dangerSoft
        : theme.colors.accentSoft};
`;

export function PipelineStatusBadge({ status }: { status: PipelineRun['status'] }) {
  return <Badge $tone={TONES[status]}>{pipelineStatusLabel(status)}</Badge>;
}
