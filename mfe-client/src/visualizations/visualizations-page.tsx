import { DEFAULT_LEAGUE, useGetVisualizationsQuery } from '@oddslab/shared/api';
import type { Visualizations } from '@oddslab/shared/contract';
import { useSession } from '@oddslab/shared/session';
import {
  Card,
  CardTitle,
  Chart,
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  SelectField,
} from '@oddslab/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { AsOfNote, FeatureGate, isForbidden, LEAGUE_OPTIONS, UpgradePanel } from '../engine-data/data-page-parts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const LeaguePicker = styled.div`
  max-width: 280px;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Caption = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const DataDetails = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary { cursor: pointer; color: ${({ theme }) => theme.colors.textMuted}; }
  table { width: 100%; border-collapse: collapse; margin-top: ${({ theme }) => theme.space.sm}; }
  th, td { padding: 4px 8px; text-align: right; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th:first-child, td:first-child { text-align: left; }
`;

/** The numbers behind a chart, for screen readers and anyone who wants them exactly. */
function ChartData({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    <DataDetails>
      <summary>Show the data</summary>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (
                // Columns are fixed per table: the index is the identity.
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DataDetails>
  );
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'Sat 5 Apr' for a YYYY-MM-DD matchday: the chart reads by weekday (spec §2). */
export function matchdayLabel(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : WEEKDAY.format(date).replace(',', '');
}

function ConfidenceChart({ data }: { data: Visualizations }) {
  const points = data.confidenceOverTime;
  if (points.length === 0) return <EmptyState message="No upcoming predictions for this league yet." />;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <>
      <Chart
        type="line"
        height={300}
        ariaLabel={`Prediction confidence over time for ${data.leagueName}, ${points.length} matchdays`}
        series={[{ name: 'Confidence', data: points.map((point) => point.confidence) }]}
        options={{
          xaxis: { categories: points.map((point) => matchdayLabel(point.date)) },
          yaxis: { min: 0, max: 100, tickAmount: 5 },
          stroke: { curve: 'smooth', width: 3 },
          tooltip: { y: { formatter: (value: number) => `${value.toFixed(2)}%` } },
        }}
      />
      <Caption>
        Mean probability of the favoured outcome per matchday, {first.date} to {last.date} ({data.predictions} matches).
      </Caption>
      <ChartData
        caption={`Prediction confidence per matchday, ${data.leagueName}`}
        headers={['Matchday', 'Confidence %', 'Matches']}
        rows={points.map((point) => [point.date, point.confidence.toFixed(2), point.matches])}
      />
    </>
  );
}

function TeamMetricsChart({ data }: { data: Visualizations }) {
  if (data.teams.length === 0) return <EmptyState message="No team ratings for this league yet." />;
  return (
    <>
      <Chart
        type="bar"
        // Team names sit on the category axis: abbreviating would blank them.
        abbreviateAxis={false}
        height={Math.max(300, data.teams.length * 28)}
        ariaLabel={`Attack strength and defense weakness of ${data.teams.length} ${data.leagueName} teams`}
        series={[
          { name: 'Attack Strength', data: data.teams.map((team) => team.attackStrength) },
          { name: 'Defense Weakness', data: data.teams.map((team) => team.defenseWeakness) },
        ]}
        options={{
          plotOptions: { bar: { horizontal: true, barHeight: '70%' } },
          xaxis: { categories: data.teams.map((team) => team.team) },
          dataLabels: { enabled: false },
        }}
      />
      <Caption>League average = 100. Higher attack scores more; higher defense weakness concedes more.</Caption>
      <ChartData
        caption={`Team ratings, ${data.leagueName}`}
        headers={['Team', 'Attack Strength', 'Defense Weakness']}
        rows={data.teams.map((team) => [team.team, team.attackStrength.toFixed(2), team.defenseWeakness.toFixed(2)])}
      />
    </>
  );
}

/** Prediction confidence over time and team ratings from the current model fit (spec §2). */
export function VisualizationsPage() {
  const { displayName } = useSession();
  return (
    <>
      <PageTitle documentTitle="Visualizations · Client portal">Visualizations for {displayName}</PageTitle>
      <FeatureGate feature="VISUALIZATIONS" name="Visualizations">
        <AsOfNote />
        <LeagueCharts />
      </FeatureGate>
    </>
  );
}

function LeagueCharts() {
  const [league, setLeague] = useState(DEFAULT_LEAGUE);
  const { currentData, error, isFetching, isError, refetch } = useGetVisualizationsQuery({ league });
  if (isForbidden(error)) return <UpgradePanel feature="Visualizations" />;
  return (
    <>
      <LeaguePicker>
        <SelectField
          label="League"
          options={LEAGUE_OPTIONS}
          value={league}
          onChange={(event) => setLeague(event.target.value)}
        />
      </LeaguePicker>
      {isFetching && !currentData ? (
        <LoadingState message="Loading visualizations..." />
      ) : isError || !currentData ? (
        <ErrorState message="Failed to load visualizations. Please try again later." onRetry={refetch} />
      ) : (
        <Grid>
          <Card aria-labelledby="confidence-title">
            <CardTitle id="confidence-title">Prediction Confidence Over Time</CardTitle>
            <ConfidenceChart data={currentData} />
          </Card>
          <Card aria-labelledby="team-metrics-title">
            <CardTitle id="team-metrics-title">Team Performance Metrics</CardTitle>
            <TeamMetricsChart data={currentData} />
          </Card>
        </Grid>
      )}
    </>
  );
}
