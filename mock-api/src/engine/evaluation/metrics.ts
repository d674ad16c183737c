/**
 * Scores for 1X2 forecasts. Outcomes are ordered home win (0), draw (1), away win (2).
 * - accuracy: share of matches whose most likely outcome happened;
 * - Brier: Σ_k (p_k − o_k)² summed over the three outcomes (0 … 2), averaged over matches;
 * - log loss: −log p(outcome), natural log, averaged (probabilities floored at 1e-15);
 * - RPS (ranked probability score): ½ Σ_{k=1,2} (P_k − O_k)² on cumulative probabilities, averaged (0 … 1).
 */
import type { OneXTwo } from '../markets/grid-markets';

export type Outcome = 0 | 1 | 2;

export interface ForecastMetrics {
  n: number;
  accuracy: number;
  brier: number;
  logLoss: number;
  rps: number;
}

export interface CalibrationBucket {
  /** Bucket bounds on the forecast probability, [from, to). */
  from: number;
  to: number;
  /** Forecasts (one per outcome per match) that fell in the bucket. */
  count: number;
  meanForecast: number;
  observedFrequency: number;
}

export function outcomeOf(homeGoals: number, awayGoals: number): Outcome {
  return homeGoals > awayGoals ? 0 : homeGoals === awayGoals ? 1 : 2;
}

export function asVector(p: OneXTwo): [number, number, number] {
  return [p.home, p.draw, p.away];
}

export function rankedProbabilityScore(p: OneXTwo, outcome: Outcome): number {
  const c1 = p.home - (outcome === 0 ? 1 : 0);
  const c2 = p.home + p.draw - (outcome <= 1 ? 1 : 0);
  return (c1 * c1 + c2 * c2) / 2;
}

export function brierScore(p: OneXTwo, outcome: Outcome): number {
  const v = asVector(p);
  let s = 0;
  for (let k = 0; k < 3; k++) {
    const d = v[k]! - (k === outcome ? 1 : 0);
    s += d * d;
  }
  return s;
}

export function logLoss(p: OneXTwo, outcome: Outcome): number {
  return -Math.log(Math.max(asVector(p)[outcome], 1e-15));
}

export function predictedOutcome(p: OneXTwo): Outcome {
  if (p.home >= p.draw && p.home >= p.away) return 0;
  return p.draw >= p.away ? 1 : 2;
}

export function forecastMetrics(forecasts: readonly { p: OneXTwo; outcome: Outcome }[]): ForecastMetrics {
  const n = forecasts.length;
  if (n === 0) return { n: 0, accuracy: Number.NaN, brier: Number.NaN, logLoss: Number.NaN, rps: Number.NaN };
  let hits = 0;
  let brier = 0;
  let ll = 0;
  let rps = 0;
  for (const f of forecasts) {
    if (predictedOutcome(f.p) === f.outcome) hits++;
    brier += brierScore(f.p, f.outcome);
    ll += logLoss(f.p, f.outcome);
    rps += rankedProbabilityScore(f.p, f.outcome);
  }
  return { n, accuracy: hits / n, brier: brier / n, logLoss: ll / n, rps: rps / n };
}

/** Reliability table: every outcome probability of every match, bucketed by forecast (default 10 buckets). */
export function calibrationTable(
  forecasts: readonly { p: OneXTwo; outcome: Outcome }[],
  buckets = 10,
): CalibrationBucket[] {
  const count = new Array<number>(buckets).fill(0);
  const sumP = new Array<number>(buckets).fill(0);
  const hits = new Array<number>(buckets).fill(0);
  for (const f of forecasts) {
    asVector(f.p).forEach((p, k) => {
      const b = Math.min(buckets - 1, Math.max(0, Math.floor(p * buckets)));
      count[b]!++;
      sumP[b]! += p;
      if (k === f.outcome) hits[b]!++;
    });
  }
  return count.map((c, b) => ({
    from: b / buckets,
    to: (b + 1) / buckets,
    count: c,
    meanForecast: c > 0 ? sumP[b]! / c : Number.NaN,
    observedFrequency: c > 0 ? hits[b]! / c : Number.NaN,
  }));
}

export function meanAndStd(values: readonly number[]): { mean: number; std: number } {
  if (values.length === 0) return { mean: Number.NaN, std: Number.NaN };
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  if (values.length < 2) return { mean, std: 0 };
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
  return { mean, std: Math.sqrt(variance) };
}
