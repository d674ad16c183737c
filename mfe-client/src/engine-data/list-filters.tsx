import { ENGINE_LEAGUES } from '@oddslab/shared/api';
import type { SortDirection } from '@oddslab/shared/contract';
import { addDaysToIsoDate } from '@oddslab/shared/format';
import { Button, SelectField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ListSearch, ListSearchPatch } from './list-search';

/** One way to order a list, as the sort picker offers it. */
export interface SortChoice<Sort extends string> {
  sort: Sort;
  direction: SortDirection;
  label: string;
}

const ALL_LEAGUES = '';
const LEAGUE_CHOICES = [
  { value: ALL_LEAGUES, label: 'All leagues' },
  ...ENGINE_LEAGUES.map((league) => ({ value: league.code, label: league.name })),
];

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 190px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const QuickRanges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const sortKey = (sort: string, direction: SortDirection) => `${sort}:${direction}`;

export interface ListFiltersProps<Sort extends string> {
  search: ListSearch<Sort>;
  sortChoices: readonly SortChoice<Sort>[];
  /** The engine's as-of date: the quick ranges count days from it, not from the wall clock. */
  asOf: string | null;
  onApply: (patch: ListSearchPatch<Sort>) => void;
  onReset: () => void;
  disabled?: boolean;
  /** A page's own fields (e.g. a status), placed before the buttons. */
  children?: ReactNode;
}

/**
 * League, a range of match days, a club and the order, applied together (the server filters and sorts), with quick
 * ranges counted on the engine's clock. The form starts from what the address says and follows it (Back, a link).
 */
export function ListFilters<Sort extends string>({
  search,
  sortChoices,
  asOf,
  onApply,
  onReset,
  disabled = false,
  children,
}: ListFiltersProps<Sort>) {
  const [league, setLeague] = useState(search.league);
  const [from, setFrom] = useState(search.from);
  const [to, setTo] = useState(search.to);
  const [team, setTeam] = useState(search.team);
  const [order, setOrder] = useState(sortKey(search.sort, search.direction));
  useEffect(() => {
    setLeague(search.league);
    setFrom(search.from);
    setTo(search.to);
    setTeam(search.team);
    setOrder(sortKey(search.sort, search.direction));
  }, [search]);

  const rangeError = from && to && to < from ? 'The last day must be on or after the first.' : null;
  const choice = sortChoices.find((candidate) => sortKey(candidate.sort, candidate.direction) === order);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    const patch = {
      league,
      from,
      to,
      team: team.trim(),
      ...(choice && { sort: choice.sort, direction: choice.direction }),
    };
    // After the submit event: navigating inside it would make React treat the filters as a form action.
    queueMicrotask(() => onApply(patch));
  };
  const quickRange = (days: number) => {
    if (!asOf) return;
    onApply({ from: asOf, to: addDaysToIsoDate(asOf, days - 1) });
  };

  return (
    <>
      <Form onSubmit={submit} aria-label="Filter and sort">
        <SelectField
          label="League"
          options={LEAGUE_CHOICES}
          value={league}
          onChange={(event) => setLeague(event.target.value)}
        />
        <TextField
          label="From"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          error={rangeError}
          onChange={(event) => setTo(event.target.value)}
        />
        <TextField
          label="Team"
          type="search"
          value={team}
          maxLength={60}
          placeholder="e.g. Arsenal"
          autoComplete="off"
          onChange={(event) => setTeam(event.target.value)}
        />
        <SelectField
          label="Sort by"
          options={sortChoices.map((candidate) => ({
            value: sortKey(candidate.sort, candidate.direction),
            label: candidate.label,
          }))}
          value={order}
          onChange={(event) => setOrder(event.target.value)}
        />
        {children}
        <Actions>
          <Button type="submit" disabled={disabled || Boolean(rangeError)}>
            Apply Filter
          </Button>
          <Button type="button" variant="secondary" onClick={onReset} disabled={disabled}>
            Reset
          </Button>
        </Actions>
      </Form>
      {asOf && (
        <QuickRanges role="group" aria-label="Quick date ranges from the engine's date">
          <span>Match days from {asOf}:</span>
          <Button size="sm" variant="secondary" onClick={() => quickRange(1)} disabled={disabled}>
            Today
          </Button>
          <Button size="sm" variant="secondary" onClick={() => quickRange(3)} disabled={disabled}>
            Next 3 days
          </Button>
          <Button size="sm" variant="secondary" onClick={() => quickRange(7)} disabled={disabled}>
            Next 7 days
          </Button>
        </QuickRanges>
      )}
    </>
  );
}
