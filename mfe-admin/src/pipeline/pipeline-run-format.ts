import type { PipelineRun } from '@oddslab/shared/contract';
import { dataFileName } from '@oddslab/shared/names';

export type PipelineRunStatus = PipelineRun['status'];

const STATUS_LABELS: Record<PipelineRunStatus, string> = {
  running: 'Running',
  succeeded: 'Success',
  partial: 'Partly failed',
  failed: 'Failed',
};

const TRIGGER_LABELS: Record<PipelineRun['trigger'], string> = {
  schedule: 'scheduled',
  admin: 'admin request',
  startup: 'server start',
};

export function pipelineStatusLabel(status: PipelineRunStatus): string {
  return STATUS_LABELS[status];
}

/** e.g. 'Football data ingestion #12 (scheduled)'. */
export function pipelineRunName(run: Pick<PipelineRun, 'id' | 'trigger'>): string {
  return `Football data ingestion #${run.id} (${TRIGGER_LABELS[run.trigger]})`;
}

/** '850 ms', '4.2 s', '3 min 5 s'; 'In progress' while running and 'N/A' when unknown. */
export function formatLatency(run: Pick<PipelineRun, 'status' | 'latencyMs'>): string {
  if (run.latencyMs === null) return run.status === 'running' ? 'In progress' : 'N/A';
  const ms = run.latencyMs;
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

/**
 * The runs come newest first: the DAG counts as failed while its latest run failed or only partly succeeded (files
 * failed or rows were rejected), and as healthy again once a later run succeeds.
 */
export function latestRunProblem(runs: readonly PipelineRun[] | undefined): PipelineRun | null {
  const latest = runs?.[0];
  return latest?.status === 'failed' || latest?.status === 'partial' ? latest : null;
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/**
 * What went wrong in a run, e.g. '3 rows rejected, 1 file failed, La Liga 2014-15: read failed': the counts, then the
 * first error as the log shows it.
 */
export function describeRunProblems(run: Pick<PipelineRun, 'rowsRejected' | 'errors'>): string {
  const failedFiles = run.errors.filter((error) => error.file !== null).length;
  const first = run.errors[0];
  return [
    ...(run.rowsRejected > 0 ? [`${plural(run.rowsRejected, 'row')} rejected`] : []),
    ...(failedFiles > 0 ? [`${plural(failedFiles, 'file')} failed`] : []),
    ...(first ? [first.file ? `${dataFileName(first.file)}: ${first.message}` : first.message] : []),
  ].join(', ');
}
