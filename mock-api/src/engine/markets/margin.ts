/**
 * Bookmaker margin removal: decimal odds of mutually exclusive, exhaustive outcomes → probabilities summing to 1.
 * - multiplicative: divide the implied probabilities by their sum (the "basic" method);
 * - power: p_i = (1/o_i)^k with k chosen so they sum to 1 (shifts more margin onto long shots);
 * - shin: Shin's (1993) model of a bookmaker facing a share z of insider money (Jullien & Salanié's formula).
 */
export type MarginMethod = 'multiplicative' | 'power' | 'shin';

export const MARGIN_METHODS: readonly MarginMethod[] = ['multiplicative', 'power', 'shin'];

export interface MarginRemoval {
  probabilities: number[];
  /** Σ 1/o − 1. */
  overround: number;
  /** Power exponent k or Shin's insider share z; 1 / 0 for multiplicative. */
  parameter: number;
}

function impliedProbabilities(prices: readonly number[]): number[] {
  if (prices.length < 2) throw new RangeError('margin removal needs at least two outcomes');
  for (const o of prices) {
    if (!(Number.isFinite(o) && o > 1)) throw new RangeError(`odds must be decimal prices above 1, got ${o}`);
  }
  return prices.map((o) => 1 / o);
}

/** Root of a decreasing function on [lo, hi] by bisection (robust, 1e-14 accurate). */
function bisectDecreasing(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200 && b - a > 1e-15 * Math.max(1, Math.abs(a)); i++) {
    const m = (a + b) / 2;
    if (f(m) > 0) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

function shinProbabilities(pi: readonly number[], z: number): number[] {
  const total = pi.reduce((s, v) => s + v, 0);
  return pi.map((p) => (Math.sqrt(z * z + (4 * (1 - z) * p * p) / total) - z) / (2 * (1 - z)));
}

export function removeMarginDetailed(prices: readonly number[], method: MarginMethod): MarginRemoval {
  const pi = impliedProbabilities(prices);
  const total = pi.reduce((s, v) => s + v, 0);
  const overround = total - 1;
  const multiplicative = (): MarginRemoval => ({ probabilities: pi.map((p) => p / total), overround, parameter: 1 });
  if (method === 'multiplicative') return multiplicative();
  if (method === 'power') {
    if (Math.abs(overround) < 1e-15) return { probabilities: pi, overround, parameter: 1 };
    // Σ π_i^k is decreasing in k (every π_i < 1); the root is above 1 for a positive margin.
    const sumAt = (k: number): number => pi.reduce((s, p) => s + p ** k, 0) - 1;
    let hi = 2;
    while (sumAt(hi) > 0 && hi < 1e6) hi *= 2;
    const k = bisectDecreasing(sumAt, 1e-9, hi);
    return { probabilities: pi.map((p) => p ** k), overround, parameter: k };
  }
  // Shin's model needs a positive overround; an arbitrage book falls back to the multiplicative method.
  if (overround <= 0) return multiplicative();
  const z = bisectDecreasing((zz) => shinProbabilities(pi, zz).reduce((s, v) => s + v, 0) - 1, 0, 1 - 1e-12);
  return { probabilities: shinProbabilities(pi, z), overround, parameter: z };
}

export function removeMargin(prices: readonly number[], method: MarginMethod = 'shin'): number[] {
  return removeMarginDetailed(prices, method).probabilities;
}
