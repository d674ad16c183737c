import { ENGINE_LEAGUES } from '@oddslab/shared/api';
import type { SortDirection } from '@oddslab/shared/contract';
import { isIsoDate } from '@oddslab/shared/format';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters, sort and page kept in the address (`?league=E0&from=…&to=…&team=…&sort=edge&dir=desc&page=3`),
 * so a filtered page can be shared, bookmarked and reloaded, and Back returns to the previous filters. Values that
 * do not parse are ignored rather than sent to the server.
 */
export interface ListSearch<Sort extends string> {
  /** League code, or '' for every league. */
  league: string;
  /** YYYY-MM-DD, or '' for no bound. */
  from: string;
  to: string;
  /** Part of a club's name, or ''. */
  team: string;
  sort: Sort;
  direction: SortDirection;
  /** Zero-based page. */
  page: number;
}

export type ListSearchPatch<Sort extends string> = Partial<Omit<ListSearch<Sort>, 'page'>>;

export interface ListSearchState<Sort extends string> {
  search: ListSearch<Sort>;
  /** The address's other parameters (a page's own filters, e.g. a status). */
  params: URLSearchParams;
  /** New filters or sort: back to the first page. `extra` sets (or, with '', clears) a page's own parameters. */
  apply: (patch: ListSearchPatch<Sort>, extra?: Record<string, string>) => void;
  goToPage: (page: number) => void;
  /** Back to the defaults: every parameter leaves the address. */
  reset: () => void;
  /** Whether any filter differs from the defaults (sort and page aside). */
  filtered: boolean;
}

export interface ListSearchOptions<Sort extends string> {
  sorts: readonly Sort[];
  defaultSort: Sort;
  /** The direction each sort runs in unless the address says otherwise. */
  defaultDirection: (sort: Sort) => SortDirection;
  /** Page parameters the reset clears besides the shared ones. */
  extraKeys?: readonly string[];
}

const LEAGUE_CODES: readonly string[] = ENGINE_LEAGUES.map((league) => league.code);
const SHARED_KEYS = ['league', 'from', 'to', 'team', 'sort', 'dir', 'page'] as const;

function readDate(value: string | null): string {
  return value && isIsoDate(value) ? value : '';
}

/** The list state in the address, read leniently and written back in one navigation per change. */
export function useListSearch<Sort extends string>({
  sorts,
  defaultSort,
  defaultDirection,
  extraKeys = [],
}: ListSearchOptions<Sort>): ListSearchState<Sort> {
  const [params, setParams] = useSearchParams();

  const search = useMemo((): ListSearch<Sort> => {
    const league = params.get('league') ?? '';
    const sortParam = params.get('sort');
    const sort = sorts.find((candidate) => candidate === sortParam) ?? defaultSort;
    const dir = params.get('dir');
    const page = Number(params.get('page') ?? '1');
    const from = readDate(params.get('from'));
    const to = readDate(params.get('to'));
    return {
      league: LEAGUE_CODES.includes(league) ? league : '',
      from,
      // A range that ends before it starts is not a range: its end is dropped.
      to: from && to && to < from ? '' : to,
      team: (params.get('team') ?? '').slice(0, 60),
      sort,
      direction: dir === 'asc' ? 'ASC' : dir === 'desc' ? 'DESC' : defaultDirection(sort),
      page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    };
  }, [params, sorts, defaultSort, defaultDirection]);

  const write = useCallback(
    (next: ListSearch<Sort>, extra: Record<string, string>) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string) => (value ? out.set(key, value) : out.delete(key));
        set('league', next.league);
        set('from', next.from);
        set('to', next.to);
        set('team', next.team.trim());
        const defaultOrder = next.sort === defaultSort && next.direction === defaultDirection(next.sort);
        set('sort', defaultOrder ? '' : next.sort);
        set('dir', defaultOrder ? '' : next.direction.toLowerCase());
        set('page', next.page > 0 ? String(next.page + 1) : '');
        for (const [key, value] of Object.entries(extra)) set(key, value);
        return out;
      });
    },
    [setParams, defaultSort, defaultDirection],
  );

  const apply = useCallback(
    (patch: ListSearchPatch<Sort>, extra: Record<string, string> = {}) =>
      write({ ...search, ...patch, page: 0 }, extra),
    [search, write],
  );
  const goToPage = useCallback((page: number) => write({ ...search, page }, {}), [search, write]);
  const reset = useCallback(() => {
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const key of [...SHARED_KEYS, ...extraKeys]) out.delete(key);
      return out;
    });
  }, [setParams, extraKeys]);

  const filtered = Boolean(search.league || search.from || search.to || search.team.trim());
  return { search, params, apply, goToPage, reset, filtered };
}

/** The API's query parameters for the list state (empty filters left out). */
export function listQuery<Sort extends string>(search: ListSearch<Sort>, size: number) {
  return {
    ...(search.league && { league: search.league }),
    ...(search.from && { from: search.from }),
    ...(search.to && { to: search.to }),
    ...(search.team.trim() && { team: search.team.trim() }),
    sort: search.sort,
    direction: search.direction,
    page: search.page,
    size,
  };
}
