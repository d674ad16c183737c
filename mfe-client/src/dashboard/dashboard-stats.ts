import type { Recommendation, TrackRecord } from '@oddslab/shared/contract';

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

/** Settled recommendations whose match date falls in [start, asOf). */
export function settledInPeriod(settled: readonly Recommendation[], start: string, asOf: string): Recommendation[] {
  return settled.filter((rec) => rec.status !== 'open' && rec.date >= start && rec.date < asOf);
}

const WINS = new Set<Recommendation['status']>(['win', 'half-win']);
const LOSSES = new Set<Recommendation['status']>(['loss', 'half-loss']);

export interface RecommendationPerformance {
  wins: number;
  losses: number;
  /** Settled bets that won or lost; pushes returned the stake and count in neither. */
  total: number;
  /** Percent with one decimal, e.g. '58.3%'; 'N/A' without settled bets. */
  winRate: string;
  lossRate: string;
}

/** Win rate = wins / total with one decimal; loss rate is the remainder (spec §9). */
export function recommendationPerformance(settled: readonly Recommendation[]): RecommendationPerformance {
  const wins = settled.filter((rec) => WINS.has(rec.status)).length;
  const losses = settled.filter((rec) => LOSSES.has(rec.status)).length;
  const total = wins + losses;
  if (total === 0) return { wins, losses, total, winRate: 'N/A', lossRate: 'N/A' };
  const winRate = Math.round((wins / total) * 1000) / 10;
  return {
    wins,
    losses,
    total,
    winRate: `${winRate.toFixed(1)}%`,
    lossRate: `${(Math.round((100 - winRate) * 10) / 10).toFixed(1)}%`,
  };
}

/** Profit of one settled recommendation taken as a 1-unit (one dollar) bet at its price. */
export function unitProfit(rec: Pick<Recommendation, 'status' | 'price'>): number {
  switch (rec.status) {
    case 'win':
      return rec.price - 1;
    case 'half-win':
      return (rec.price - 1) / 2;
    case 'half-loss':
      return -0.5;
    case 'loss':
      return -1;
    default:
      return 0;
  }
}

/** Net profit in dollars with its sign and 2 decimals: '+$3.45', '-$2.00', '$0.00'. */
export function formatSignedDollars(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  if (rounded === 0) return '$0.00';
  return `${rounded > 0 ? '+' : '-'}$${Math.abs(rounded).toFixed(2)}`;
}

export interface PersonalStatistics extends RecommendationPerformance {
  netProfit: string;
  /** Oldest and newest settled match dates, or null without bets. */
  period: { from: string; to: string } | null;
  /** Newest first, at most 3. */
  lastBets: Recommendation[];
}

/** Personal Statistics (spec §2, §9) over settled recommendations treated as 1-unit bets. */
export function personalStatistics(settled: readonly Recommendation[]): PersonalStatistics {
  const bets = settled.filter((rec) => rec.status !== 'open');
  const newestFirst = [...bets].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  const net = bets.reduce((sum, rec) => sum + unitProfit(rec), 0);
  return {
    ...recommendationPerformance(bets),
    netProfit: formatSignedDollars(net),
    period: newestFirst.length > 0 ? { from: newestFirst[newestFirst.length - 1].date, to: newestFirst[0].date } : null,
    lastBets: newestFirst.slice(0, 3),
  };
}

const ACTIVE_RECOMMENDATIONS_SHOWN = 5;

/** First 5 open recommendations, and how many more there are (spec §2: '+N more recommendations'). */
export function activeRecommendations<T>(open: readonly T[], total = open.length): { shown: T[]; more: number } {
  return {
    shown: open.slice(0, ACTIVE_RECOMMENDATIONS_SHOWN),
    more: Math.max(0, Math.max(total, open.length) - ACTIVE_RECOMMENDATIONS_SHOWN),
  };
}
