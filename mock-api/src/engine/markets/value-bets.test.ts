import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreGrid } from '../model/dixon-coles';
import { oneXTwoFromGrid } from './grid-markets';
import { lineExpectedProfit, lineFairOdds, settleLine } from './line-settlement';
import {
  bestPrices,
  findValueBets,
  kellyStake,
  kellyStakeMultiOutcome,
  type OddsQuote,
  settleRecommendation,
} from './value-bets';

describe('Asian handicap settlement', () => {
  it('settles quarter lines as two half stakes', () => {
    // Home −0.75: a one-goal win is half won (−0.5 wins, −1 pushes); two goals wins fully; a draw loses.
    assert.equal(settleLine(1, -0.75), 'half-win');
    assert.equal(settleLine(2, -0.75), 'win');
    assert.equal(settleLine(0, -0.75), 'loss');
    // Home −0.25: a draw is half lost (0 pushes, −0.5 loses).
    assert.equal(settleLine(0, -0.25), 'half-loss');
    assert.equal(settleLine(1, -0.25), 'win');
    // Away +0.25 on a draw: half won.
    assert.equal(settleLine(0, 0.25), 'half-win');
    // Whole and half lines.
    assert.equal(settleLine(1, -1), 'push');
    assert.equal(settleLine(0, 0), 'push');
    assert.equal(settleLine(0, -0.5), 'loss');
    assert.equal(settleLine(-1, 1.5), 'win');
    assert.equal(settleLine(-1, 1.25), 'half-win');
  });

  it('rejects lines that are not quarter-goal multiples', () => {
    assert.throws(() => settleLine(1, 0.3), RangeError);
  });

  it('pays a recommendation by its outcome', () => {
    const rec = { market: 'AH' as const, line: -0.75, selection: 'home' as const, price: 2.0, stake: 0.02 };
    assert.deepEqual(settleRecommendation(rec, 2, 1), { outcome: 'half-win', returnMultiple: 1.5, profit: 0.01 });
    assert.equal(settleRecommendation(rec, 3, 1).profit, 0.02);
    assert.equal(settleRecommendation(rec, 1, 1).profit, -0.02);
    const away = { ...rec, selection: 'away' as const };
    // Away gets +0.75: a one-goal home win is half lost.
    assert.deepEqual(settleRecommendation(away, 2, 1), { outcome: 'half-loss', returnMultiple: 0.5, profit: -0.01 });
  });

  it('settles 1X2 and over/under (including quarter totals)', () => {
    const base = { line: null, price: 3.0, stake: 1 };
    assert.equal(settleRecommendation({ ...base, market: '1X2', selection: 'draw' }, 1, 1).profit, 2);
    assert.equal(settleRecommendation({ ...base, market: '1X2', selection: 'home' }, 1, 1).profit, -1);
    assert.equal(settleRecommendation({ ...base, market: 'OU25', line: 2.5, selection: 'over' }, 2, 1).outcome, 'win');
    assert.equal(
      settleRecommendation({ ...base, market: 'OU25', line: 2.5, selection: 'under' }, 2, 1).outcome,
      'loss',
    );
    assert.equal(
      settleRecommendation({ ...base, market: 'OU25', line: 2.75, selection: 'over' }, 2, 1).outcome,
      'half-win',
    );
    assert.throws(() => settleRecommendation({ ...base, market: '1X2', selection: 'home' }, -1, 0), RangeError);
  });

  it('prices a quarter line at the odds that make its expected profit zero', () => {
    const p = { win: 0.4, halfWin: 0.2, push: 0, halfLoss: 0.1, loss: 0.3 };
    const fair = lineFairOdds(p);
    // Hand computation: 1 + (0.05 + 0.3) / (0.4 + 0.1) = 1.7
    assert.ok(Math.abs(fair - 1.7) < 1e-12);
    assert.ok(Math.abs(lineExpectedProfit(p, fair)) < 1e-12);
  });
});

describe('Kelly stakes', () => {
  it('uses (p·o − 1)/(o − 1) for a win-or-lose bet', () => {
    assert.ok(Math.abs(kellyStake(0.5, 2.5) - 0.25 / 1.5) < 1e-12);
    assert.equal(kellyStake(0.3, 2.0), 0);
  });

  it('agrees with the closed form when there are only two outcomes', () => {
    const f = kellyStakeMultiOutcome([
      { probability: 0.55, returnMultiple: 2.0 },
      { probability: 0.45, returnMultiple: 0 },
    ]);
    assert.ok(Math.abs(f - 0.1) < 1e-9);
  });

  it('stakes more when a push refunds part of the downside', () => {
    const withPush = kellyStakeMultiOutcome([
      { probability: 0.5, returnMultiple: 2.0 },
      { probability: 0.1, returnMultiple: 1 },
      { probability: 0.4, returnMultiple: 0 },
    ]);
    // Optimum of 0.5·log(1+f) + 0.4·log(1−f): f = (0.5 − 0.4)/(0.5 + 0.4).
    assert.ok(Math.abs(withPush - 0.1 / 0.9) < 1e-9);
  });
});

describe('best prices and value bets', () => {
  const quotes: OddsQuote[] = [
    { bookmaker: 'B365', market: '1X2', line: null, prices: [2.1, 3.4, 3.6] },
    { bookmaker: 'PS', market: '1X2', line: null, prices: [2.05, 3.6, 3.7] },
    { bookmaker: 'Max', market: '1X2', line: null, prices: [2.5, 3.9, 4.0] },
    { bookmaker: 'B365', market: 'OU25', line: null, prices: [1.9, 1.95] },
    { bookmaker: 'PS', market: 'AH', line: -0.25, prices: [1.95, 1.95] },
  ];

  it('picks the best price per outcome across bookmakers, ignoring market aggregates', () => {
    const best = bestPrices(quotes).find((b) => b.market === '1X2')!;
    assert.deepEqual(best.outcomes, [
      { price: 2.1, bookmaker: 'B365' },
      { price: 3.6, bookmaker: 'PS' },
      { price: 3.7, bookmaker: 'PS' },
    ]);
    assert.equal(
      bestPrices(quotes, { includeAggregates: true }).find((b) => b.market === '1X2')!.outcomes[0]!.price,
      2.5,
    );
  });

  it('recommends selections whose edge clears the threshold, with a fractional Kelly stake', () => {
    const grid = scoreGrid(1.9, 0.9, -0.05);
    const probabilities = oneXTwoFromGrid(grid);
    const recs = findValueBets({ probabilities, grid }, quotes, { threshold: 0.02, kellyFraction: 0.5, maxStake: 1 });
    assert.ok(recs.length > 0);
    const home = recs.find((r) => r.market === '1X2' && r.selection === 'home')!;
    assert.equal(home.price, 2.1);
    assert.ok(Math.abs(home.edge - (probabilities.home * 2.1 - 1)) < 1e-12);
    assert.ok(Math.abs(home.stake - 0.5 * kellyStake(probabilities.home, 2.1)) < 1e-12);
    for (const r of recs) assert.ok(r.edge >= 0.02);
    // Sorted by edge, best first.
    for (let i = 1; i < recs.length; i++) assert.ok(recs[i - 1]!.edge >= recs[i]!.edge);
    // Nothing clears an unreachable threshold.
    assert.equal(findValueBets({ probabilities, grid }, quotes, { threshold: 5 }).length, 0);
  });
});
