import type { PipelineRun } from '@oddslab/shared/contract';
import { Button, Card, CardTitle, Chart, EmptyState, SelectField } from '@oddslab/shared/ui';
import { useMemo, useState } from 'react';
import { FilterBar } from '../console/filter-bar';
import { METRICS_PERIODS, type MetricsPeriod, pipelineMetricsSeries } from './pipeline-metrics-series';

export interface PipelineMetricsPanelProps {
  runs: readonly PipelineRun[];
  onRefresh: () => void;
  refreshing: boolean;
}

/** Rows read, inserted and rejected over time, per day, week or month. */
export function PipelineMetricsPanel({ runs, onRefresh, refreshing }: PipelineMetricsPanelProps) {
  const [period, setPeriod] = useState<MetricsPeriod>('monthly');
  const series = useMemo(() => pipelineMetricsSeries(runs, period), [runs, period]);
  const periodLabel = METRICS_PERIODS.find((item) => item.value === period)?.label ?? '';
  const options = useMemo(
    () => ({ labels: series.labels, chart: { id: 'pipeline-metrics' }, markers: { size: 4 } }),
    [series.labels],
  );
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
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </FilterBar>
      {series.labels.length === 0 ? (
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
      )}
    </Card>
  );
}
