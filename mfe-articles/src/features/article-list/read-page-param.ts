/** The 1-based page in `?page=`; anything missing or not a positive whole number means page 1. */
export function readPageParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
