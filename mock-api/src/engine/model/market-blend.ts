/**
 * Logit-space (geometric) pooling of the model's 1X2 with the de-margined pre-match market 1X2:
 *
 *   p_k ∝ exp(a·log model_k + b·log market_k + c·[k = draw])
 *
 * The pre-match price is public before kick-off, so using it is honest; (a, b, c) are learned only from matches
 * already played (walk-forward), by penalised maximum likelihood.
 */
import type { OneXTwo } from '../markets/grid-markets';

export interface MarketBlend {
  modelWeight: number;
  marketWeight: number;
  drawShift: number;
  /** Matches the weights were learned from. */
  samples: number;
  /** The over/under 2.5 blend, when learned. */
  totals?: TotalsBlend;
}

/**
 * The least weight a blend gives the ratings (1X2 and over/under alike). Unconstrained, the walk-forward fit puts a
 * negative weight on the ratings in most leagues (where the pre-match price has moved away from the ratings it
 * tends to keep moving towards the closing price), and then every admin weight acts backwards on the served
 * probabilities: raising home advantage lowered the home-win chance. A positive weight keeps each weight's effect
 * in the direction its name says; its cost in forecast quality is measured in the README.
 */
export const MIN_MODEL_WEIGHT = 0.1;

/**
 * Used for a league no validation has learned a blend for: the pooled maximum-likelihood blend (under the floor
 * above, which it reaches) of the walk-forward forecasts of all six leagues over 2016-17 … 2018-19, seasons before
 * the ones the backtest reports.
 */
export const DEFAULT_MARKET_BLEND: Readonly<MarketBlend> = Object.freeze({
  modelWeight: 0.1,
  marketWeight: 0.971,
  drawShift: 0.023,
  samples: 7132,
});

export interface BlendFitOptions {
  /**
   * Newton steps at most (default 50, i.e. to convergence). Refitting after a matchday from the previous optimum,
   * one or two steps land within about 1e-6 of the new one.
   */
  maxSteps?: number;
}

export interface BlendSample {
  model: OneXTwo;
  market: OneXTwo;
  /** 0 = home win, 1 = draw, 2 = away win. */
  outcome: 0 | 1 | 2;
}

/**
 * Prior centre: the market alone (it is the efficient benchmark until the data show the model adds to it). The
 * model and market log-probabilities are nearly collinear, so the likelihood is flat along their difference and
 * the prior precision must stay small (worth a few matches) or it would decide the split by itself.
 */
const PRIOR = [0, 1, 0] as const;
const PRIOR_MATCHES = 5;
const FLOOR = 1e-6;

function logs(p: OneXTwo): [number, number, number] {
  return [Math.log(Math.max(p.home, FLOOR)), Math.log(Math.max(p.draw, FLOOR)), Math.log(Math.max(p.away, FLOOR))];
}

export function applyMarketBlend(model: OneXTwo, market: OneXTwo, blend: MarketBlend): OneXTwo {
  const lm = logs(model);
  const lq = logs(market);
  const z = [0, 1, 2].map(
    (k) => blend.modelWeight * lm[k]! + blend.marketWeight * lq[k]! + (k === 1 ? blend.drawShift : 0),
  );
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const s = e[0]! + e[1]! + e[2]!;
  return { home: e[0]! / s, draw: e[1]! / s, away: e[2]! / s };
}

/**
 * Penalised maximum likelihood by Newton's method, with the ratings' weight a at least MIN_MODEL_WEIGHT: the
 * multinomial-logit log-likelihood is concave in (a, b, c), its Hessian is cheap for three parameters, and a warm
 * start converges in two or three steps.
 */
