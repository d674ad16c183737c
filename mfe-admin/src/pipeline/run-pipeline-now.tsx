import { normalizeApiError, useTriggerPipelineRunMutation } from '@oddslab/shared/api';
import type { PipelineRun } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import { Button, Card, CardTitle, ConfirmDialog, FormError } from '@oddslab/shared/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { describeRunProblems, pipelineStatusLabel } from './pipeline-run-format';
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

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const count = (value: number) => value.toLocaleString('en-US');

function describe(run: PipelineRun, finished: boolean, full: boolean): string {
  const figures = `${run.filesDone} of ${run.filesTotal} files, ${count(run.rowsRead)} rows read, ${count(run.rowsInserted)} inserted, ${count(run.rowsRejected)} rejected`;
  const name = `Run #${run.id}${full ? ' (full re-ingestion)' : ''}`;
  return finished
    ? `${name} finished: ${pipelineStatusLabel(run.status)}. ${figures}.`
    : `${name} is running: ${figures}.`;
}

export interface RunPipelineNowProps {
  /** A run already in progress when the page opened: its progress is followed straight away. */
  activeRun: PipelineRun | null;
}

/**
 * 'Run pipeline now' starts an ingestion run (files whose checkpoint matches are skipped); 'Force full
 * re-ingestion' re-reads every file. Either way the run's live progress is followed until it finishes, and a run
 * that only partly succeeded is reported as a failure.
 */
export function RunPipelineNow({ activeRun }: RunPipelineNowProps) {
  const [trigger, { isLoading }] = useTriggerPipelineRunMutation();
  const [followed, setFollowed] = useState<{ id: number; run: PipelineRun | null; full: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingFull, setConfirmingFull] = useState(false);
  // Kept after the run finishes (when the list no longer shows it running) so its outcome stays on screen.
  useEffect(() => {
    if (activeRun && followed === null) setFollowed({ id: activeRun.id, run: activeRun, full: false });
  }, [activeRun, followed]);
  const progress = usePipelineRunProgress(followed?.id ?? null, followed?.run ?? null);
  const announced = useRef<number | null>(null);

  useEffect(() => {
    const run = progress.run;
    if (progress.phase !== 'finished' || !run || announced.current === run.id) return;
    announced.current = run.id;
    if (run.status === 'failed') notify.error(`Pipeline run #${run.id} failed`);
    else if (run.status === 'partial') {
      notify.error(`Pipeline run #${run.id} partly failed: ${describeRunProblems(run)}`);
    } else notify.success(`Pipeline run #${run.id} finished: ${pipelineStatusLabel(run.status)}`);
  }, [progress.phase, progress.run]);

  const running = progress.phase === 'following';

  const start = async (full: boolean) => {
    setError(null);
    const result = await trigger(full ? { force: true } : {});
    if ('data' in result && result.data) {
      setFollowed({ id: result.data.id, run: result.data, full });
      return;
    }
    const problem = normalizeApiError(result.error);
    const busyRunId =
      problem.status === 409 && problem.details && typeof problem.details === 'object' && 'runId' in problem.details
        ? Number(problem.details.runId)
        : null;
    // Another run is already going: follow it rather than failing.
    if (busyRunId !== null && Number.isInteger(busyRunId)) setFollowed({ id: busyRunId, run: null, full: false });
    setError(problem.message);
  };

  const startFull = async () => {
    await start(true);
    setConfirmingFull(false);
  };

  return (
    <Card aria-labelledby="run-now-title">
      <CardTitle id="run-now-title">Ingestion</CardTitle>
      <Hint>
        A run reads only the data files that changed since the last one; a full re-ingestion reads every file again,
        ignoring the checkpoints.
      </Hint>
      <Row>
        <Button onClick={() => void start(false)} disabled={isLoading || running}>
          {isLoading ? 'Starting...' : running ? 'Pipeline running...' : 'Run pipeline now'}
        </Button>
        <Button variant="secondary" onClick={() => setConfirmingFull(true)} disabled={isLoading || running}>
          Force full re-ingestion
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
            <Status>{describe(progress.run, progress.phase === 'finished', followed?.full ?? false)}</Status>
          </>
        )}
        {!progress.run && running && <Status>Connecting to run #{followed?.id}...</Status>}
        {progress.error && <Status role="alert">{progress.error}</Status>}
      </div>
      <ConfirmDialog
        open={confirmingFull}
        title="Force a full re-ingestion"
        message="Read every data file again, ignoring the checkpoints that let unchanged files be skipped? Every row is checked and rewritten where it differs; the run takes longer than a normal one and its progress shows here."
        confirmLabel="Re-ingest everything"
        busy={isLoading}
        onConfirm={() => void startFull()}
        onCancel={() => setConfirmingFull(false)}
      />
    </Card>
  );
}
