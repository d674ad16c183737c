import { ENGINE_LEAGUES } from '@oddslab/shared/api';
import type { SortDirection } from '@oddslab/shared/contract';
import { addDaysToIsoDate } from '@oddslab/shared/format';
import { Button, SelectField, TextField, theme, useViewportBelow } from '@oddslab/shared/ui';
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
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const QuickRanges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.belowDesktop} { margin-left: 0; }
`;

/** Phones: the filters fold away under one line saying what is applied, so the list starts on the first screen. */
const Disclosure = styled.details`
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > summary {
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    cursor: pointer;
    font-weight: 600;
    display: flex;
    flex-direction: column;
    justify-content: center;
  }
  > summary small { font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
  > summary:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  > form { padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md}; margin-bottom: 0; }
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
  const phone = useViewportBelow(theme.breakpoints.tablet);
  const quickRange = (days: number) => {
    if (!asOf) return;
    onApply({ from: asOf, to: addDaysToIsoDate(asOf, days - 1) });
  };

  const form = (
    <Form onSubmit={submit} aria-label="Filter and sort">
      <Fields>
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
      </Fields>
      <Actions>
        <Button type="submit" disabled={disabled || Boolean(rangeError)}>
          Apply Filter
        </Button>
        <Button variant="secondary" onClick={onReset} disabled={disabled}>
          Reset
        </Button>
        {asOf && (
          <QuickRanges role="group" aria-label="Quick ranges of match days on the engine's clock">
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
      </Actions>
    </Form>
  );
  if (!phone) return form;
  return (
    <Disclosure>
      <summary>
        Filter and sort
        <small>{appliedSummary(search, sortChoices)}</small>
      </summary>
      {form}
    </Disclosure>
  );
}

/** What the list shows now, in a line: 'Premier League · from 2025-05-03 · “forest” · Kick-off, soonest first'. */
function appliedSummary<Sort extends string>(search: ListSearch<Sort>, sortChoices: readonly SortChoice<Sort>[]) {
  const parts = [
    LEAGUE_CHOICES.find((choice) => choice.value === search.league)?.label ?? 'All leagues',
    search.from && search.to
      ? `${search.from} to ${search.to}`
      : search.from
        ? `from ${search.from}`
        : search.to
          ? `to ${search.to}`
          : 'any day',
    search.team && `“${search.team}”`,
    sortChoices.find((choice) => choice.sort === search.sort && choice.direction === search.direction)?.label,
  ];
  return parts.filter(Boolean).join(' · ');
}
