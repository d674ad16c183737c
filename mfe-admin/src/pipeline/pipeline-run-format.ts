import type { PipelineRun } from '@oddslab/shared/contract';

export type PipelineRunStatus = PipelineRun['status'];

const STATUS_LABELS: Record<PipelineRunStatus, string> = {
  running: 'Running',
  succeeded: 'Success',
  partial: 'Partial',
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

/** The runs come newest first: the DAG counts as failed only while its latest run has failed. */
export function latestRunFailed(runs: readonly PipelineRun[] | undefined): PipelineRun | null {
  const latest = runs?.[0];
  return latest?.status === 'failed' ? latest : null;
}
