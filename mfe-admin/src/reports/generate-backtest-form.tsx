import { ENGINE_LEAGUES, normalizeApiError, useRunBacktestMutation } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { Button, FormError, SelectField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

const SEASONS_PATTERN = /^\d{4}-\d{2}(\.\.\d{4}-\d{2})?$/;

const LEAGUE_OPTIONS = [
  ...ENGINE_LEAGUES.map((league) => ({ value: league.code, label: league.name })),
  { value: 'ALL', label: 'All leagues' },
];

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  > div { flex: 0 1 260px; }
  > button { margin-top: 25px; }
`;

/** A season like 2019-20 whose second year follows the first. */
function validSeason(season: string): boolean {
  const [start, end] = season.split('-');
  return Number(end) === (Number(start) + 1) % 100;
}

/** Checks the seasons text the way the server reads it; returns the problem or null. */
function seasonsProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return 'Seasons are required, e.g. 2023-24 or 2019-20..2024-25.';
  if (!SEASONS_PATTERN.test(value)) return 'Use a season like 2023-24 or a range like 2019-20..2024-25.';
  const [first, last = first] = value.split('..') as [string, string?];
  if (!validSeason(first) || !validSeason(last)) return 'Each season spans two consecutive years, e.g. 2023-24.';
  if (last < first) return 'The range must run from the earlier season to the later one.';
  return null;
}

/** 'Generate': runs a new walk-forward backtest for a league and seasons; the list shows it when done. */
export function GenerateBacktestForm() {
  const [league, setLeague] = useState('E0');
  const [seasons, setSeasons] = useState('2023-24');
  const [seasonsError, setSeasonsError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [run, { isLoading }] = useRunBacktestMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = seasonsProblem(seasons);
    setSeasonsError(problem);
    if (problem) return;
    const result = await run({ league, seasons: seasons.trim() });
    if ('error' in result && result.error) {
      const failure = normalizeApiError(result.error);
      const fieldProblem = Array.isArray(failure.details)
        ? (failure.details as { field?: string; message?: string }[]).find((item) => item.field === 'seasons')
        : undefined;
      if (fieldProblem?.message) setSeasonsError(`Seasons ${fieldProblem.message}`);
      setError(`Failed to start the backtest: ${failure.message}`);
      return;
    }
    notify.success(`Backtest #${result.data?.id} started`);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Generate backtest">
      <SelectField label="League" value={league} options={LEAGUE_OPTIONS} onChange={(e) => setLeague(e.target.value)} />
      <TextField
        label="Seasons"
        value={seasons}
        hint="A season (2023-24) or a range (2019-20..2024-25)"
        error={seasonsError}
        onChange={(e) => {
          setSeasons(e.target.value);
          setSeasonsError(null);
        }}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Starting...' : 'Generate'}
      </Button>
      <FormError message={error} />
    </Form>
  );
}
