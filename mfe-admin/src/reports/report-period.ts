import { REPORT_MAX_DAYS } from '@oddslab/shared/report-rules';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' shifted by whole days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in UTC, the calendar the API counts pipeline runs on. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export interface PeriodProblems {
  from: string | null;
  to: string | null;
}

/** Checks a period the way the server does; `latest` is the last day a report may cover. */
export function periodProblems(from: string, to: string, latest: string): PeriodProblems {
  const problems: PeriodProblems = { from: null, to: null };
  if (!from) problems.from = 'Choose the first day of the period.';
  if (!to) problems.to = 'Choose the last day of the period.';
  if (!from || !to) return problems;
  if (to < from) problems.to = 'The last day must be on or after the first day.';
  else if (shiftDate(from, REPORT_MAX_DAYS - 1) < to) problems.to = `A report covers at most ${REPORT_MAX_DAYS} days.`;
  else if (to > latest) problems.to = `The last day can be ${latest} at the latest.`;
  return problems;
}
