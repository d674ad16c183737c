const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' shifted by whole days (UTC). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in UTC, 'YYYY-MM-DD'. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
