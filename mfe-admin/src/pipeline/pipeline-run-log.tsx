import { normalizeApiError, useGetPipelineRunQuery } from '@oddslab/shared/api';
import { formatDateTime } from '@oddslab/shared/format';
import { dataFileName } from '@oddslab/shared/names';
import { EmptyState, ErrorState, LoadingState, Table, type TableColumn } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { formatLatency, pipelineRunName } from './pipeline-run-format';
import { PipelineStatusBadge } from './pipeline-status-badge';

type RejectedRow = { file: string; row: number; reason: string };

const REJECTED_COLUMNS: readonly TableColumn<RejectedRow>[] = [
  { id: 'file', header: 'File', cell: (row) => dataFileName(row.file) },
  { id: 'row', header: 'Row', cell: (row) => row.row, align: 'right' },
  { id: 'reason', header: 'Reason', cell: (row) => row.reason },
];

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  dd { margin: 0; font-weight: 600; }
`;

const Section = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
`;

const ErrorList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
`;

const count = (value: number) => value.toLocaleString('en-US');

/** The log of one run: its figures, the errors it met and the rows it rejected with their reasons. */
export function PipelineRunLog({ runId }: { runId: number }) {
  const { data, error, isLoading, refetch } = useGetPipelineRunQuery(runId);
  if (isLoading) return <LoadingState message="Loading run log..." />;
  if (error || !data) {
    return <ErrorState message={`Failed to load the run log: ${normalizeApiError(error).message}`} onRetry={refetch} />;
  }
  const { run, rejectedRows } = data;
  return (
    <div>
      <p>
        {pipelineRunName(run)} <PipelineStatusBadge status={run.status} />
      </p>
      <Facts>
        <div>
          <dt>Started</dt>
          <dd>{formatDateTime(run.startedAt)}</dd>
        </div>
        <div>
          <dt>Finished</dt>
          <dd>{run.finishedAt ? formatDateTime(run.finishedAt) : 'Still running'}</dd>
        </div>
        <div>
          <dt>Latency</dt>
          <dd>{formatLatency(run)}</dd>
        </div>
        <div>
          <dt>Files</dt>
          <dd>
            {run.filesDone} of {run.filesTotal} ({run.filesSkipped} unchanged)
          </dd>
        </div>
        <div>
          <dt>Rows read</dt>
          <dd>{count(run.rowsRead)}</dd>
        </div>
        <div>
          <dt>Inserted / updated / unchanged</dt>
          <dd>
            {count(run.rowsInserted)} / {count(run.rowsUpdated)} / {count(run.rowsUnchanged)}
          </dd>
        </div>
        <div>
          <dt>Rows rejected</dt>
          <dd>{count(run.rowsRejected)}</dd>
        </div>
        <div>
          <dt>Odds written</dt>
          <dd>{count(run.oddsWritten)}</dd>
        </div>
      </Facts>
      <Section>Errors</Section>
      {run.errors.length === 0 ? (
        <EmptyState message="No errors in this run." />
      ) : (
        <ErrorList>
          {run.errors.map((item, index) => (
            <li key={index}>{item.file ? `${dataFileName(item.file)}: ${item.message}` : item.message}</li>
          ))}
        </ErrorList>
      )}
      <Section>Rejected rows</Section>
      <Table
        caption="Rejected rows"
        captionHidden
        columns={REJECTED_COLUMNS}
        rows={rejectedRows}
        getRowId={(row) => `${row.file}:${row.row}`}
        emptyMessage="No rows were rejected."
      />
    </div>
  );
}
