import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { removeMargin } from './margin';
import { marketOneXTwo, marketOver25, type PhasedQuote, referenceQuote } from './reference-odds';

const odds: PhasedQuote[] = [
  { bookmaker: 'B365', market: '1X2', phase: 'close', line: null, prices: [2.0, 3.4, 4.0] },
  { bookmaker: 'Avg', market: '1X2', phase: 'close', line: null, prices: [2.05, 3.3, 3.9] },
  { bookmaker: 'PS', market: '1X2', phase: 'pre', line: null, prices: [2.1, 3.5, 3.8] },
  { bookmaker: 'Avg', market: 'OU25', phase: 'pre', line: null, prices: [1.9, 1.95] },
];

describe('reference odds', () => {
  it('prefers Pinnacle, then the market average, never another single bookmaker', () => {
    assert.equal(referenceQuote(odds, 'pre', '1X2')?.bookmaker, 'PS');
    assert.equal(referenceQuote(odds, 'close', '1X2')?.bookmaker, 'Avg');
    assert.equal(referenceQuote(odds.slice(0, 1), 'close', '1X2'), null);
  });

  it('de-margins the reference price', () => {
    const p = marketOneXTwo(odds, 'close', 'multiplicative')!;
    const expected = removeMargin([2.05, 3.3, 3.9], 'multiplicative');
    assert.ok(Math.abs(p.home - expected[0]!) < 1e-12 && Math.abs(p.away - expected[2]!) < 1e-12);
    assert.ok(Math.abs(marketOver25(odds, 'pre')! - removeMargin([1.9, 1.95], 'shin')[0]!) < 1e-12);
    assert.equal(marketOver25(odds, 'close'), null);
  });
});
