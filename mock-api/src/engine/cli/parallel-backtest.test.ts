import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { balanceLeagues } from './parallel-backtest';

describe('parallel backtest', () => {
  it('balances leagues over worker threads by size', () => {
    const groups = balanceLeagues({ E1: 552, E0: 380, SP1: 380, D1: 306 }, 2);
    assert.equal(groups.length, 2);
    assert.deepEqual(groups.flat().sort(), ['D1', 'E0', 'E1', 'SP1']);
    assert.deepEqual(groups[0], ['E1', 'D1']);
  });
});
