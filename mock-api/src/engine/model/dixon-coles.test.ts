import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  type DixonColesParams,
  dixonColesLogLikelihood,
  type FitData,
  fitDixonColes,
  packParams,
  scoreGrid,
  tau,
  unpackParams,
} from './dixon-coles';

/** Small deterministic fixture: every low score appears, weights vary, market targets on some matches. */
function fixture(withTargets: boolean): FitData {
  const scores = [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
    [2, 1],
    [3, 0],
    [0, 2],
    [2, 2],
    [4, 1],
    [1, 3],
  ];
  const home: number[] = [];
  const away: number[] = [];
  const hg: number[] = [];
  const ag: number[] = [];
  const w: number[] = [];
  let k = 0;
  for (let h = 0; h < 5; h++) {
    for (let a = 0; a < 5; a++) {
      if (h === a) continue;
      home.push(h);
      away.push(a);
      hg.push(scores[k % scores.length]![0]!);
      ag.push(scores[k % scores.length]![1]!);
      w.push(0.3 + ((k * 7) % 10) / 10);
      k++;
    }
  }
  const data: FitData = {
    nTeams: 5,
    home: Int32Array.from(home),
    away: Int32Array.from(away),
    homeGoals: Int32Array.from(hg),
    awayGoals: Int32Array.from(ag),
    weight: Float64Array.from(w),
  };
  if (withTargets) {
    data.homeTarget = Float64Array.from(home, (_, i) => 1 + (i % 3) * 0.4);
    data.awayTarget = Float64Array.from(home, (_, i) => 0.8 + (i % 4) * 0.3);
    data.targetWeight = Float64Array.from(home, (_, i) => (i % 5 === 0 ? 0 : 2));
  }
  return data;
}

const PARAMS: DixonColesParams = {
  attack: Float64Array.from([0.2, -0.1, 0.05, -0.3, 0.15]),
  defence: Float64Array.from([-0.2, 0.1, 0.0, 0.25, -0.15]),
  intercept: 0.1,
  homeAdvantage: 0.27,
  rho: -0.13,
};

describe('Dixon–Coles likelihood', () => {
  it('has an exact gradient (checked against central finite differences, ρ included)', () => {
    for (const withTargets of [false, true]) {
      const data = fixture(withTargets);
      const { gradient } = dixonColesLogLikelihood(PARAMS, data);
      const analytic = packParams(gradient);
      const x = packParams(PARAMS);
      const h = 1e-6;
      for (let i = 0; i < x.length; i++) {
        const up = Float64Array.from(x);
        const down = Float64Array.from(x);
        up[i] = up[i]! + h;
        down[i] = down[i]! - h;
        const fd =
          (dixonColesLogLikelihood(unpackParams(up, 5), data).value -
            dixonColesLogLikelihood(unpackParams(down, 5), data).value) /
          (2 * h);
        assert.ok(
          Math.abs(fd - analytic[i]!) < 1e-6 * Math.max(1, Math.abs(fd)),
          `param ${i}: ${fd} vs ${analytic[i]}`,
        );
      }
    }
  });

  it('applies τ only to the four low scores', () => {
    assert.equal(tau(0, 0, 1.5, 1.2, -0.1), 1 + 1.5 * 1.2 * 0.1);
    assert.equal(tau(0, 1, 1.5, 1.2, -0.1), 1 - 0.15);
    assert.equal(tau(1, 0, 1.5, 1.2, -0.1), 1 - 0.12);
    assert.equal(tau(1, 1, 1.5, 1.2, -0.1), 1.1);
    assert.equal(tau(2, 0, 1.5, 1.2, -0.1), 1);
  });

  it('builds a score grid that sums to 1 with the corrected low scores', () => {
    const grid = scoreGrid(1.3, 1.1, -0.1);
    assert.equal(grid.length, 121);
    assert.ok(Math.abs(grid.reduce((s, v) => s + v, 0) - 1) < 1e-12);
    const poisson = (k: number, l: number) => (Math.exp(-l) * l ** k) / [1, 1, 2, 6][k]!;
    // The τ-corrected 1-0 cell relative to the uncorrected 2-0 cell (normalisation cancels).
    const ratio = grid[1 * 11 + 0]! / grid[2 * 11 + 0]!;
    const expected = (poisson(1, 1.3) * poisson(0, 1.1) * (1 - 1.1 * 0.1)) / (poisson(2, 1.3) * poisson(0, 1.1));
    assert.ok(Math.abs(ratio - expected) < 1e-12);
  });

  it('starts cold when the warm start gives a result zero likelihood', () => {
    const data = fixture(false);
    const cold = fitDixonColes(data);
    // Rates near 3 and ρ = 0.5 make τ(0, 0) = 1 − λμρ negative: the fixture's 0-0 is impossible there.
    const impossible: DixonColesParams = { ...cold.params, intercept: 1.1, homeAdvantage: 0, rho: 0.5 };
    assert.equal(dixonColesLogLikelihood(impossible, data).value, Number.NEGATIVE_INFINITY);
    const warm = fitDixonColes(data, { start: impossible });
    assert.ok(Math.abs(warm.logLikelihood - cold.logLikelihood) < 1e-6);
  });

  it('recovers the true parameters of simulated data', () => {
    // Deterministic pseudo-random Poisson draws from known rates.
    let seed = 12345;
    const uniform = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const poisson = (l: number) => {
      let k = 0;
      let p = Math.exp(-l);
      let c = p;
      const u = uniform();
      while (u > c) {
        k++;
        p *= l / k;
        c += p;
      }
      return k;
    };
    const n = 8;
    const attack = [0.4, 0.2, 0.1, 0, 0, -0.1, -0.2, -0.4];
    const defence = [-0.3, -0.2, 0, 0.1, 0, 0.1, 0.1, 0.2];
    const rows: number[][] = [];
    for (let rep = 0; rep < 30; rep++) {
      for (let h = 0; h < n; h++) {
        for (let a = 0; a < n; a++) {
          if (h === a) continue;
          const lh = Math.exp(0.15 + 0.3 + attack[h]! + defence[a]!);
          const la = Math.exp(0.15 + attack[a]! + defence[h]!);
          rows.push([h, a, poisson(lh), poisson(la)]);
        }
      }
    }
    const fit = fitDixonColes({
      nTeams: n,
      home: Int32Array.from(rows, (r) => r[0]!),
      away: Int32Array.from(rows, (r) => r[1]!),
      homeGoals: Int32Array.from(rows, (r) => r[2]!),
      awayGoals: Int32Array.from(rows, (r) => r[3]!),
      weight: new Float64Array(rows.length).fill(1),
    });
    assert.ok(fit.converged);
    assert.ok(Math.abs(fit.params.homeAdvantage - 0.3) < 0.08, `home ${fit.params.homeAdvantage}`);
    assert.ok(Math.abs(fit.params.attack.reduce((s, v) => s + v, 0)) < 1e-3, 'attack sums to zero');
    assert.ok(fit.params.attack[0]! > fit.params.attack[7]! + 0.5);
    assert.ok(fit.params.defence[0]! < fit.params.defence[7]! - 0.2);
  });
});

