import { useGetPipelineRunsQuery } from '@oddslab/shared/api';
import type { PipelineRun } from '@oddslab/shared/contract';
import { formatDateTime } from '@oddslab/shared/format';
import { Button, Modal, PageTitle, Table, type TableColumn } from '@oddslab/shared/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { QueryStates } from '../console/query-states';
import { PipelineFailedBanner } from './pipeline-failed-banner';
import { PipelineMetricsPanel } from './pipeline-metrics-panel';
import { formatLatency, latestRunFailed, pipelineRunName } from './pipeline-run-format';
import { PipelineRunLog } from './pipeline-run-log';
import { PipelineStatusBadge } from './pipeline-status-badge';
import { RunPipelineNow } from './run-pipeline-now';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

/** Pipeline Monitoring (/admin/pipeline): ingestion runs, live progress of a run, rows over time. */
export function PipelineMonitoringPage() {
  const { data: runs, error, isLoading, refetch } = useGetPipelineRunsQuery();
  const [logRunId, setLogRunId] = useState<number | null>(null);

  const columns = useMemo<readonly TableColumn<PipelineRun>[]>(
    () => [
      { id: 'name', header: 'Pipeline Name', cell: pipelineRunName },
      { id: 'status', header: 'Status', cell: (run) => <PipelineStatusBadge status={run.status} /> },
      { id: 'lastRun', header: 'Last Run', cell: (run) => formatDateTime(run.startedAt) },
      { id: 'latency', header: 'Latency', cell: formatLatency, align: 'right' },
      {
        id: 'action',
        header: 'Action',
        cell: (run) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setLogRunId(run.id)}
            aria-label={`View Log of run #${run.id}`}
          >
            View Log
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageTitle
        documentTitle="Pipeline Monitoring · Admin console"
        subtitle="Football data ingestion: runs, live progress, errors and rejected rows."
      >
        Pipeline Monitoring
      </PageTitle>
      <QueryStates subject="pipeline runs" data={runs} error={error} isLoading={isLoading} onRetry={refetch}>
        {(loadedRuns) => (
          <Stack>
            <PipelineFailedBanner run={latestRunFailed(loadedRuns)} />
            <RunPipelineNow activeRun={loadedRuns[0]?.status === 'running' ? loadedRuns[0] : null} />
            <section aria-labelledby="active-pipelines-title">
              <SectionTitle id="active-pipelines-title">Active Pipelines</SectionTitle>
              <Table
                caption="Active Pipelines"
                captionHidden
                columns={columns}
                rows={loadedRuns}
                getRowId={(run) => run.id}
                emptyMessage="No pipeline runs yet. Start one with 'Run pipeline now'."
              />
            </section>
            <PipelineMetricsPanel />
          </Stack>
        )}
      </QueryStates>
      <Modal
        open={logRunId !== null}
        title={logRunId !== null ? `Run #${logRunId} log` : ''}
        onClose={() => setLogRunId(null)}
        maxWidth="880px"
      >
        {logRunId !== null && <PipelineRunLog runId={logRunId} />}
      </Modal>
    </>
  );
}
