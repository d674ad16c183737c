import { useGetPipelineSummaryQuery } from '@oddslab/shared/api';
import type { PipelineSummary } from '@oddslab/shared/contract';
import { Button, Card, CardTitle, Chart, EmptyState, SelectField } from '@oddslab/shared/ui';
import { useMemo, useState } from 'react';
import { FilterBar } from '../console/filter-bar';
import { QueryStates } from '../console/query-states';
import { METRICS_PERIODS, type MetricsPeriod, pipelineMetricsSeries } from './pipeline-metrics-series';

/** Rows read, inserted and rejected over time, per day, week or month, as the server counts every run. */
export function PipelineMetricsPanel() {
  const { data, error, isLoading, isFetching, refetch } = useGetPipelineSummaryQuery();
  const [period, setPeriod] = useState<MetricsPeriod>('monthly');
  return (
    <Card aria-labelledby="pipeline-metrics-title">
      <CardTitle id="pipeline-metrics-title">Pipeline Metrics</CardTitle>
      <FilterBar>
        <SelectField
          label="Period"
          value={period}
          options={METRICS_PERIODS}
          onChange={(event) => setPeriod(event.target.value as MetricsPeriod)}
        />
        <Button variant="secondary" onClick={refetch} disabled={isFetching}>
          {isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </FilterBar>
      <QueryStates subject="pipeline metrics" data={data} error={error} isLoading={isLoading} onRetry={refetch}>
        {(summary) => <MetricsChart summary={summary} period={period} />}
      </QueryStates>
    </Card>
  );
}

function MetricsChart({ summary, period }: { summary: PipelineSummary; period: MetricsPeriod }) {
  const series = useMemo(() => pipelineMetricsSeries(summary, period), [summary, period]);
  const periodLabel = METRICS_PERIODS.find((item) => item.value === period)?.label ?? '';
  const options = useMemo(
    () => ({ labels: series.labels, chart: { id: 'pipeline-metrics' }, markers: { size: 4 } }),
    [series.labels],
  );
  return series.labels.length === 0 ? (
    <EmptyState message="No pipeline runs yet, so there are no metrics to chart." />
  ) : (
    <Chart
      type="line"
      ariaLabel={`${periodLabel} rows read, inserted and rejected by the ingestion pipeline, ${series.labels[0]} to ${series.labels.at(-1)}`}
      series={[
        { name: 'Rows read', data: series.rowsRead },
        { name: 'Rows inserted', data: series.rowsInserted },
        { name: 'Rows rejected', data: series.rowsRejected },
      ]}
      options={options}
    />
  );
}