export function fitMarketBlend(
  samples: readonly BlendSample[],
  previous?: MarketBlend,
  options: BlendFitOptions = {},
): MarketBlend {
  const n = samples.length;
  // Features per outcome k: (log model_k, log market_k, [k = draw]).
  const lm = new Float64Array(3 * n);
  const lq = new Float64Array(3 * n);
  const y = new Int8Array(n);
  samples.forEach((s, i) => {
    lm.set(logs(s.model), 3 * i);
    lq.set(logs(s.market), 3 * i);
    y[i] = s.outcome;
  });
  const start = previous ? [previous.modelWeight, previous.marketWeight, previous.drawShift] : [...PRIOR];
  const objective = (theta: readonly number[]): number => {
    let f = 0;
    for (let j = 0; j < 3; j++) f += 0.5 * PRIOR_MATCHES * (theta[j]! - PRIOR[j]!) ** 2;
    for (let i = 0; i < n; i++) {
      const z0 = theta[0]! * lm[3 * i]! + theta[1]! * lq[3 * i]!;
      const z1 = theta[0]! * lm[3 * i + 1]! + theta[1]! * lq[3 * i + 1]! + theta[2]!;
      const z2 = theta[0]! * lm[3 * i + 2]! + theta[1]! * lq[3 * i + 2]!;
      const top = Math.max(z0, z1, z2);
      const lse = top + Math.log(Math.exp(z0 - top) + Math.exp(z1 - top) + Math.exp(z2 - top));
      f += lse - (y[i] === 0 ? z0 : y[i] === 1 ? z1 : z2);
    }
    return f;
  };
  const derivatives = (x: readonly number[]): { g: number[]; h: number[] } => {
    const g = [0, 0, 0];
    const h = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (let j = 0; j < 3; j++) {
      g[j] = PRIOR_MATCHES * (x[j]! - PRIOR[j]!);
      h[4 * j] = PRIOR_MATCHES;
    }
    for (let i = 0; i < n; i++) {
      const m0 = lm[3 * i]!;
      const m1 = lm[3 * i + 1]!;
      const m2 = lm[3 * i + 2]!;
      const q0 = lq[3 * i]!;
      const q1 = lq[3 * i + 1]!;
      const q2 = lq[3 * i + 2]!;
      const z0 = x[0]! * m0 + x[1]! * q0;
      const z1 = x[0]! * m1 + x[1]! * q1 + x[2]!;
      const z2 = x[0]! * m2 + x[1]! * q2;
      const top = Math.max(z0, z1, z2);
      const e0 = Math.exp(z0 - top);
      const e1 = Math.exp(z1 - top);
      const e2 = Math.exp(z2 - top);
      const sum = e0 + e1 + e2;
      const p0 = e0 / sum;
      const p1 = e1 / sum;
      const p2 = e2 / sum;
      // Gradient = E_p[feature] − feature(outcome); Hessian = Cov_p[feature]. Features: (log model, log market, draw).
      const em = p0 * m0 + p1 * m1 + p2 * m2;
      const eq = p0 * q0 + p1 * q1 + p2 * q2;
      const ed = p1;
      const yi = y[i]!;
      g[0] = g[0]! + em - (yi === 0 ? m0 : yi === 1 ? m1 : m2);
      g[1] = g[1]! + eq - (yi === 0 ? q0 : yi === 1 ? q1 : q2);
      g[2] = g[2]! + ed - (yi === 1 ? 1 : 0);
      const a0 = m0 - em;
      const a1 = m1 - em;
      const a2 = m2 - em;
      const b0 = q0 - eq;
      const b1 = q1 - eq;
      const b2 = q2 - eq;
      const hmm = p0 * a0 * a0 + p1 * a1 * a1 + p2 * a2 * a2;
      const hmq = p0 * a0 * b0 + p1 * a1 * b1 + p2 * a2 * b2;
      const hqq = p0 * b0 * b0 + p1 * b1 * b1 + p2 * b2 * b2;
      // The draw feature is 1 − ed for k = 1 and −ed otherwise.
      const hmd = p1 * a1 - ed * (p0 * a0 + p1 * a1 + p2 * a2);
      const hqd = p1 * b1 - ed * (p0 * b0 + p1 * b1 + p2 * b2);
      const hdd = ed * (1 - ed);
      h[0] = h[0]! + hmm;
      h[1] = h[1]! + hmq;
      h[2] = h[2]! + hmd;
      h[3] = h[3]! + hmq;
      h[4] = h[4]! + hqq;
      h[5] = h[5]! + hqd;
      h[6] = h[6]! + hmd;
      h[7] = h[7]! + hqd;
      h[8] = h[8]! + hdd;
    }
    return { g, h };
  };
  const x = minimiseWithModelWeightFloor(start, objective, derivatives, options.maxSteps ?? 50);
  return { modelWeight: x[0]!, marketWeight: x[1]!, drawShift: x[2]!, samples: n };
}

