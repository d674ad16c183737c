import {
  addDaysToIsoDate,
  formatDateTime,
  formatJoinedDate,
  formatMatchDay,
  formatUsDate,
  isIsoDate,
  relativeMatchDay,
  toIsoDate,
} from './dates';

describe('toIsoDate', () => {
  it('gives YYYY-MM-DD of the instant in Asia/Colombo by default', () => {
    expect(toIsoDate(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    expect(toIsoDate(new Date('2026-03-05T10:00:00Z'))).toBe('2026-03-05');
  });
  it('accepts another time zone', () => {
    expect(toIsoDate(new Date('2026-12-31T19:00:00Z'), 'UTC')).toBe('2026-12-31');
  });
});

describe('formatJoinedDate', () => {
  it('formats a createdDate as YYYY-MM-DD', () => {
    expect(formatJoinedDate('2026-01-15T10:00:00.000Z')).toBe('2026-01-15');
  });
  it("shows 'N/A' when missing and 'Invalid Date' when unparsable", () => {
    expect(formatJoinedDate(null)).toBe('N/A');
    expect(formatJoinedDate(undefined)).toBe('N/A');
    expect(formatJoinedDate('')).toBe('N/A');
    expect(formatJoinedDate('not a date')).toBe('Invalid Date');
  });
});

describe('formatUsDate', () => {
  it('shows en-US numeric month/day/year', () => {
    expect(formatUsDate('2026-11-01T08:30:00.000Z', 'UTC')).toBe('11/1/2026');
    expect(formatUsDate('2027-02-28T23:00:00.000Z', 'UTC')).toBe('2/28/2027');
    expect(formatUsDate('2027-02-28T23:00:00.000Z', 'Asia/Colombo')).toBe('3/1/2027');
    expect(formatUsDate(new Date(2026, 10, 5, 12))).toBe('11/5/2026');
  });
  it("shows 'N/A' for a missing or unparsable date", () => {
    expect(formatUsDate(null)).toBe('N/A');
    expect(formatUsDate('soon')).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it("shows 'YYYY-MM-DD h:mm AM/PM' in Asia/Colombo", () => {
    expect(formatDateTime('2026-11-22T03:15:00Z')).toBe('2026-11-22 8:45 AM');
    expect(formatDateTime('2026-11-22T12:05:00Z')).toBe('2026-11-22 5:35 PM');
  });
});

describe('match days on the engine clock', () => {
  it('shows a match day with its weekday and kick-off', () => {
    expect(formatMatchDay('2025-05-03')).toBe('Sat 3 May 2025');
    expect(formatMatchDay('2025-05-03', '15:00')).toBe('Sat 3 May 2025, 15:00');
  });

  it('says how far a match day is from the engine’s as-of date', () => {
    expect(relativeMatchDay('2025-05-03', '2025-05-03')).toBe('Today');
    expect(relativeMatchDay('2025-05-04', '2025-05-03')).toBe('Tomorrow');
    expect(relativeMatchDay('2025-05-10', '2025-05-03')).toBe('In 7 days');
    expect(relativeMatchDay('2025-05-02', '2025-05-03')).toBe('Yesterday');
    expect(relativeMatchDay('2025-04-30', '2025-05-03')).toBe('3 days ago');
    expect(relativeMatchDay('2025-04-30', null)).toBeNull();
  });

  it('counts days across a month end and checks calendar dates', () => {
    expect(addDaysToIsoDate('2025-04-28', 6)).toBe('2025-05-04');
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('03/05/2025')).toBe(false);
  });
});
