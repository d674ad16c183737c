import type { TrackRecord } from '@oddslab/shared/contract';

export const ANALYSIS_PERIODS = [
  { id: '1d', label: '1 Day', days: 1 },
  { id: '1w', label: '1 Week', days: 7 },
  { id: '1m', label: '1 Month', days: 30 },
  { id: '12m', label: '12 Months', days: 365 },
] as const;
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number]['id'];

function shiftIsoDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** First day of the period measured back from the as-of date (spec §4: from a reference date, not the clock). */
export function periodStart(asOf: string, period: AnalysisPeriod): string {
  const days = ANALYSIS_PERIODS.find((item) => item.id === period)?.days ?? 365;
  return shiftIsoDate(asOf, -days);
}

/** Track-record months that overlap [start, asOf]; months are 'YYYY-MM'. */
export function monthsInPeriod(
  overTime: TrackRecord['overTime'],
  start: string,
  asOf: string,
): TrackRecord['overTime'] {
  const first = start.slice(0, 7);
  const last = asOf.slice(0, 7);
  return overTime.filter((month) => month.month >= first && month.month <= last);
}
