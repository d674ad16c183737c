import { normalizeApiError, useGetBacktestScopeQuery, useRunBacktestMutation } from '@oddslab/shared/api';
import type { BacktestScope } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import { Button, EmptyState, ErrorState, FormError, LoadingState, SelectField } from '@oddslab/shared/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

const ALL_LEAGUES = 'ALL';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  > div { flex: 0 1 200px; }
  > button { margin-top: 25px; }
`;

/** The seasons a league (or every league, for ALL) has played matches in, oldest first. */
export function seasonsWithData(scope: BacktestScope, league: string): string[] {
  const leagues = league === ALL_LEAGUES ? scope.leagues : scope.leagues.filter((item) => item.league === league);
  return [...new Set(leagues.flatMap((item) => item.seasons))].sort();
}

/** The server's message for one field of a refused request, if it named one. */
function fieldProblem(details: unknown, field: string): string | undefined {
  if (!Array.isArray(details)) return undefined;
  return (details as { field?: string; message?: string }[]).find((item) => item.field === field)?.message;
}

/**
 * 'Generate': runs a new walk-forward backtest. Only leagues and seasons with played matches before the engine's
 * clock are offered (the server's scope, which refuses anything else); the list shows the backtest when done.
 */
export function GenerateBacktestForm() {
  const scope = useGetBacktestScopeQuery();
  if (scope.isLoading) return <LoadingState message="Loading the seasons with data..." />;
  if (scope.error || !scope.data) {
    return (
      <ErrorState
        message={`Failed to load the seasons with data: ${normalizeApiError(scope.error).message}`}
        onRetry={scope.refetch}
      />
    );
  }
  if (scope.data.leagues.length === 0) {
    return <EmptyState message="No played matches yet: run the pipeline, then backtests can start." />;
  }
  return <BacktestScopeForm scope={scope.data} />;
}

function BacktestScopeForm({ scope }: { scope: BacktestScope }) {
  const firstLeague = scope.leagues[0]!;
  const [league, setLeague] = useState(firstLeague.league);
  const seasons = seasonsWithData(scope, league);
  const latest = seasons.at(-1) ?? '';
  const [first, setFirst] = useState(latest);
  const [last, setLast] = useState(latest);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [leagueError, setLeagueError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [run, { isLoading }] = useRunBacktestMutation();

  // A season the chosen league has no data for is never kept: the latest one it has is chosen instead.
  const from = seasons.includes(first) ? first : latest;
  const to = seasons.includes(last) ? last : latest;
  const seasonOptions = seasons.map((season) => ({ value: season, label: season }));
  const leagueOptions = [
    ...scope.leagues.map((item) => ({ value: item.league, label: item.leagueName })),
    ...(scope.leagues.length > 1 ? [{ value: ALL_LEAGUES, label: 'All leagues' }] : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setLeagueError(null);
    if (to < from) {
      setRangeError('The last season cannot come before the first.');
      return;
    }
    setRangeError(null);
    const result = await run({ league, seasons: from === to ? from : `${from}..${to}` });
    if ('error' in result && result.error) {
      const failure = normalizeApiError(result.error);
      const seasonsMessage = fieldProblem(failure.details, 'seasons');
      const leagueMessage = fieldProblem(failure.details, 'league');
      if (seasonsMessage) setRangeError(`Seasons ${seasonsMessage}`);
      if (leagueMessage) setLeagueError(`League ${leagueMessage}`);
      setError(`Failed to start the backtest: ${failure.message}`);
      return;
    }
    notify.success(`Backtest #${result.data?.id} started`);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Generate backtest">
      <SelectField
        label="League"
        value={league}
        options={leagueOptions}
        error={leagueError}
        hint="Leagues with played matches"
        onChange={(event) => {
          setLeague(event.target.value);
          setLeagueError(null);
          setRangeError(null);
        }}
      />
      <SelectField
        label="First season"
        value={from}
        options={seasonOptions}
        error={rangeError}
        onChange={(event) => {
          setFirst(event.target.value);
          setRangeError(null);
        }}
      />
      <SelectField
        label="Last season"
        value={to}
        options={seasonOptions}
        hint="Seasons with played matches before the clock"
        onChange={(event) => {
          setLast(event.target.value);
          setRangeError(null);
        }}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Starting...' : 'Generate'}
      </Button>
      <FormError message={error} />
    </Form>
  );
}
