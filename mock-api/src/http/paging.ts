import type { PageQuery, SortDirection } from '@oddslab/shared/contract';
import { fieldError } from './errors';

export const DEFAULT_PAGE_SIZE = 10;

/** Fills page defaults and checks `sort` against the columns a resource allows. */
export function resolvePageQuery<Column extends string>(
  query: PageQuery,
  columns: readonly Column[],
  defaults: { sort: Column; direction: SortDirection; size?: number },
): { page: number; size: number; sort: Column; direction: SortDirection } {
  const sort = query.sort ?? defaults.sort;
  if (!columns.includes(sort as Column)) throw fieldError('sort', `must be one of ${columns.join(', ')}`);
  return {
    page: query.page ?? 0,
    size: query.size ?? defaults.size ?? DEFAULT_PAGE_SIZE,
    sort: sort as Column,
    direction: query.direction ?? defaults.direction,
  };
}
