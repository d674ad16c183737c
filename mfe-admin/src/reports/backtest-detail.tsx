import { normalizeApiError, useGetBacktestQuery } from '@oddslab/shared/api';
import type { Backtest } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { leagueNames } from '@oddslab/shared/names';
import { EmptyState, ErrorState, LoadingState, Table, type TableColumn } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { type CalibrationRow, calibrationRows } from './backtest-calibration';
import { BacktestStrategies, servedReturnText } from './backtest-strategies';

type Summary = NonNullable<Backtest['summary']>;
type MetricRow = { metric: string; model: string; market: string };

const CALIBRATION_COLUMNS: readonly TableColumn<CalibrationRow>[] = [
  {
    id: 'bucket',
    header: 'Forecast range',
    cell: (row) => `${formatPercent(row.from, 0)} - ${formatPercent(row.to, 0)}`,
  },
  { id: 'count', header: 'Forecasts', cell: (row) => row.count.toLocaleString('en-US'), align: 'right' },
  { id: 'mean', header: 'Mean forecast', cell: (row) => formatPercent(row.meanForecast), align: 'right' },
  { id: 'observed', header: 'Observed frequency', cell: (row) => formatPercent(row.observedFrequency), align: 'right' },
];

const METRIC_COLUMNS: readonly TableColumn<MetricRow>[] = [
  { id: 'metric', header: 'Metric', cell: (row) => row.metric },
  { id: 'model', header: 'Model', cell: (row) => row.model, align: 'right' },
  { id: 'market', header: 'Market (closing)', cell: (row) => row.market, align: 'right' },
];

function metricRows(summary: Summary): MetricRow[] {
  const fixed = (value: number) => value.toFixed(4);
  return [
    { metric: 'Ranked probability score', model: fixed(summary.model.rps), market: fixed(summary.market.rps) },
    { metric: 'Brier score', model: fixed(summary.model.brier), market: fixed(summary.market.brier) },
    { metric: 'Log loss', model: fixed(summary.model.logLoss), market: fixed(summary.market.logLoss) },
    {
      metric: 'Accuracy',
      model: formatPercent(summary.model.accuracy),
      market: formatPercent(summary.market.accuracy),
    },
  ];
}

const Facts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
`;

/** One backtest: model against the closing market on the same matches, betting results and calibration. */
export function BacktestDetail({ backtestId }: { backtestId: number }) {
  const { data, error, isLoading, refetch } = useGetBacktestQuery(backtestId);
  if (isLoading) return <LoadingState message="Loading backtest..." />;
  if (error || !data) {
    return (
      <ErrorState message={`Failed to load the backtest: ${normalizeApiError(error).message}`} onRetry={refetch} />
    );
  }
  const { backtest, result } = data;
  const scope = `${leagueNames(backtest.params.leagues)} · ${backtest.params.seasons.join(', ')}`;
  const weights = backtest.params.weights;
  const weightText = `weights ${weights.attackStrength}/${weights.defenseWeakness}/${weights.recentForm}/${weights.homeAdvantage}`;
  if (backtest.status === 'running') return <LoadingState message={`Backtest running: ${scope}...`} />;
  if (backtest.status === 'failed' || !backtest.summary) {
    return <ErrorState message={`Backtest failed: ${backtest.error ?? 'no result was stored'}`} />;
  }
  const summary = backtest.summary;
  return (
    <div>
      <Facts>
        {scope}; {weightText}; {summary.n.toLocaleString('en-US')} matches scored in {summary.seconds.toFixed(1)} s.
      </Facts>
      <Table
        caption="Model vs market"
        columns={METRIC_COLUMNS}
        rows={metricRows(summary)}
        getRowId={(row) => row.metric}
      />
      <Section>Value bets</Section>
      <Facts>
        {summary.bets.toLocaleString('en-US')} recommendations, ROI {formatPercent(summary.roi)}
        {servedReturnText(summary)}, closing-line value {formatPercent(summary.clv)}.
      </Facts>
      <BacktestStrategies summary={summary} />
      <Section>Calibration</Section>
      {calibrationRows(result).length === 0 ? (
        <EmptyState message="This backtest stored no calibration table." />
      ) : (
        <Table
          caption="Calibration by forecast probability"
          captionHidden
          columns={CALIBRATION_COLUMNS}
          rows={calibrationRows(result)}
          getRowId={(row) => row.from}
        />
      )}
    </div>
  );
}
