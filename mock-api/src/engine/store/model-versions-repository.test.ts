import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validationScopeText } from './model-versions-repository';

describe('a validation scope in words', () => {
  it('names the seasons, the number of leagues and of matches', () => {
    assert.equal(
      validationScopeText(['2023-24'], ['D1', 'E0', 'E1', 'F1', 'I1', 'SP1'], 2280),
      'Walk-forward 2023-24, 6 leagues, 2,280 matches',
    );
    assert.equal(
      validationScopeText(['2022-23', '2023-24'], ['E0'], 760),
      'Walk-forward 2022-23 … 2023-24, 1 league, 760 matches',
    );
  });
});
