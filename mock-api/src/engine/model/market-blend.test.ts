import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OneXTwo } from '../markets/grid-markets';
import { createRandom } from '../simulation/prng';
import { applyMarketBlend, applyTotalsBlend, type BlendSample, fitMarketBlend, fitTotalsBlend } from './market-blend';

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

  it('stays at the market when there is nothing to learn from', () => {
    const b = fitMarketBlend([]);
    assert.deepEqual([b.modelWeight, b.marketWeight, b.drawShift, b.samples], [0, 1, 0, 0]);
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
