import { normalizeApiError, useGetReplaysQuery } from '@oddslab/shared/api';
import type { ReplaySummary } from '@oddslab/shared/contract';
import {
  Card,
  CardTitle,
  ErrorState,
  formatEngineInstant,
  LoadingState,
  Table,
  type TableColumn,
} from '@oddslab/shared/ui';
import type { ReactNode } from 'react';

const percent = (value: number | null, signed = false) =>
  value === null ? 'N/A' : `${signed && value > 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;

const COLUMNS: readonly TableColumn<ReplaySummary>[] = [
  {
    id: 'replay',
    header: 'Replay',
    cell: (replay) => (replay.current ? `${replay.replayId} (running)` : String(replay.replayId)),
  },
  { id: 'started', header: 'Started at', cell: (replay) => formatEngineInstant(replay.startedAt, true) },
  {
    id: 'reached',
    header: 'Reached',
    cell: (replay) => (replay.reachedAt ? formatEngineInstant(replay.reachedAt, true) : 'N/A'),
  },
  {
    id: 'predictions',
    header: 'Settled predictions',
    align: 'right',
    cell: (replay) => `${replay.settledPredictions} of ${replay.predictions}`,
  },
  { id: 'accuracy', header: 'Accuracy', align: 'right', cell: (replay) => percent(replay.accuracy) },
  { id: 'rps', header: 'RPS', align: 'right', hideOnMobile: true, cell: (replay) => replay.rps?.toFixed(4) ?? 'N/A' },
  { id: 'bets', header: 'Settled bets', align: 'right', cell: (replay) => replay.settledBets },
  { id: 'roi', header: 'ROI', align: 'right', cell: (replay) => percent(replay.roi, true) },
  { id: 'alerts', header: 'Alerts', align: 'right', hideOnMobile: true, cell: (replay) => replay.alerts },
  {
    id: 'archived',
    header: 'Archived',
    hideOnMobile: true,
    cell: (replay) => (replay.archivedAt ? new Date(replay.archivedAt).toLocaleString('en-GB') : '-'),
  },
];

/** Every replay this installation has run, each with its own record: earlier ones never mix with the running one. */
export function ReplayHistoryPanel() {
  const { data, error, isLoading, refetch } = useGetReplaysQuery();
  let content: ReactNode;
  if (isLoading) content = <LoadingState message="Loading the replays..." />;
  else if (error || !data) {
    content = (
      <ErrorState message={`Failed to load the replays: ${normalizeApiError(error).message}`} onRetry={refetch} />
    );
  } else {
    content = (
      <Table
        columns={COLUMNS}
        rows={data.replays}
        getRowId={(replay) => replay.replayId}
        caption="Replays, the running one first, with the record each made"
        captionHidden
        emptyMessage="No replay has run yet."
      />
    );
  }
  return (
    <Card aria-labelledby="replay-history-title">
      <CardTitle id="replay-history-title">Replays</CardTitle>
      {content}
    </Card>
  );
}
