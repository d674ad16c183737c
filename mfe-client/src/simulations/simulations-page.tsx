import { ENGINE_LEAGUES, normalizeApiError, useGetSimulationQuery } from '@oddslab/shared/api';
import type { Simulation } from '@oddslab/shared/contract';
import { formatMatchDay, formatPercent } from '@oddslab/shared/format';
import { useSession } from '@oddslab/shared/session';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  SelectField,
  Table,
  type TableColumn,
} from '@oddslab/shared/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AsOfNote, FeatureGate, isForbidden, UpgradePanel } from '../engine-data/data-page-parts';

/** Seasons simulated per league: the API's default, enough for steady percentages (about 0.5 % either way). */
const SIMULATIONS = 10_000;
const DEFAULT_LEAGUE_CODE = 'E0';
const LEAGUE_CHOICES = ENGINE_LEAGUES.map((league) => ({ value: league.code, label: league.name }));

type TeamOutlook = Simulation['teams'][number] & { position: number };

const COLUMNS: readonly TableColumn<TeamOutlook>[] = [
  { id: 'position', header: 'Pos', label: 'Projected position', align: 'right', cell: (row) => row.position },
  { id: 'team', header: 'Team', cell: (row) => row.team },
  { id: 'points', header: 'Points now', align: 'right', cell: (row) => row.points },
  {
    id: 'expected',
    header: 'Expected points',
    align: 'right',
    sort: 'descending',
    cell: (row) => row.expectedPoints.toFixed(1),
  },
  { id: 'title', header: 'Title', align: 'right', cell: (row) => formatPercent(row.title, 1) },
  { id: 'top4', header: 'Top four', align: 'right', cell: (row) => formatPercent(row.top4, 1) },
  { id: 'relegation', header: 'Relegation', align: 'right', cell: (row) => formatPercent(row.relegation, 1) },
];

const Picker = styled.div`
  max-width: 280px;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The Monte Carlo of the rest of each league's season from the engine's clock: per team its points now, expected
 * points and its chances of the title, a top-four place and relegation (the SIMULATIONS package function).
 */
export function SimulationsPage() {
  const { displayName } = useSession();
  return (
    <>
      <PageTitle
        documentTitle="Season Simulations · Client portal"
        subtitle="Ten thousand simulated finishes of the season, from the model's ratings and the fixtures left."
      >
        Season Simulations for {displayName}
      </PageTitle>
      <FeatureGate feature="SIMULATIONS" name="Season Simulations">
        <AsOfNote />
        <LeagueSimulation />
      </FeatureGate>
    </>
  );
}

function LeagueSimulation() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('league');
  const league = LEAGUE_CHOICES.find((choice) => choice.value === requested)?.value ?? DEFAULT_LEAGUE_CODE;
  const leagueName = LEAGUE_CHOICES.find((choice) => choice.value === league)?.label ?? league;
  const { currentData, error, isFetching, isError, refetch } = useGetSimulationQuery({
    league,
    simulations: SIMULATIONS,
  });
  const chooseLeague = (code: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (code === DEFAULT_LEAGUE_CODE) next.delete('league');
      else next.set('league', code);
      return next;
    });

  if (isForbidden(error)) return <UpgradePanel feature="Season Simulations" />;

  let body: ReactNode;
  if (isFetching && !currentData) body = <LoadingState message={`Simulating the ${leagueName} season...`} />;
  else if (isError) {
    // 409: the engine has no fitted model of this league at its date yet (before the data or between seasons).
    body =
      normalizeApiError(error).status === 409 ? (
        <EmptyState
          message={`No simulation for the ${leagueName} yet: the model has no fit of this league at the engine's date.`}
        />
      ) : (
        <ErrorState message="Failed to simulate the season. Please try again later." onRetry={refetch} />
      );
  } else if (!currentData || currentData.teams.length === 0)
    body = <EmptyState message={`No ${leagueName} season to simulate at the engine's date.`} />;
  else body = <SimulationTable simulation={currentData} />;

  return (
    <>
      <Picker>
        <SelectField
          label="League"
          options={LEAGUE_CHOICES}
          value={league}
          onChange={(event) => chooseLeague(event.target.value)}
        />
      </Picker>
      <div aria-busy={isFetching} aria-live="polite">
        {body}
      </div>
    </>
  );
}

function SimulationTable({ simulation }: { simulation: Simulation }) {
  const rows = simulation.teams.map((team, index) => ({ ...team, position: index + 1 }));
  const remaining =
    simulation.remainingMatches === 0
      ? 'no matches left: the table is final'
      : `${simulation.remainingMatches} ${simulation.remainingMatches === 1 ? 'match' : 'matches'} left`;
  return (
    <>
      <Summary>
        {simulation.leagueName} {simulation.season}: {simulation.simulations.toLocaleString('en-GB')} simulated seasons
        from {formatMatchDay(simulation.asOf)}, {remaining}. Teams in order of expected points.
      </Summary>
      <Table
        caption={`${simulation.leagueName} ${simulation.season} season simulation: title, top four, relegation and expected points per team`}
        captionHidden
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.team}
      />
    </>
  );
}