type Derivatives = (x: readonly number[]) => { g: number[]; h: number[] };

/**
 * Newton's method from `start`; with `holdFirst` the first parameter (the ratings' weight) stays where it starts
 * and only the other two move.
 */
function newtonMinimise(
  start: readonly number[],
  objective: (point: readonly number[]) => number,
  derivatives: Derivatives,
  maxSteps: number,
  holdFirst: boolean,
): number[] {
  const x = [...start];
  let f = objective(x);
  for (let iter = 0; iter < maxSteps; iter++) {
    const { g, h } = derivatives(x);
    if (holdFirst) {
      // Identity row and column with a zero gradient: the Newton step leaves the first parameter alone.
      g[0] = 0;
      h[0] = 1;
      h[1] = h[2] = h[3] = h[6] = 0;
    }
    const step = solve3(h, g);
    if (!step) break;
    const accepted = dampedNewtonStep(x, f, step, objective);
    if (!accepted) break;
    x.splice(0, 3, ...accepted.next);
    f = accepted.value;
    if (accepted.moved < 1e-8) break;
  }
  return x;
}

/**
 * Minimises the penalised negative log-likelihood subject to modelWeight ≥ MIN_MODEL_WEIGHT. The objective is
 * convex, so when the free optimum lies below the floor the constrained one lies on it: the other two parameters
 * are then refitted with the ratings' weight held at the floor.
 */
function minimiseWithModelWeightFloor(
  start: readonly number[],
  objective: (point: readonly number[]) => number,
  derivatives: Derivatives,
  maxSteps: number,
): number[] {
  const from = [Math.max(start[0]!, MIN_MODEL_WEIGHT), start[1]!, start[2]!];
  const free = newtonMinimise(from, objective, derivatives, maxSteps, false);
  if (free[0]! >= MIN_MODEL_WEIGHT) return free;
  return newtonMinimise([MIN_MODEL_WEIGHT, free[1]!, free[2]!], objective, derivatives, maxSteps, true);
}

/**
 * Damped Newton: halves the step until the objective does not increase. Returns the accepted point, its objective
 * and the largest parameter move, or null when no step length improves on `value`.
 */
function dampedNewtonStep(
  x: readonly number[],
  value: number,
  step: readonly number[],
  objective: (point: readonly number[]) => number,
): { next: number[]; value: number; moved: number } | null {
  let t = 1;
  let next = x.map((v, j) => v - t * step[j]!);
  let nextValue = objective(next);
  while (nextValue > value && t > 1e-6) {
    t /= 2;
    next = x.map((v, j) => v - t * step[j]!);
    nextValue = objective(next);
  }
  if (nextValue > value) return null;
  return { next, value: nextValue, moved: Math.max(...step.map((v) => Math.abs(v * t))) };
}

