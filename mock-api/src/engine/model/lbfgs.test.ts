import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minimizeLbfgs } from './lbfgs';

describe('minimizeLbfgs', () => {
  it('finds the minimum of the Rosenbrock function', () => {
    const r = minimizeLbfgs(
      (x, g) => {
        const a = 1 - x[0]!;
        const b = x[1]! - x[0]! * x[0]!;
        g[0] = -2 * a - 400 * x[0]! * b;
        g[1] = 200 * b;
        return a * a + 100 * b * b;
      },
      [-1.2, 1],
    );
    assert.ok(r.converged, r.reason);
    assert.ok(Math.abs(r.x[0]! - 1) < 1e-5 && Math.abs(r.x[1]! - 1) < 1e-5);
  });

  it('solves a badly scaled quadratic exactly', () => {
    const scales = [1, 10, 100, 1000, 1e4];
    const r = minimizeLbfgs(
      (x, g) => {
        let f = 0;
        for (let i = 0; i < x.length; i++) {
          const d = x[i]! - i;
          f += 0.5 * scales[i]! * d * d;
          g[i] = scales[i]! * d;
        }
        return f;
      },
      [5, 5, 5, 5, 5],
      { gradientTolerance: 1e-9 },
    );
    for (const [i, v] of r.x.entries()) assert.ok(Math.abs(v - i) < 1e-6);
  });

  it('steps back from points outside the domain (objective = Infinity)', () => {
    // −log(x) + x has its minimum at 1 and is undefined for x ≤ 0.
    const r = minimizeLbfgs(
      (x, g) => {
        if (x[0]! <= 0) return Number.POSITIVE_INFINITY;
        g[0] = -1 / x[0]! + 1;
        return -Math.log(x[0]!) + x[0]!;
      },
      [0.01],
    );
    assert.ok(Math.abs(r.x[0]! - 1) < 1e-6);
  });

  it('refuses a start where the objective is not finite', () => {
    assert.throws(() => minimizeLbfgs(() => Number.NaN, [0]));
  });
});
