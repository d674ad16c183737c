import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { betFigures, bootstrapRoi, maxDrawdown, type SettledBet, summariseStrategy } from './betting';

function bet(overrides: Partial<SettledBet>): SettledBet {
  return {
    league: 'E0',
    season: '2019-20',
    date: '2019-08-10',
    match: 'm',
    market: '1X2',
    side: 'back',
    bookmaker: 'B365',
    price: 2,
    stake: 1,
    profit: 0,
    clv: null,
    ...overrides,
  };
}

describe('bootstrap interval of the ROI', () => {
  // 400 one-unit bets on separate matches, profits +0.6 and −0.4 alternately: mean 0.1, standard deviation 0.5, so
  // the ROI's standard error is 0.5 / √400 = 0.025 and a 95 % interval is about 0.1 ± 1.96 × 0.025.
  const sample = Array.from({ length: 400 }, (_, i) => bet({ match: `m${i}`, profit: i % 2 === 0 ? 0.6 : -0.4 }));

  it('covers the mean and has about the normal width', () => {
    const interval = bootstrapRoi(sample, { resamples: 4000, seed: 7 })!;
    assert.ok(interval.low < 0.1 && interval.high > 0.1, `${interval.low}..${interval.high} covers 0.1`);
    const width = interval.high - interval.low;
    const expected = 2 * 1.96 * 0.025;
    assert.ok(Math.abs(width - expected) < 0.1 * expected, `width ${width} ≈ ${expected}`);
    // The two tails are about equally far from the mean.
    assert.ok(Math.abs(0.1 - interval.low - (interval.high - 0.1)) < 0.01);
    assert.equal(interval.level, 0.95);
    assert.equal(interval.resamples, 4000);
  });

  it('gives the same interval for the same seed, and a nearby one for another', () => {
    assert.deepEqual(bootstrapRoi(sample, { seed: 3 }), bootstrapRoi(sample, { seed: 3 }));
    const other = bootstrapRoi(sample, { seed: 4 })!;
    const first = bootstrapRoi(sample, { seed: 3 })!;
    assert.notDeepEqual(other, first);
    assert.ok(Math.abs(other.low - first.low) < 0.01 && Math.abs(other.high - first.high) < 0.01);
  });

  it('resamples whole matches: bets that hedge each other within a match add no spread', () => {
    // Each match: +1 on one bet and −1 on the other. Bet by bet the ROI would swing; match by match it is 0.
    const hedged = Array.from({ length: 100 }, (_, i) => [
      bet({ match: `m${i}`, profit: 1 }),
      bet({ match: `m${i}`, profit: -1 }),
    ]).flat();
    assert.deepEqual(bootstrapRoi(hedged, { seed: 1 }), { low: 0, high: 0, level: 0.95, resamples: 2000 });
  });

  it('has no interval without bets or resamples', () => {
    assert.equal(bootstrapRoi([]), null);
    assert.equal(bootstrapRoi(sample, { resamples: 0 }), null);
  });
});

describe('maximum drawdown', () => {
  it('is the largest fall from a running peak (hand-made series)', () => {
    // Running totals 1, 3, 1.5, 0.5, 1, −1, 3: from the peak of 3 down to −1.
    assert.equal(maxDrawdown([1, 2, -1.5, -1, 0.5, -2, 4]), 4);
  });

  it('counts losses from the start, and is zero for a series that only rises', () => {
    assert.equal(maxDrawdown([-1, -1, 0.5]), 2);
    assert.equal(maxDrawdown([0.5, 0, 1]), 0);
    assert.equal(maxDrawdown([]), 0);
  });
});

describe('strategy figures', () => {
  const bets = [
    bet({ match: 'a', date: '2019-08-10', stake: 0.02, profit: 0.02, clv: 0.05 }),
    bet({ match: 'b', date: '2019-08-11', stake: 0.01, profit: -0.01, clv: -0.01, league: 'D1' }),
    bet({ match: 'c', date: '2020-09-12', season: '2020-21', market: 'OU25', stake: 0.03, profit: -0.03 }),
    bet({
      match: 'd',
      date: '2020-09-13',
      season: '2020-21',
      side: 'lay',
      bookmaker: 'BFE',
      stake: 0.04,
      profit: 0.05,
    }),
  ];

  it('adds turnover, profit, ROI, flat ROI, CLV and the closing-line profit', () => {
    const f = betFigures(bets, { resamples: 0 });
    assert.equal(f.bets, 4);
    assert.ok(Math.abs(f.turnover - 0.1) < 1e-12);
    assert.ok(Math.abs(f.profit - 0.03) < 1e-12);
    assert.ok(Math.abs(f.roi - 0.3) < 1e-12);
    // Per unit: +1, −1, −1, +1.25.
    assert.ok(Math.abs(f.flatRoi - 0.0625) < 1e-12);
    // CLV over the two bets that have one; closing-line profit 0.02 × 0.05 − 0.01 × 0.01.
    assert.ok(Math.abs(f.clv - 0.02) < 1e-12);
    assert.equal(f.clvBets, 2);
    assert.ok(Math.abs(f.closingLineProfit - 0.0009) < 1e-12);
    // Running totals 0.02, 0.01, −0.02, 0.03.
    assert.ok(Math.abs(f.maxDrawdown - 0.04) < 1e-12);
    assert.equal(f.roiInterval, null);
  });

  it('splits by market, bookmaker, league and season', () => {
    const s = summariseStrategy(bets, { resamples: 200 });
    assert.deepEqual(Object.keys(s.byMarket), ['1X2', 'OU25']);
    assert.deepEqual(Object.keys(s.byBookmaker), ['B365', 'BFE']);
    assert.deepEqual(Object.keys(s.byLeague), ['D1', 'E0']);
    assert.deepEqual(
      Object.entries(s.bySeason).map(([season, f]) => [season, f.bets]),
      [
        ['2019-20', 2],
        ['2020-21', 2],
      ],
    );
    assert.ok(s.roiInterval && s.roiInterval.low <= s.roi && s.roi <= s.roiInterval.high);
    assert.ok(s.bySeason['2019-20']!.roiInterval !== null && s.byLeague.E0!.roiInterval !== null);
    assert.equal(s.byMarket['1X2']!.roiInterval, null);
  });
});