const REFERENCE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/data/reference/dixon-coles/synthetic-league.csv',
);

describe('Dixon–Coles reference fit', {
  skip: existsSync(REFERENCE) ? false : `reference data not found at ${REFERENCE}`,
}, () => {
  const load = (xi: number): FitData => {
    const rows = readFileSync(REFERENCE, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    const teams = [...new Set(rows.flatMap((r) => [r[2]!, r[3]!]))].sort();
    const index = new Map(teams.map((t, i) => [t, i]));
    const last = Math.max(...rows.map((r) => Date.parse(r[0]!)));
    return {
      nTeams: teams.length,
      home: Int32Array.from(rows, (r) => index.get(r[2]!)!),
      away: Int32Array.from(rows, (r) => index.get(r[3]!)!),
      homeGoals: Int32Array.from(rows, (r) => Number(r[4])),
      awayGoals: Int32Array.from(rows, (r) => Number(r[5])),
      weight: Float64Array.from(rows, (r) => Math.exp((-xi * (last - Date.parse(r[0]!))) / 86_400_000)),
    };
  };

  it('matches the unweighted maximum-likelihood reference', () => {
    const fit = fitDixonColes(load(0));
    assert.ok(Math.abs(fit.logLikelihood - -3471.844) < 1e-3, `log-likelihood ${fit.logLikelihood}`);
    assert.ok(Math.abs(fit.params.homeAdvantage - 0.26551) < 1e-3, `home ${fit.params.homeAdvantage}`);
    assert.ok(Math.abs(fit.params.rho - -0.09719) < 1e-3, `rho ${fit.params.rho}`);
  });

  it('matches the time-weighted reference (ξ = 0.0018 per day)', () => {
    const fit = fitDixonColes(load(0.0018));
    assert.ok(Math.abs(fit.logLikelihood - -1652.7343) < 1e-3, `log-likelihood ${fit.logLikelihood}`);
    assert.ok(Math.abs(fit.params.homeAdvantage - 0.31968) < 1e-3, `home ${fit.params.homeAdvantage}`);
    assert.ok(Math.abs(fit.params.rho - -0.09955) < 1e-3, `rho ${fit.params.rho}`);
  });

  it('reaches the same optimum from a warm start', () => {
    const data = load(0.0018);
    const cold = fitDixonColes(data);
    const warm = fitDixonColes(data, { start: cold.params });
    assert.ok(Math.abs(warm.logLikelihood - cold.logLikelihood) < 1e-6);
    assert.ok(warm.iterations <= cold.iterations);
  });
});
