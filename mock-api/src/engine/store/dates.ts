const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' shifted by whole days (UTC). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in UTC, 'YYYY-MM-DD'. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Kick-off when the data gives no time (files before 2019-20): the traditional Saturday slot. */
const DEFAULT_KICKOFF = '15:00';
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes London is ahead of UTC at an instant (0 in winter, 60 in summer time). */
function londonOffsetMinutes(utcMs: number): number {
  const parts = Object.fromEntries(londonParts.formatToParts(utcMs).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/**
 * The kick-off instant (ISO, UTC, to the minute) of a match on `date` at the data's `time`. football-data.co.uk
 * gives every league's kick-off in UK time, so the offset is London's on that day.
 */
export function kickoffInstant(date: string, time: string | null): string {
  const [hours, minutes] = (time ?? DEFAULT_KICKOFF).split(':').map(Number) as [number, number];
  const naive = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  // The offset at the naive instant equals the offset at the real one except within an hour of a clock change,
  // when no match is played.
  return new Date(naive - londonOffsetMinutes(naive) * 60_000).toISOString();
}

/** An ISO instant shifted by whole minutes. */
export function addMinutes(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}

/** The UTC calendar date of an ISO instant. */
export function dateOf(instant: string): string {
  return instant.slice(0, 10);
}
