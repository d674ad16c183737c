import type { SortDirection } from '@oddslab/shared/contract';

/** Shared helpers for repositories. */
export const nowIso = (): string => new Date().toISOString();

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean): boolean => value === true || Number(value) === 1;

export interface PageRequest<Column extends string> {
  page: number;
  size: number;
  sort: Column;
  direction: SortDirection;
}

export const totalPagesOf = (totalElements: number, size: number): number => Math.ceil(totalElements / size);
