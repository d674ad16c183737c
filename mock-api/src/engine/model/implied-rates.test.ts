import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { oneXTwoFromGrid, overProbability } from '../markets/grid-markets';
import { scoreGrid } from './dixon-coles';
import { closingImpliedRates, impliedRates } from './implied-rates';

describe('market-implied scoring rates', () => {
  it('inverts a 1X2 (and over 2.5) back to the rates that produced it', () => {
    for (const [lambda, mu] of [
      [1.6, 1.1],
      [0.8, 2.2],
      [2.9, 0.5],
    ] as const) {
      const grid = scoreGrid(lambda, mu, -0.05);
      const r = impliedRates(oneXTwoFromGrid(grid), overProbability(grid, 2.5))!;
      assert.ok(Math.abs(r.home - lambda) < 1e-4 && Math.abs(r.away - mu) < 1e-4, `${r.home}, ${r.away}`);
      const only1x2 = impliedRates(oneXTwoFromGrid(grid))!;
      assert.ok(Math.abs(only1x2.home - lambda) < 1e-3 && Math.abs(only1x2.away - mu) < 1e-3);
    }
  });

  it('refuses degenerate prices', () => {
    assert.equal(impliedRates({ home: 0.999, draw: 0.0005, away: 0.0005 }), null);
  });

  it('reads a match from its closing quotes', () => {
    const match = {
      odds: [{ bookmaker: 'PS', market: '1X2' as const, phase: 'close' as const, line: null, prices: [1.8, 3.8, 4.6] }],
    };
    const r = closingImpliedRates(match)!;
    assert.ok(r.home > r.away);
    assert.equal(closingImpliedRates({ odds: [] }), null);
  });
});
