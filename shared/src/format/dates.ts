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
