import { useGetPipelineRunPageQuery, useGetPipelineRunsQuery } from '@oddslab/shared/api';
import type { PipelineRun } from '@oddslab/shared/contract';
import { formatDateTime } from '@oddslab/shared/format';
import { Button, Modal, NumberedPagination, PageTitle, Table, type TableColumn } from '@oddslab/shared/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { QueryStates } from '../console/query-states';
import { PipelineFailedBanner } from './pipeline-failed-banner';
import { PipelineMetricsPanel } from './pipeline-metrics-panel';
import { formatLatency, latestRunProblem, pipelineRunName } from './pipeline-run-format';
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

const Showing = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Runs per page of the history. */
const RUNS_PER_PAGE = 10;

/**
 * Pipeline Monitoring (/admin/pipeline): the latest run's state (banner, live progress), every run a page at a time
 * from the server, and rows over time.
 */
export function PipelineMonitoringPage() {
  // The latest runs decide the banner and which run is in progress, whatever page of the history is open.
  const { data: latest, error, isLoading, refetch } = useGetPipelineRunsQuery();
  const [page, setPage] = useState(0);
  const history = useGetPipelineRunPageQuery({ page, size: RUNS_PER_PAGE });
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
      <QueryStates
        subject="pipeline runs"
        data={latest}
        error={error}
        // The page appears once the run history is in too: the history arriving later pushed the panels below it
        // down (a layout shift on phones, where the table is tall).
        isLoading={isLoading || history.isLoading}
        onRetry={() => {
          refetch();
          history.refetch();
        }}
      >
        {(latestRuns) => (
          <Stack>
            <PipelineFailedBanner run={latestRunProblem(latestRuns)} onViewLog={setLogRunId} />
            <RunPipelineNow activeRun={latestRuns[0]?.status === 'running' ? latestRuns[0] : null} />
            <section aria-labelledby="active-pipelines-title" aria-busy={history.isFetching}>
              <SectionTitle id="active-pipelines-title">Active Pipelines</SectionTitle>
              <QueryStates
                subject="the run history"
                data={history.data}
                error={history.error}
                isLoading={history.isLoading}
                onRetry={history.refetch}
              >
                {(result) => (
                  <>
                    {result.totalElements > 0 && (
                      <Showing aria-live="polite">
                        Runs {result.page * result.size + 1}–{result.page * result.size + result.content.length} of{' '}
                        {result.totalElements.toLocaleString('en-US')}, newest first
                      </Showing>
                    )}
                    <Table
                      caption="Active Pipelines"
                      captionHidden
                      columns={columns}
                      rows={result.content}
                      getRowId={(run) => run.id}
                      emptyMessage={
                        result.totalElements > 0
                          ? 'No runs on this page.'
                          : "No pipeline runs yet. Start one with 'Run pipeline now'."
                      }
                    />
                    <NumberedPagination
                      label="Run history pages"
                      page={page + 1}
                      totalPages={result.totalPages}
                      disabled={history.isFetching}
                      onPageChange={(next) => setPage(next - 1)}
                    />
                  </>
                )}
              </QueryStates>
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
