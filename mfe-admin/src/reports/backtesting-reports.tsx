import { useGetBacktestsQuery, useLazyDownloadBacktestCsvQuery } from '@oddslab/shared/api';
import type { Backtest } from '@oddslab/shared/contract';
import { formatDateTime } from '@oddslab/shared/format';
import { leagueNames } from '@oddslab/shared/names';
import { Button, Card, CardTitle, Modal, Table, type TableColumn } from '@oddslab/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { QueryStates } from '../console/query-states';
import { BacktestDetail } from './backtest-detail';
import { DownloadCsvButton } from './download-csv-button';
import { GenerateBacktestForm } from './generate-backtest-form';

/** While a backtest runs the list is polled so its figures appear when the worker finishes. */
const RUNNING_POLL_MS = 3000;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const metric = (backtest: Backtest, pick: (summary: NonNullable<Backtest['summary']>) => number) => {
  if (backtest.summary) return pick(backtest.summary).toFixed(4);
  return backtest.status === 'running' ? 'Running...' : 'Failed';
};

/** 'Backtesting Reports': the stored walk-forward backtests, a form to run a new one and each one's detail. */
export function BacktestingReports() {
  const [polling, setPolling] = useState(false);
  const { data, error, isLoading, refetch } = useGetBacktestsQuery(undefined, {
    pollingInterval: polling ? RUNNING_POLL_MS : 0,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [downloadCsv] = useLazyDownloadBacktestCsvQuery();

  useEffect(() => setPolling(Boolean(data?.some((backtest) => backtest.status === 'running'))), [data]);

  const columns = useMemo<readonly TableColumn<Backtest>[]>(
    () => [
      { id: 'date', header: 'Date', cell: (backtest) => formatDateTime(backtest.createdAt) },
      {
        id: 'scope',
        header: 'Scope',
        cell: (backtest) => `${leagueNames(backtest.params.leagues)} · ${backtest.params.seasons.join(', ')}`,
        hideOnMobile: true,
      },
      {
        id: 'brier',
        header: 'Brier Score',
        cell: (backtest) => metric(backtest, (s) => s.model.brier),
        align: 'right',
      },
      {
        id: 'logLoss',
        header: 'Log Loss',
        cell: (backtest) => metric(backtest, (s) => s.model.logLoss),
        align: 'right',
      },
      { id: 'rps', header: 'RPS', cell: (backtest) => metric(backtest, (s) => s.model.rps), align: 'right' },
      {
        id: 'predictions',
        header: 'Predictions',
        cell: (backtest) => (backtest.summary ? backtest.summary.n.toLocaleString('en-US') : '-'),
        align: 'right',
      },
      {
        id: 'action',
        header: 'Action',
        cell: (backtest) => (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpenId(backtest.id)}
              aria-label={`View backtest #${backtest.id}`}
            >
              View
            </Button>
            {backtest.status === 'succeeded' && (
              <DownloadCsvButton
                subject={`backtest #${backtest.id}`}
                download={() => downloadCsv(backtest.id).unwrap()}
              />
            )}
          </Actions>
        ),
      },
    ],
    [downloadCsv],
  );

  return (
    <Card aria-labelledby="backtesting-reports-title">
      <CardTitle id="backtesting-reports-title">Backtesting Reports</CardTitle>
      <GenerateBacktestForm />
      <QueryStates subject="backtests" data={data} error={error} isLoading={isLoading} onRetry={refetch}>
        {(backtests) => (
          <Table
            caption="Backtesting Reports"
            captionHidden
            columns={columns}
            rows={backtests}
            getRowId={(backtest) => backtest.id}
            emptyMessage="No backtests yet. Generate the first one above."
          />
        )}
      </QueryStates>
      <Modal
        open={openId !== null}
        title={openId !== null ? `Backtest #${openId}` : ''}
        onClose={() => setOpenId(null)}
        maxWidth="880px"
      >
        {openId !== null && <BacktestDetail backtestId={openId} />}
      </Modal>
    </Card>
  );
}
