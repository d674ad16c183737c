import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isQuarterLine, lineExpectedProfit, lineFairOdds, lineReturn, settleLine } from './line-settlement';

describe('line settlement', () => {
  it('recognises quarter lines', () => {
    assert.equal(isQuarterLine(-0.75), true);
    assert.equal(isQuarterLine(0.25), true);
    assert.equal(isQuarterLine(-0.5), false);
    assert.equal(isQuarterLine(1), false);
  });

  it('settles totals: over 2.25 on two goals is half lost, on three fully won', () => {
    assert.equal(settleLine(2, -2.25), 'half-loss');
    assert.equal(settleLine(3, -2.25), 'win');
    assert.equal(settleLine(-2, 2.25), 'half-win'); // under 2.25 on two goals
  });

  it('returns stake-inclusive money per unit for each outcome', () => {
    assert.equal(lineReturn('win', 1.9), 1.9);
    assert.equal(lineReturn('half-win', 1.9), 1.45);
    assert.equal(lineReturn('push', 1.9), 1);
    assert.equal(lineReturn('half-loss', 1.9), 0.5);
    assert.equal(lineReturn('loss', 1.9), 0);
  });

  it('prices a line from its outcome distribution', () => {
    const p = { win: 0.45, halfWin: 0, push: 0.1, halfLoss: 0, loss: 0.45 };
    // With pushes refunded, a 45/45 split is an even-money bet.
    assert.ok(Math.abs(lineFairOdds(p) - 2) < 1e-12);
    assert.ok(Math.abs(lineExpectedProfit(p, 2.1) - 0.045) < 1e-12);
  });
});
