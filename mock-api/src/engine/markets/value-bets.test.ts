import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreGrid } from '../model/dixon-coles';
import { oneXTwoFromGrid } from './grid-markets';
import { lineExpectedProfit, lineFairOdds, settleLine } from './line-settlement';
import { removeMargin } from './margin';
import {
  bestPrices,
  findValueBets,
  kellyStakeMultiOutcome,
  type OddsQuote,
  type PricedOutcome,
  settleRecommendation,
  simultaneousKelly,
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
  it('uses (p·o − 1)/(o − 1) for a single win-or-lose bet', () => {
    assert.ok(Math.abs(simultaneousKelly([{ probability: 0.5, price: 2.5 }])[0]! - 0.25 / 1.5) < 1e-12);
    assert.deepEqual(simultaneousKelly([{ probability: 0.3, price: 2.0 }]), [0]);
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

/** Expected log growth of betting fractions `f` on exclusive outcomes; the rest of the probability loses them all. */
function logGrowth(outcomes: readonly PricedOutcome[], f: readonly number[]): number {
  const staked = f.reduce((sum, x) => sum + x, 0);
  const rest = 1 - outcomes.reduce((sum, o) => sum + o.probability, 0);
  const wins = outcomes.reduce((sum, o, i) => sum + o.probability * Math.log(1 - staked + f[i]! * o.price), 0);
  return wins + (rest > 0 ? rest * Math.log(1 - staked) : 0);
}

describe('simultaneous Kelly on mutually exclusive outcomes', () => {
  // Home 50 % at 2.2, draw 30 % at 3.5, away 20 % at 3.2: expected returns 1.10, 1.05, 0.64.
  const oneXTwo: PricedOutcome[] = [
    { probability: 0.5, price: 2.2 },
    { probability: 0.3, price: 3.5 },
    { probability: 0.2, price: 3.2 },
  ];

  it('backs the outcomes above the reserve rate, each at p − R/o (hand-checked)', () => {
    // Home alone: R = 0.5 / (1 − 1/2.2) = 0.9167 < 1.05, so the draw joins: R = 0.2 / (1 − 1/2.2 − 1/3.5) = 0.77.
    // The away win's 0.64 is below 0.77: not backed. Home 0.5 − 0.77/2.2 = 0.15; draw 0.3 − 0.77/3.5 = 0.08.
    const [home, draw, away] = simultaneousKelly(oneXTwo);
    assert.ok(Math.abs(home! - 0.15) < 1e-12);
    assert.ok(Math.abs(draw! - 0.08) < 1e-12);
    assert.equal(away, 0);
  });

  it('maximises the expected log growth of the bankroll', () => {
    const best = simultaneousKelly(oneXTwo);
    const growth = logGrowth(oneXTwo, best);
    for (let i = 0; i < best.length; i++) {
      for (const step of [-0.01, 0.01]) {
        // A stake cannot go below zero.
        if (best[i]! + step < 0) continue;
        const moved = best.map((f, j) => (j === i ? f + step : f));
        assert.ok(logGrowth(oneXTwo, moved) < growth, `moving outcome ${i} by ${step} grows less`);
      }
    }
  });

  it('stakes more on each outcome than sizing them one by one, since one of them hedges the other', () => {
    const [home, draw] = simultaneousKelly(oneXTwo);
    // Alone: home (1.10 − 1)/1.2 = 0.0833, draw (1.05 − 1)/2.5 = 0.02.
    assert.ok(home! > 0.1 / 1.2 && draw! > 0.05 / 2.5);
  });

  it('never backs both sides of a two-way market that carries a margin', () => {
    // 60 % at 1.9 (return 1.14) and 40 % at 2.0 (return 0.8); 1/1.9 + 1/2.0 > 1.
    const [over, under] = simultaneousKelly([
      { probability: 0.6, price: 1.9 },
      { probability: 0.4, price: 2.0 },
    ]);
    assert.ok(Math.abs(over! - 0.14 / 0.9) < 1e-12);
    assert.equal(under, 0);
  });

  it('backs nothing when no outcome returns more than it costs', () => {
    assert.deepEqual(
      simultaneousKelly([
        { probability: 0.45, price: 2.1 },
        { probability: 0.3, price: 3.2 },
        { probability: 0.25, price: 3.9 },
      ]),
      [0, 0, 0],
    );
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
    const oneXTwo = recs.filter((r) => r.market === '1X2');
    const joint = simultaneousKelly(oneXTwo.map((r) => ({ probability: r.probability, price: r.price })));
    for (const [i, r] of oneXTwo.entries()) assert.ok(Math.abs(r.stake - 0.5 * joint[i]!) < 1e-12);
    // The reason for each bet: the model's probability against the reference book's margin-free one (Pinnacle).
    const pinnacle = removeMargin([2.05, 3.6, 3.7], 'shin');
    assert.ok(Math.abs(home.marketProbability! - pinnacle[0]!) < 1e-12);
    assert.equal(recs.find((r) => r.market === 'OU25')?.marketProbability ?? null, null);
    for (const r of recs) assert.ok(r.edge >= 0.02);
    // Sorted by edge, best first.
    for (let i = 1; i < recs.length; i++) assert.ok(recs[i - 1]!.edge >= recs[i]!.edge);
    // Nothing clears an unreachable threshold.
    assert.equal(findValueBets({ probabilities, grid }, quotes, { threshold: 5 }).length, 0);
  });

  it('sizes the outcomes of one market jointly and caps their total stake (hand-checked)', () => {
    const grid = scoreGrid(1.5, 1.1, -0.05);
    const prediction = { probabilities: { home: 0.5, draw: 0.3, away: 0.2 }, grid };
    const prices: OddsQuote[] = [
      { bookmaker: 'B365', market: '1X2', line: null, prices: [2.2, 3.5, 3.2] },
      { bookmaker: 'PS', market: '1X2', line: null, prices: [2.1, 3.4, 3.1] },
    ];
    const uncapped = findValueBets(prediction, prices, { threshold: 0.04, maxStake: 1 });
    // Quarter Kelly of the joint fractions 0.15 and 0.08 (see simultaneous Kelly above).
    assert.deepEqual(
      uncapped.map((r) => [r.selection, Number(r.stake.toFixed(12))]),
      [
        ['home', 0.0375],
        ['draw', 0.02],
      ],
    );
    // At most 5 % on the market: 0.0575 in all is scaled to 0.05, keeping the ratio between the two bets.
    const capped = findValueBets(prediction, prices, { threshold: 0.04 });
    assert.ok(Math.abs(capped[0]!.stake - (0.0375 * 0.05) / 0.0575) < 1e-12);
    assert.ok(Math.abs(capped[1]!.stake - (0.02 * 0.05) / 0.0575) < 1e-12);
    // Sized on their own the draw would not be worth half of what it is as part of the position.
    assert.ok(uncapped[1]!.stake > 0.25 * (0.05 / 2.5));
  });

  it('keeps one Asian handicap bet per match: the best edge over every line', () => {
    const grid = scoreGrid(2.2, 0.7, -0.05);
    const probabilities = oneXTwoFromGrid(grid);
    const generous: OddsQuote[] = [
      { bookmaker: 'B365', market: 'AH', line: -0.5, prices: [2.2, 1.7] },
      { bookmaker: 'B365', market: 'AH', line: -1, prices: [2.6, 1.5] },
      { bookmaker: 'B365', market: 'AH', line: -1.5, prices: [3.4, 1.3] },
    ];
    const all = generous.map((q) => findValueBets({ probabilities, grid }, [q])[0]!);
    assert.ok(
      all.every((r) => r !== undefined && r.edge >= 0.05),
      'every line alone has value',
    );
    const recs = findValueBets({ probabilities, grid }, generous);
    assert.equal(recs.length, 1);
    const best = all.reduce((a, b) => (b.edge > a.edge ? b : a));
    assert.deepEqual(recs[0], best);
  });
});
