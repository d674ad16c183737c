import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRandom } from './prng';

describe('seeded random numbers', () => {
  it('repeats a sequence for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const sa = Array.from({ length: 5 }, () => a.nextUint32());
    assert.deepEqual(
      sa,
      Array.from({ length: 5 }, () => b.nextUint32()),
    );
    assert.notDeepEqual(
      sa,
      Array.from({ length: 5 }, () => c.nextUint32()),
    );
  });

  it('is uniform on [0, 1)', () => {
    const r = createRandom(7);
    let sum = 0;
    let min = 1;
    let max = 0;
    for (let i = 0; i < 100_000; i++) {
      const u = r.next();
      sum += u;
      min = Math.min(min, u);
      max = Math.max(max, u);
    }
    assert.ok(Math.abs(sum / 100_000 - 0.5) < 0.005);
    assert.ok(min >= 0 && max < 1);
  });
});
