import {
  normalizeApiError,
  useGetPipelineRunsQuery,
  useGetPipelineSummaryQuery,
  useGetPredictionsQuery,
  useGetRecommendationsQuery,
} from '@oddslab/shared/api';
import type { ModelDiagnostics, Prediction, RecommendationSummary } from '@oddslab/shared/contract';
import {
  formatBankrollShare,
  formatDateTime,
  formatOpenExposure,
  formatPercent,
  formatSignedPercent,
  formatWinLossRates,
} from '@oddslab/shared/format';
import {
  Button,
  Card,
  CardTitle,
  ErrorState,
  LoadingState,
  PageTitle,
  Table,
  type TableColumn,
} from '@oddslab/shared/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { QueryStates } from '../console/query-states';
import { PipelineFailedBanner } from '../pipeline/pipeline-failed-banner';
import { latestRunProblem } from '../pipeline/pipeline-run-format';
import { BestOddsCell } from '../prediction-review/best-odds-cell';

const RECENT_PREDICTIONS = 5;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StatCard = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  /* Stacked on a phone, each card keeps one height loading and loaded, so the cards below never jump. */
  @media (max-width: 767.98px) { min-height: 300px; }
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  p { margin: 0; }
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
`;

const Stamp = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface StatProps {
  title: string;
  loading: boolean;
  error: unknown;
  value: string;
  detail?: string;
  updatedAt: string | number | null | undefined;
  onRetry: () => void;
}

function Stat({ title, loading, error, value, detail, updatedAt, onRetry }: StatProps) {
  let body: ReactNode;
  if (loading) body = <LoadingState message="Loading..." />;
  else if (error) body = <ErrorState message={normalizeApiError(error).message} onRetry={onRetry} />;
  else {
    body = (
      <>
        <Figure>{value}</Figure>
        {detail && <p>{detail}</p>}
        <Stamp>Last updated: {updatedAt ? formatDateTime(updatedAt) : 'N/A'}</Stamp>
      </>
    );
  }
  return (
    <StatCard aria-label={title}>
      <h2>{title}</h2>
      {body}
    </StatCard>
  );
}

/**
 * What the accuracy figure rests on: the served version's validation scope, then its live track record, so a
 * one-league or one-season figure is never mistaken for the whole model's.
 */
function accuracyDetail(d: ModelDiagnostics): string {
  const validated = d.validationScope ?? 'Not validated yet';
  const live =
    d.liveMatches > 0
      ? `live ${formatPercent(d.liveAccuracy)} over ${d.liveMatches.toLocaleString('en-US')} settled`
      : 'no settled predictions yet';
  return `${validated} · ${live} · model ${d.modelStatus}`;
}

/** The value bets' record beside the bankroll's open exposure and its cap: the clients' dashboard figures. */
function valueBetsDetail(summary: RecommendationSummary): string {
  const { settled, exposure } = summary;
  return (
    `${settled.count.toLocaleString('en-US')} settled, win rate ${formatWinLossRates(settled.hitRate).win}, ` +
    `P/L ${formatBankrollShare(settled.profit, { signed: true })} · ${formatOpenExposure(exposure)}`
  );
}

/** Dashboard (/admin): pipeline health, the model's out-of-sample accuracy, the value bets and the latest predictions. */
export function DashboardPage() {
  const navigate = useNavigate();
  const runs = useGetPipelineRunsQuery();
  const predictions = useGetPredictionsQuery({ page: 0, size: RECENT_PREDICTIONS });
  // The summary comes with any page of the list: one row is asked for.
  const bets = useGetRecommendationsQuery({ status: 'settled', size: 1 });

  // The latest runs say whether the DAG failed; every count and rate is the server's over all of them.
  const pipeline = useGetPipelineSummaryQuery();
  const runTotals = pipeline.data?.total;
  const active = runTotals?.running ?? 0;
  const diagnostics = predictions.data?.diagnostics;

  const columns: readonly TableColumn<Prediction>[] = [
    { id: 'fixture', header: 'Fixture', cell: (p) => `${p.homeTeamName} vs ${p.awayTeamName}` },
    { id: 'prediction', header: 'Prediction', cell: (p) => `${p.recommendation} (${formatPercent(p.confidence)})` },
    { id: 'odds', header: 'Odds', cell: (p) => <BestOddsCell matchId={p.matchId} recommendation={p.recommendation} /> },
    {
      id: 'action',
      header: 'Action',
      cell: (p) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => navigate('/admin/prediction')}
          aria-label={`Review ${p.homeTeamName} vs ${p.awayTeamName}`}
        >
          Review
        </Button>
      ),
    },
  ];

  const recent = (
    <QueryStates
      subject="predictions"
      data={predictions.data}
      error={predictions.error}
      isLoading={predictions.isLoading}
      onRetry={predictions.refetch}
    >
      {({ predictions: rows }) => (
        <Table
          caption="Recent Predictions"
          captionHidden
          columns={columns}
          rows={rows}
          getRowId={(p) => p.matchId}
          emptyMessage="No upcoming predictions."
        />
      )}
    </QueryStates>
  );

  return (
    <>
      <PageTitle
        documentTitle="Dashboard · Admin console"
        subtitle={predictions.data?.asOf ? `Data as of ${predictions.data.asOf}` : null}
      >
        Dashboard
      </PageTitle>
      <PipelineFailedBanner run={latestRunProblem(runs.data)} />
      <Cards>
        <Stat
          title="Pipeline Success Rate"
          loading={pipeline.isLoading}
          error={pipeline.error}
          value={formatPercent(runTotals?.successRate)}
          detail={`${(runTotals?.finished ?? 0).toLocaleString('en-US')} finished runs`}
          updatedAt={runTotals?.lastFinishedAt}
          onRetry={pipeline.refetch}
        />
        <Stat
          title="Prediction Accuracy"
          loading={predictions.isLoading}
          error={predictions.error}
          value={formatPercent(diagnostics?.modelAccuracy)}
          detail={diagnostics ? accuracyDetail(diagnostics) : undefined}
          updatedAt={diagnostics?.timestamp}
          onRetry={predictions.refetch}
        />
        <Stat
          title="Value Bets"
          loading={bets.isLoading}
          error={bets.error}
          value={`ROI ${formatSignedPercent(bets.data?.summary.settled.roi)}`}
          detail={bets.data ? valueBetsDetail(bets.data.summary) : undefined}
          updatedAt={bets.fulfilledTimeStamp}
          onRetry={bets.refetch}
        />
        <Stat
          title="Active Pipelines"
          loading={pipeline.isLoading}
          error={pipeline.error}
          value={String(active)}
          detail={active === 1 ? 'run in progress' : 'runs in progress'}
          updatedAt={pipeline.fulfilledTimeStamp}
          onRetry={pipeline.refetch}
        />
      </Cards>
      <Card aria-labelledby="recent-predictions-title">
        <CardTitle id="recent-predictions-title">Recent Predictions</CardTitle>
        {recent}
      </Card>
    </>
  );
}