/** Solves the symmetric 3×3 system H·s = g by Cramer's rule (null when singular). */
function solve3(h: readonly number[], g: readonly number[]): number[] | null {
  const [a, b, c, d, e, f, gg, hh, i] = h as [number, number, number, number, number, number, number, number, number];
  const det = a * (e * i - f * hh) - b * (d * i - f * gg) + c * (d * hh - e * gg);
  if (!(Math.abs(det) > 1e-300)) return null;
  const col = (m: number[]) =>
    (m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) -
      m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) +
      m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!)) /
    det;
  return [0, 1, 2].map((k) => {
    const m = [...h];
    for (let r = 0; r < 3; r++) m[3 * r + k] = g[r]!;
    return col(m);
  });
}

/** Two-way version for over/under 2.5: logit p = a·logit model + b·logit market + c. */
export interface TotalsBlend {
  modelWeight: number;
  marketWeight: number;
  shift: number;
  samples: number;
}

export interface TotalsSample {
  /** Model and de-margined market probability of over 2.5 goals. */
  model: number;
  market: number;
  over: boolean;
}

const TOTALS_PRIOR = [0, 1, 0] as const;

function logit(p: number): number {
  const q = Math.min(Math.max(p, FLOOR), 1 - FLOOR);
  return Math.log(q / (1 - q));
}

export function applyTotalsBlend(model: number, market: number, blend: TotalsBlend): number {
  const z = blend.modelWeight * logit(model) + blend.marketWeight * logit(market) + blend.shift;
  return 1 / (1 + Math.exp(-z));
}

/** Penalised logistic regression by damped Newton steps (same prior and floor as the 1X2 blend). */
export function fitTotalsBlend(
  samples: readonly TotalsSample[],
  previous?: TotalsBlend,
  options: BlendFitOptions = {},
): TotalsBlend {
  const n = samples.length;
  const fm = Float64Array.from(samples, (s) => logit(s.model));
  const fq = Float64Array.from(samples, (s) => logit(s.market));
  const y = Uint8Array.from(samples, (s) => (s.over ? 1 : 0));
  const start = previous ? [previous.modelWeight, previous.marketWeight, previous.shift] : [...TOTALS_PRIOR];
  const objective = (t: readonly number[]): number => {
    let f = 0;
    for (let j = 0; j < 3; j++) f += 0.5 * PRIOR_MATCHES * (t[j]! - TOTALS_PRIOR[j]!) ** 2;
    for (let i = 0; i < n; i++) {
      const z = t[0]! * fm[i]! + t[1]! * fq[i]! + t[2]!;
      // −log σ(z) for an over, −log(1 − σ(z)) otherwise, computed stably.
      const s = y[i] === 1 ? -z : z;
      f += s > 0 ? s + Math.log1p(Math.exp(-s)) : Math.log1p(Math.exp(s));
    }
    return f;
  };
  const derivatives = (x: readonly number[]): { g: number[]; h: number[] } => {
    const g = [0, 1, 2].map((j) => PRIOR_MATCHES * (x[j]! - TOTALS_PRIOR[j]!));
    const h = [PRIOR_MATCHES, 0, 0, 0, PRIOR_MATCHES, 0, 0, 0, PRIOR_MATCHES];
    for (let i = 0; i < n; i++) {
      const a = fm[i]!;
      const b = fq[i]!;
      const p = 1 / (1 + Math.exp(-(x[0]! * a + x[1]! * b + x[2]!)));
      const r = p - y[i]!;
      const v = p * (1 - p);
      g[0] = g[0]! + r * a;
      g[1] = g[1]! + r * b;
      g[2] = g[2]! + r;
      h[0] = h[0]! + v * a * a;
      h[1] = h[1]! + v * a * b;
      h[2] = h[2]! + v * a;
      h[4] = h[4]! + v * b * b;
      h[5] = h[5]! + v * b;
      h[8] = h[8]! + v;
    }
    h[3] = h[1]!;
    h[6] = h[2]!;
    h[7] = h[5]!;
    return { g, h };
  };
  const x = minimiseWithModelWeightFloor(start, objective, derivatives, options.maxSteps ?? 50);
  return { modelWeight: x[0]!, marketWeight: x[1]!, shift: x[2]!, samples: n };
}
