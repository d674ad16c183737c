import type { SortDirection } from '@oddslab/shared/contract';
import type { EngineDb } from '../../engine/store/engine-tables';
import { type FixtureFilter, teamIdsMatching } from '../../engine/store/match-repository';
import { fieldError } from '../errors';
import { leagueParam } from './engine-routes';

/** The query parameters every list of matches shares (league, a range of match days, a club named in part). */
export interface MatchListQueryParams {
  league?: string;
  from?: string;
  to?: string;
  team?: string;
}

/** The list filter a query asks for: the league resolved, the range checked, the clubs a team search names. */
export async function matchListFilter(
  db: EngineDb,
  q: MatchListQueryParams,
): Promise<Required<Pick<FixtureFilter, 'league' | 'from' | 'to' | 'teamIds'>>> {
  const league = leagueParam(q.league);
  if (q.from !== undefined && q.to !== undefined && q.to < q.from) throw fieldError('to', 'must be on or after from');
  return {
    league,
    from: q.from ?? null,
    to: q.to ?? null,
    teamIds: q.team === undefined ? null : await teamIdsMatching(db, q.team),
  };
}

/**
 * The direction a sort runs: the one asked for, else its natural one (dates soonest first; probabilities, prices,
 * edges and stakes largest first).
 */
export function sortDirection(sort: string, direction: SortDirection | undefined): 'asc' | 'desc' {
  if (direction) return direction === 'ASC' ? 'asc' : 'desc';
  return sort === 'date' ? 'asc' : 'desc';
}

/** Page totals of a list: every item the filters match and the pages of `size` they fill. */
export function listTotals(totalElements: number, size: number): { totalElements: number; totalPages: number } {
  return { totalElements, totalPages: Math.ceil(totalElements / size) };
}
