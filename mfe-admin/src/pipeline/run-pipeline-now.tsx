import { normalizeApiError, useTriggerPipelineRunMutation } from '@oddslab/shared/api';
import type { PipelineRun } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import { Button, Card, CardTitle, FormError } from '@oddslab/shared/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { pipelineStatusLabel } from './pipeline-run-format';
import { usePipelineRunProgress } from './use-pipeline-run-progress';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Progress = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const count = (value: number) => value.toLocaleString('en-US');

function describe(run: PipelineRun, finished: boolean): string {
  const figures = `${run.filesDone} of ${run.filesTotal} files, ${count(run.rowsRead)} rows read, ${count(run.rowsInserted)} inserted, ${count(run.rowsRejected)} rejected`;
  return finished
    ? `Run #${run.id} finished: ${pipelineStatusLabel(run.status)}. ${figures}.`
    : `Run #${run.id} is running: ${figures}.`;
}

export interface RunPipelineNowProps {
  /** A run already in progress when the page opened: its progress is followed straight away. */
  activeRun: PipelineRun | null;
}

/** 'Run pipeline now': starts an ingestion run and follows its live progress until it finishes. */
export function RunPipelineNow({ activeRun }: RunPipelineNowProps) {
  const [trigger, { isLoading }] = useTriggerPipelineRunMutation();
  const [followed, setFollowed] = useState<{ id: number; run: PipelineRun | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Kept after the run finishes (when the list no longer shows it running) so its outcome stays on screen.
  useEffect(() => {
    if (activeRun && followed === null) setFollowed({ id: activeRun.id, run: activeRun });
  }, [activeRun, followed]);
  const progress = usePipelineRunProgress(followed?.id ?? null, followed?.run ?? null);
  const announced = useRef<number | null>(null);

  useEffect(() => {
    const run = progress.run;
    if (progress.phase !== 'finished' || !run || announced.current === run.id) return;
    announced.current = run.id;
    if (run.status === 'failed') notify.error(`Pipeline run #${run.id} failed`);
    else notify.success(`Pipeline run #${run.id} finished: ${pipelineStatusLabel(run.status)}`);
  }, [progress.phase, progress.run]);

  const running = progress.phase === 'following';

  const start = async () => {
    setError(null);
    const result = await trigger({});
    if ('data' in result && result.data) {
      setFollowed({ id: result.data.id, run: result.data });
      return;
    }
    const problem = normalizeApiError(result.error);
    const busyRunId =
      problem.status === 409 && problem.details && typeof problem.details === 'object' && 'runId' in problem.details
        ? Number(problem.details.runId)
        : null;
    // Another run is already going: follow it rather than failing.
    if (busyRunId !== null && Number.isInteger(busyRunId)) setFollowed({ id: busyRunId, run: null });
    setError(problem.message);
  };

  return (
    <Card aria-labelledby="run-now-title">
      <CardTitle id="run-now-title">Ingestion</CardTitle>
      <Row>
        <Button onClick={start} disabled={isLoading || running}>
          {isLoading ? 'Starting...' : running ? 'Pipeline running...' : 'Run pipeline now'}
        </Button>
      </Row>
      <FormError message={error} />
      <div aria-live="polite">
        {progress.run && (
          <>
            {running && (
              <Progress
                max={Math.max(progress.run.filesTotal, 1)}
                value={progress.run.filesDone}
                aria-label={`Run #${progress.run.id} progress`}
              />
            )}
            <Status>{describe(progress.run, progress.phase === 'finished')}</Status>
          </>
        )}
        {!progress.run && running && <Status>Connecting to run #{followed?.id}...</Status>}
        {progress.error && <Status role="alert">{progress.error}</Status>}
      </div>
    </Card>
  );
}
