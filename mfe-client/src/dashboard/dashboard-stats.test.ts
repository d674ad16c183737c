import { monthsInPeriod, periodStart } from './dashboard-stats';

describe('dashboard periods', () => {
  it('measures periods back from the as-of date', () => {
    expect(periodStart('2025-04-05', '1d')).toBe('2025-04-04');
    expect(periodStart('2025-04-05', '1w')).toBe('2025-03-29');
    expect(periodStart('2025-04-05', '1m')).toBe('2025-03-06');
    expect(periodStart('2025-04-05', '12m')).toBe('2024-04-05');
  });

  it('keeps the months inside a period', () => {
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
  });
});
