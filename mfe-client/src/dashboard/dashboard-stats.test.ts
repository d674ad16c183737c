import type { Recommendation } from '@oddslab/shared/contract';
import { buildRecommendation } from '@oddslab/shared/testing';
import {
  activeRecommendations,
  formatSignedDollars,
  monthsInPeriod,
  periodStart,
  personalStatistics,
  recommendationPerformance,
  settledInPeriod,
  unitProfit,
} from './dashboard-stats';

const rec = (id: number, status: Recommendation['status'], price: number, date = '2025-03-01') =>
  buildRecommendation(id, { matchId: id, homeTeam: 'A', awayTeam: 'B', price, probability: 0.5, status, date });

describe('dashboard statistics', () => {
  it('measures periods back from the as-of date', () => {
    expect(periodStart('2025-04-05', '1d')).toBe('2025-04-04');
    expect(periodStart('2025-04-05', '1w')).toBe('2025-03-29');
    expect(periodStart('2025-04-05', '1m')).toBe('2025-03-06');
    expect(periodStart('2025-04-05', '12m')).toBe('2024-04-05');
  });

  it('keeps the months and bets inside a period', () => {
    const months = ['2024-03', '2024-04', '2025-03', '2025-04'].map((month) => ({
      month,
      predictions: 1,
      rps: 0.2,
      marketRps: 0.2,
      bets: 0,
      roi: null,
      clv: null,
    }));
    expect(monthsInPeriod(months, '2024-04-05', '2025-04-05').map((m) => m.month)).toEqual([
      '2024-04',
      '2025-03',
      '2025-04',
    ]);
    const bets = [rec(1, 'win', 2, '2025-04-04'), rec(2, 'loss', 2, '2025-03-01'), rec(3, 'open', 2, '2025-04-04')];
    expect(settledInPeriod(bets, '2025-03-29', '2025-04-05').map((r) => r.id)).toEqual([1]);
  });

  it('computes win rate with one decimal and loss rate as the remainder, pushes excluded', () => {
    const result = recommendationPerformance([
      rec(1, 'win', 2),
      rec(2, 'loss', 2),
      rec(3, 'loss', 2),
      rec(4, 'push', 2),
    ]);
    expect(result).toEqual({ wins: 1, losses: 2, total: 3, winRate: '33.3%', lossRate: '66.7%' });
    expect(recommendationPerformance([]).winRate).toBe('N/A');
  });

  it('treats settled recommendations as 1-unit bets for net profit', () => {
    expect(unitProfit(rec(1, 'win', 2.5))).toBe(1.5);
    expect(unitProfit(rec(1, 'half-win', 3))).toBe(1);
    expect(unitProfit(rec(1, 'half-loss', 3))).toBe(-0.5);
    expect(unitProfit(rec(1, 'loss', 3))).toBe(-1);
    expect(unitProfit(rec(1, 'push', 3))).toBe(0);
    const stats = personalStatistics([
      rec(1, 'win', 2.5, '2025-03-01'),
      rec(2, 'loss', 2, '2025-03-08'),
      rec(3, 'loss', 2, '2025-03-15'),
      rec(4, 'win', 1.8, '2025-03-22'),
    ]);
    expect(stats.netProfit).toBe('+$0.30');
    expect(stats.period).toEqual({ from: '2025-03-01', to: '2025-03-22' });
    expect(stats.lastBets.map((r) => r.id)).toEqual([4, 3, 2]);
    expect(stats.winRate).toBe('50.0%');
  });

  it('formats signed dollars', () => {
    expect(formatSignedDollars(3.456)).toBe('+$3.46');
    expect(formatSignedDollars(-2)).toBe('-$2.00');
    expect(formatSignedDollars(0.001)).toBe('$0.00');
  });

  it('shows the first five active recommendations and counts the rest', () => {
    expect(activeRecommendations([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(activeRecommendations([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });
});
