/** The product's home time zone: the engine clock's display and the default filter date use it (spec §9). */
export const COLOMBO_TIME_ZONE = 'Asia/Colombo';

function parseDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** YYYY-MM-DD of an instant as seen in a time zone (default Asia/Colombo), e.g. the default date filter. */
export function toIsoDate(date: Date = new Date(), timeZone: string = COLOMBO_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Joined date (spec §2): YYYY-MM-DD (UTC calendar day), 'N/A' when missing, 'Invalid Date' when unparsable. */
export function formatJoinedDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = parseDate(value);
  if (!isValid(date)) return 'Invalid Date';
  return date.toISOString().slice(0, 10);
}

/**
 * Subscription dates (spec §9): en-US numeric month/day/year in the viewer's time zone (or `timeZone`),
 * 'N/A' when missing or unparsable.
 */
export function formatUsDate(value: string | number | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = parseDate(value);
  if (!isValid(date)) return 'N/A';
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).format(date);
}

/** Timestamps such as the diagnostics time (spec §5): 'YYYY-MM-DD h:mm AM/PM'. */
export function formatDateTime(value: string | number | Date, timeZone: string = COLOMBO_TIME_ZONE): string {
  const date = parseDate(value);
  if (!isValid(date)) return 'Invalid Date';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${toIsoDate(date, timeZone)} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

const MATCH_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A match day as pages show it: 'Sat 3 May 2025', with the kick-off when known ('Sat 3 May 2025, 15:00'). */
export function formatMatchDay(isoDate: string, kickoff: string | null = null): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const day = MATCH_DAY.format(date).replace(',', '');
  return kickoff ? `${day}, ${kickoff}` : day;
}

const DAY_MS = 86_400_000;

/**
 * How far a match day is from the engine's clock (its as-of date, not the wall clock: in a replay "today" is the
 * replay's day): 'Today', 'Tomorrow', 'In 3 days', 'Yesterday', '3 days ago'; null when either date is unknown.
 */
export function relativeMatchDay(isoDate: string, asOf: string | null): string | null {
  if (!asOf) return null;
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${asOf}T00:00:00Z`)) / DAY_MS);
  if (!Number.isFinite(days)) return null;
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days > 0 ? `In ${days} days` : `${-days} days ago`;
}

/** The day `days` after a YYYY-MM-DD date (negative: before), as YYYY-MM-DD. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether text is a real YYYY-MM-DD calendar date (2025-02-30 is not). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
