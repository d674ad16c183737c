import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OneXTwo } from '../markets/grid-markets';
import { createRandom } from '../simulation/prng';
import {
  applyMarketBlend,
  applyTotalsBlend,
  type BlendSample,
  fitMarketBlend,
  fitTotalsBlend,
  MIN_MODEL_WEIGHT,
} from './market-blend';

function normalise(v: [number, number, number]): OneXTwo {
  const s = v[0] + v[1] + v[2];
  return { home: v[0] / s, draw: v[1] / s, away: v[2] / s };
}

describe('market blend', () => {
  it('is the market itself at weights (0, 1, 0) and the model at (1, 0, 0)', () => {
    const model = { home: 0.5, draw: 0.3, away: 0.2 };
    const market = { home: 0.4, draw: 0.3, away: 0.3 };
    const m = applyMarketBlend(model, market, { modelWeight: 0, marketWeight: 1, drawShift: 0, samples: 0 });
    assert.ok(Math.abs(m.home - 0.4) < 1e-12 && Math.abs(m.away - 0.3) < 1e-12);
    const o = applyMarketBlend(model, market, { modelWeight: 1, marketWeight: 0, drawShift: 0, samples: 0 });
    assert.ok(Math.abs(o.home - 0.5) < 1e-12 && Math.abs(o.draw - 0.3) < 1e-12);
  });

  it('learns to trust the source that forecasts the outcomes', () => {
    // Outcomes drawn from the "market"; the "model" is the market plus noise: the fit must favour the market.
    const rng = createRandom(3);
    const samples: BlendSample[] = [];
    for (let i = 0; i < 4000; i++) {
      const truth = normalise([0.2 + rng.next(), 0.35, 0.2 + rng.next()]);
      const noisy = normalise([
        truth.home * (0.6 + 0.8 * rng.next()),
        truth.draw,
        truth.away * (0.6 + 0.8 * rng.next()),
      ]);
      const u = rng.next();
      samples.push({ model: noisy, market: truth, outcome: u < truth.home ? 0 : u < truth.home + truth.draw ? 1 : 2 });
    }
    const blend = fitMarketBlend(samples);
    assert.ok(blend.marketWeight > 0.8, `market weight ${blend.marketWeight}`);
    assert.ok(Math.abs(blend.modelWeight) < 0.15, `model weight ${blend.modelWeight}`);
    // Swapping the roles swaps the weights.
    const swapped = fitMarketBlend(samples.map((s) => ({ model: s.market, market: s.model, outcome: s.outcome })));
    assert.ok(swapped.modelWeight > 0.8);
    // A warm start reaches the same optimum.
    const warm = fitMarketBlend(samples, blend);
    assert.ok(Math.abs(warm.marketWeight - blend.marketWeight) < 1e-6);
  });

  it('stays at the market, with the least weight on the ratings, when there is nothing to learn from', () => {
    const b = fitMarketBlend([]);
    assert.deepEqual([b.modelWeight, b.marketWeight, b.drawShift, b.samples], [MIN_MODEL_WEIGHT, 1, 0, 0]);
  });

  it('never gives the ratings less than the floor, even when the outcomes say they point the wrong way', () => {
    // Outcomes follow the market; the "model" leans against the market's favourite, so the free fit would give it
    // a negative weight. The floored fit holds it at the floor and refits the rest to the best it can do there.
    const rng = createRandom(5);
    const samples: BlendSample[] = [];
    const totals = [];
    for (let i = 0; i < 3000; i++) {
      const truth = normalise([0.2 + rng.next(), 0.35, 0.2 + rng.next()]);
      const contrary = normalise([truth.away, truth.draw, truth.home]);
      const u = rng.next();
      samples.push({
        model: contrary,
        market: truth,
        outcome: u < truth.home ? 0 : u < truth.home + truth.draw ? 1 : 2,
      });
      const over = 0.3 + 0.4 * rng.next();
      totals.push({ model: 1 - over, market: over, over: rng.next() < over });
    }
    const blend = fitMarketBlend(samples);
    assert.equal(blend.modelWeight, MIN_MODEL_WEIGHT);
    assert.ok(blend.marketWeight > 1, `market weight ${blend.marketWeight}`);
    // The constrained optimum: no other market weight or draw shift does better with the ratings at the floor.
    const logLik = (b: typeof blend) =>
      samples.reduce((s, x) => s + Math.log(Object.values(applyMarketBlend(x.model, x.market, b))[x.outcome]!), 0);
    for (const nudge of [-0.01, 0.01]) {
      assert.ok(logLik(blend) >= logLik({ ...blend, marketWeight: blend.marketWeight + nudge }));
      assert.ok(logLik(blend) >= logLik({ ...blend, drawShift: blend.drawShift + nudge }));
    }
    // A warm start from the floor stays there.
    assert.equal(fitMarketBlend(samples, blend, { maxSteps: 2 }).modelWeight, MIN_MODEL_WEIGHT);
    assert.equal(fitTotalsBlend(totals).modelWeight, MIN_MODEL_WEIGHT);
  });

  it('learns an over/under 2.5 blend the same way', () => {
    const rng = createRandom(8);
    const samples = Array.from({ length: 30_000 }, () => {
      const truth = 0.3 + 0.4 * rng.next();
      const noisy = Math.min(0.95, Math.max(0.05, truth + 0.2 * (rng.next() - 0.5)));
      return { model: noisy, market: truth, over: rng.next() < truth };
    });
    const blend = fitTotalsBlend(samples);
    assert.ok(blend.marketWeight > 0.7, `market weight ${blend.marketWeight}`);
    assert.ok(Math.abs(blend.modelWeight) < 0.2, `model weight ${blend.modelWeight}`);
    assert.ok(
      Math.abs(applyTotalsBlend(0.5, 0.6, { modelWeight: 0, marketWeight: 1, shift: 0, samples: 0 }) - 0.6) < 1e-12,
    );
  });
});
