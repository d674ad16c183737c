import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_WEIGHTS, weightErrors, weightMultipliers } from './weights';

describe('algorithm weights', () => {
  it('reproduce the fitted model at the defaults', () => {
    assert.deepEqual(weightMultipliers(DEFAULT_WEIGHTS), { attack: 1, defence: 1, form: 1, home: 1 });
  });

  it('scale each component in proportion, 0 switching it off', () => {
    const m = weightMultipliers({ attackStrength: 35, defenseWeakness: 0, recentForm: 100, homeAdvantage: 55 });
    assert.deepEqual(m, { attack: 0.5, defence: 0, form: 2, home: 1 });
  });

  it('accept only whole numbers from 0 to 100', () => {
    assert.deepEqual(weightErrors(DEFAULT_WEIGHTS), []);
    assert.equal(weightErrors({ ...DEFAULT_WEIGHTS, recentForm: 101 }).length, 1);
    assert.equal(weightErrors({ ...DEFAULT_WEIGHTS, homeAdvantage: 2.5 }).length, 1);
    assert.equal(weightErrors({ attackStrength: '70' }).length, 4);
    assert.throws(() => weightMultipliers({ ...DEFAULT_WEIGHTS, attackStrength: -1 }), RangeError);
  });
});
