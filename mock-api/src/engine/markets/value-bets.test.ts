import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineExpectedProfit, lineFairOdds, settleLine } from './line-settlement';
import {
  jointKelly,
  kellyStakeMultiOutcome,
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

describe('joint Kelly over backs and lays on one market', () => {
  /** Expected log growth of stakes `f` on positions with per-outcome profits. */
  const growth = (pi: readonly number[], profits: readonly number[][], f: readonly number[]) =>
    pi.reduce((sum, p, s) => sum + p * Math.log(1 + profits.reduce((w, r, k) => w + f[k]! * r[s]!, 0)), 0);
  const back = (index: number, price: number, outcomes: number) =>
    Array.from({ length: outcomes }, (_, s) => (s === index ? price - 1 : -1));
  const lay = (index: number, price: number, commission: number, outcomes: number) =>
    Array.from({ length: outcomes }, (_, s) => (s === index ? -1 : (1 - commission) / (price - 1)));

  it('agrees with simultaneous Kelly when every position is a back', () => {
    const pi = [0.5, 0.3, 0.2];
    const prices = [2.2, 3.5, 3.2];
    const joint = jointKelly(
      pi,
      prices.map((price, i) => ({ profits: back(i, price, 3) })),
    );
    const closed = simultaneousKelly(pi.map((probability, i) => ({ probability, price: prices[i]! })));
    for (let i = 0; i < 3; i++) assert.ok(Math.abs(joint[i]! - closed[i]!) < 1e-9, `outcome ${i}`);
  });

  it('gives a lone lay the closed form (1 − p) − p(L − 1)/(1 − c)', () => {
    // Lay the home win (p = 0.4) at 2.0 with 2 % commission: f = 0.6 − 0.4 × 1 / 0.98.
    const [f] = jointKelly([0.4, 0.35, 0.25], [{ profits: lay(0, 2.0, 0.02, 3) }]);
    assert.ok(Math.abs(f! - (0.6 - 0.4 / 0.98)) < 1e-9);
    // No edge, no stake: p = 0.52 at 2.0 loses money for the layer.
    assert.deepEqual(jointKelly([0.52, 0.48], [{ profits: lay(0, 2.0, 0.02, 2) }]), [0]);
  });

  it('maximises the expected log growth of a back and a lay held together', () => {
    const pi = [0.45, 0.3, 0.25];
    const profits = [back(1, 3.8, 3), lay(0, 2.0, 0.02, 3)];
    const best = jointKelly(
      pi,
      profits.map((r) => ({ profits: r })),
    );
    assert.ok(best.every((f) => f > 0));
    const g = growth(pi, profits, best);
    for (let k = 0; k < best.length; k++) {
      for (const step of [-1e-3, 1e-3]) {
        const moved = best.map((f, j) => (j === k ? f + step : f));
        assert.ok(growth(pi, profits, moved) < g, `moving position ${k} by ${step} grows less`);
      }
    }
  });
});

describe('settling backs at an exchange and lays', () => {
  it('takes the commission off a winning back and nothing off a losing one', () => {
    const bet = { market: '1X2' as const, line: null, selection: 'home' as const, price: 3.0, stake: 0.02 };
    // Won at 3.0 with 2 % commission: 0.02 × 2 × 0.98 = 0.0392.
    const won = settleRecommendation({ ...bet, side: 'back', commission: 0.02 }, 2, 0);
    assert.equal(won.outcome, 'win');
    assert.ok(Math.abs(won.profit - 0.0392) < 1e-12);
    assert.ok(Math.abs(won.returnMultiple - 2.96) < 1e-12);
    assert.equal(settleRecommendation({ ...bet, side: 'back', commission: 0.02 }, 0, 0).profit, -0.02);
  });

  it("pays a lay the backer's stake less commission, or costs it the liability", () => {
    // Lay the draw at 3.5 with 0.05 of liability: the backer's stake is 0.05 / 2.5 = 0.02.
    const lay = {
      market: '1X2' as const,
      line: null,
      selection: 'draw' as const,
      side: 'lay' as const,
      price: 3.5,
      commission: 0.02,
      stake: 0.05,
    };
    const noDraw = settleRecommendation(lay, 2, 1);
    assert.equal(noDraw.outcome, 'win');
    // 0.02 × (1 − 0.02) = 0.0196.
    assert.ok(Math.abs(noDraw.profit - 0.0196) < 1e-12);
    assert.ok(Math.abs(noDraw.returnMultiple - (1 + 0.98 / 2.5)) < 1e-12);
    const draw = settleRecommendation(lay, 1, 1);
    assert.deepEqual(draw, { outcome: 'loss', returnMultiple: 0, profit: -0.05 });
    // Over/under lays settle the same way on the total.
    const layOver = { ...lay, market: 'OU25' as const, line: 2.5, selection: 'over' as const, price: 2.0, stake: 0.01 };
    assert.ok(Math.abs(settleRecommendation(layOver, 1, 1).profit - 0.0098) < 1e-12);
    assert.equal(settleRecommendation(layOver, 2, 1).profit, -0.01);
  });

  it('refuses to lay a line that can push', () => {
    assert.throws(
      () =>
        settleRecommendation(
          { market: 'AH', line: -1, selection: 'home', side: 'lay', price: 2, commission: 0.02, stake: 1 },
          1,
          0,
        ),
      RangeError,
    );
  });
});
