import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { layEdge, layWinPerLiability, netBackPrice, ticksAbove } from './exchange';
import { jointKelly } from './value-bets';

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-12, `${actual} should be ${expected}`);

describe('the exchange price ladder', () => {
  it('moves one tick in the increment of the price band', () => {
    assert.equal(ticksAbove(1.5), 1.51);
    assert.equal(ticksAbove(2.16), 2.18);
    assert.equal(ticksAbove(3.45), 3.5);
    assert.equal(ticksAbove(5.1), 5.2);
    assert.equal(ticksAbove(13), 13.5);
  });

  it('crosses into the next band at its bound and counts several ticks', () => {
    assert.equal(ticksAbove(1.99), 2);
    assert.equal(ticksAbove(2.98), 3);
    assert.equal(ticksAbove(3.95, 2), 4.1);
    assert.equal(ticksAbove(2.5, 0), 2.5);
  });

  it('takes an off-ladder price to the next price on the ladder', () => {
    // 2.15 is not on the 0.02 ladder between 2 and 3.
    assert.equal(ticksAbove(2.15), 2.16);
  });
});

describe('commission and laying, hand-computed', () => {
  it('pays a winning back its winnings less commission', () => {
    // 3.0 with 2 %: 1 + 2 × 0.98.
    close(netBackPrice(3.0, 0.02), 2.96);
    close(netBackPrice(3.0, 0), 3);
  });

  it("wins the backer's stake less commission per unit of liability", () => {
    // Laying at 3.5: a liability of 1 accepts a backer's stake of 1 / 2.5 = 0.4, kept less 2 %: 0.392.
    close(layWinPerLiability(3.5, 0.02), 0.392);
  });

  it('expects (1 − p)(1 − c)/(L − 1) − p per unit of liability', () => {
    // p = 0.25 at 3.5: 0.75 × 0.392 − 0.25 = 0.044.
    close(layEdge(0.25, 3.5, 0.02), 0.044);
    // At the fair price and no commission a lay is worth nothing.
    close(layEdge(0.25, 4, 0), 0);
    // Commission turns that fair lay into a loss.
    assert.ok(layEdge(0.25, 4, 0.02) < 0);
  });

  it('stakes the Kelly liability (1 − p) − p/b, the edge over b, and nothing without an edge', () => {
    // Lay the draw (p = 0.25) at 3.5, b = 0.392; the market's other outcomes are the lay's win.
    const lay = (p: number) =>
      jointKelly(
        [0.45, p, 0.55 - p],
        [{ profits: [layWinPerLiability(3.5, 0.02), -1, layWinPerLiability(3.5, 0.02)] }],
      )[0]!;
    close(lay(0.25), 0.75 - 0.25 / 0.392);
    close(lay(0.25), layEdge(0.25, 3.5, 0.02) / 0.392);
    assert.equal(lay(0.3), 0);
    const growth = (f: number) => 0.75 * Math.log(1 + f * 0.392) + 0.25 * Math.log(1 - f);
    assert.ok(growth(lay(0.25)) > growth(lay(0.25) - 1e-3) && growth(lay(0.25)) > growth(lay(0.25) + 1e-3));
  });
});
