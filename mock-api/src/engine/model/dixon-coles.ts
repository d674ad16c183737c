/**
 * Dixon–Coles (1997) bivariate Poisson model with the low-score correction τ and exponential time weighting.
 *
 *   log λ_home = μ + γ + α_home + β_away      log λ_away = μ + α_away + β_home
 *
 * α is attack strength, β defensive weakness (higher concedes more), μ the league's log scoring rate, γ home
 * advantage and ρ the low-score dependence. Σα = Σβ = 0 keeps the parameters identifiable: the likelihood is
 * flat along those two directions, so a quadratic penalty on the sums costs nothing at the optimum.
 */
import { minimizeLbfgs } from './lbfgs';

/** Matches in index form, ready for the likelihood. */
export interface FitData {
  nTeams: number;
  home: Int32Array;
  away: Int32Array;
  homeGoals: Int32Array;
  awayGoals: Int32Array;
  weight: Float64Array;
  /**
   * Optional market-implied rates per match and the weight of that pseudo-observation (0 where none): adds
   * w·(λ̂·log λ − λ + μ̂·log μ − μ), a Poisson likelihood with the implied rate as a fractional goal count.
   */
  homeTarget?: Float64Array;
  awayTarget?: Float64Array;
  targetWeight?: Float64Array;
}

export interface DixonColesParams {
  attack: Float64Array;
  defence: Float64Array;
  intercept: number;
  homeAdvantage: number;
  rho: number;
}

export interface FitOptions {
  /** Warm start: previous parameters in the same team order (zeros and ρ = 0 otherwise). */
  start?: DixonColesParams;
  /** Precision of a Gaussian prior on every α and β (0 = pure maximum likelihood). */
  ridge?: number;
  /** Prior means (default 0 = an average team). */
  priorAttack?: Float64Array;
  priorDefence?: Float64Array;
  /**
   * Teams included in the sum-to-zero constraints (default all). Leave out teams without results (e.g. a promoted
   * side before its first match) so that their prior does not shift everyone else's ratings.
   */
  inConstraint?: Uint8Array;
  maxIterations?: number;
  gradientTolerance?: number;
}

export interface FitResult {
  params: DixonColesParams;
  /** Weighted log-likelihood at the optimum, log-factorial terms included. */
  logLikelihood: number;
  iterations: number;
  evaluations: number;
  converged: boolean;
}

const SUM_PENALTY = 10;

export function paramCount(nTeams: number): number {
  return 2 * nTeams + 3;
}

export function packParams(p: DixonColesParams): Float64Array {
  const n = p.attack.length;
  const x = new Float64Array(paramCount(n));
  x.set(p.attack, 0);
  x.set(p.defence, n);
  x[2 * n] = p.intercept;
  x[2 * n + 1] = p.homeAdvantage;
  x[2 * n + 2] = p.rho;
  return x;
}

export function unpackParams(x: ArrayLike<number>, nTeams: number): DixonColesParams {
  const arr = Float64Array.from(x);
  return {
    attack: arr.slice(0, nTeams),
    defence: arr.slice(nTeams, 2 * nTeams),
    intercept: arr[2 * nTeams]!,
    homeAdvantage: arr[2 * nTeams + 1]!,
    rho: arr[2 * nTeams + 2]!,
  };
}

/** τ(x, y): the Dixon–Coles correction for the four low scores. */
export function tau(x: number, y: number, lambda: number, mu: number, rho: number): number {
  if (x === 0 && y === 0) return 1 - lambda * mu * rho;
  if (x === 0 && y === 1) return 1 + lambda * rho;
  if (x === 1 && y === 0) return 1 + mu * rho;
  if (x === 1 && y === 1) return 1 - rho;
  return 1;
}

const LOG_FACTORIAL: number[] = [0];
function logFactorial(k: number): number {
  for (let i = LOG_FACTORIAL.length; i <= k; i++) LOG_FACTORIAL[i] = LOG_FACTORIAL[i - 1]! + Math.log(i);
  return LOG_FACTORIAL[k]!;
}

/** Σ w·(log x! + log y!): constant in the parameters, so the optimiser leaves it out. */
function logFactorialConstant(data: FitData): number {
  let c = 0;
  for (let k = 0; k < data.weight.length; k++) {
    c += data.weight[k]! * (logFactorial(data.homeGoals[k]!) + logFactorial(data.awayGoals[k]!));
  }
  return c;
}

/**
 * Weighted log-likelihood (without the log-factorial constant) and its exact gradient with respect to the packed
 * parameter vector. Returns −Infinity where a τ factor is not positive (outside the model's domain).
 */
export function logLikelihoodCore(x: Float64Array, data: FitData, grad: Float64Array): number {
  const n = data.nTeams;
  const iMu = 2 * n;
  const iHome = iMu + 1;
  const iRho = iMu + 2;
  const mu0 = x[iMu]!;
  const gamma = x[iHome]!;
  const rho = x[iRho]!;
  grad.fill(0);
  let ll = 0;
  let gRho = 0;
  const { home, away, homeGoals, awayGoals, weight } = data;
  const tw = data.targetWeight;
  const th = data.homeTarget;
  const ta = data.awayTarget;
  for (let k = 0; k < weight.length; k++) {
    const w = weight[k]!;
    const h = home[k]!;
    const a = away[k]!;
    const gx = homeGoals[k]!;
    const gy = awayGoals[k]!;
    const logLambda = mu0 + gamma + x[h]! + x[n + a]!;
    const logMu = mu0 + x[a]! + x[n + h]!;
    const lambda = Math.exp(logLambda);
    const mu = Math.exp(logMu);
    // Poisson part: x·log λ − λ, derivative x − λ with respect to log λ.
    let term = gx * logLambda - lambda + gy * logMu - mu;
    let dLogLambda = gx - lambda;
    let dLogMu = gy - mu;
    if (gx <= 1 && gy <= 1) {
      let t: number;
      if (gx === 0 && gy === 0) {
        const lm = lambda * mu;
        t = 1 - lm * rho;
        if (!(t > 0)) return Number.NEGATIVE_INFINITY;
        dLogLambda -= (lm * rho) / t;
        dLogMu -= (lm * rho) / t;
        gRho -= (w * lm) / t;
      } else if (gx === 0) {
        t = 1 + lambda * rho;
        if (!(t > 0)) return Number.NEGATIVE_INFINITY;
        dLogLambda += (lambda * rho) / t;
        gRho += (w * lambda) / t;
      } else if (gy === 0) {
        t = 1 + mu * rho;
        if (!(t > 0)) return Number.NEGATIVE_INFINITY;
        dLogMu += (mu * rho) / t;
        gRho += (w * mu) / t;
      } else {
        t = 1 - rho;
        if (!(t > 0)) return Number.NEGATIVE_INFINITY;
        gRho -= w / t;
      }
      term += Math.log(t);
    }
    ll += w * term;
    let wl = w * dLogLambda;
    let wm = w * dLogMu;
    if (tw && th && ta) {
      const v = tw[k]!;
      if (v > 0) {
        const eh = th[k]!;
        const ea = ta[k]!;
        ll += v * (eh * logLambda - lambda + ea * logMu - mu);
        wl += v * (eh - lambda);
        wm += v * (ea - mu);
      }
    }
    grad[h] = grad[h]! + wl;
    grad[n + a] = grad[n + a]! + wl;
    grad[a] = grad[a]! + wm;
    grad[n + h] = grad[n + h]! + wm;
    grad[iMu] = grad[iMu]! + wl + wm;
    grad[iHome] = grad[iHome]! + wl;
  }
  grad[iRho] = gRho;
  return ll;
}

/** Full weighted log-likelihood (log-factorial terms included) and its gradient. */
export function dixonColesLogLikelihood(
  params: DixonColesParams,
  data: FitData,
): { value: number; gradient: DixonColesParams } {
  const x = packParams(params);
  const g = new Float64Array(x.length);
  const value = logLikelihoodCore(x, data, g) - logFactorialConstant(data);
  return { value, gradient: unpackParams(g, data.nTeams) };
}

export function fitDixonColes(data: FitData, options: FitOptions = {}): FitResult {
  const n = data.nTeams;
  const ridge = options.ridge ?? 0;
  const priorA = options.priorAttack ?? new Float64Array(n);
  const priorD = options.priorDefence ?? new Float64Array(n);
  const inSum = options.inConstraint ?? new Uint8Array(n).fill(1);
  const coldStart = (): Float64Array => {
    // Everyone average, the intercept at the mean log scoring rate.
    const x = new Float64Array(paramCount(n));
    let goals = 0;
    let w = 0;
    for (let k = 0; k < data.weight.length; k++) {
      goals += data.weight[k]! * (data.homeGoals[k]! + data.awayGoals[k]!);
      w += data.weight[k]!;
    }
    x[2 * n] = Math.log(Math.max(goals / Math.max(2 * w, 1e-9), 0.1));
    x[2 * n + 1] = 0.2;
    if (ridge > 0) {
      x.set(priorA, 0);
      x.set(priorD, n);
    }
    return x;
  };
  let start = options.start ? packParams(options.start) : coldStart();
  // A warm start fitted on a few matches can give a new result zero likelihood (a 0-0 where its λ·μ·ρ ≥ 1):
  // the fit then starts cold instead.
  if (options.start && !Number.isFinite(logLikelihoodCore(start, data, new Float64Array(start.length)))) {
    start = coldStart();
  }
  const totalWeight = data.weight.reduce((s, v) => s + v, 0) || 1;
  // Scale the objective to a per-match average so the tolerances mean the same for any sample size.
  const scale = 1 / totalWeight;
  const objective = (x: Float64Array, g: Float64Array): number => {
    const ll = logLikelihoodCore(x, data, g);
    if (!Number.isFinite(ll)) return Number.POSITIVE_INFINITY;
    let sumA = 0;
    let sumD = 0;
    for (let i = 0; i < n; i++) {
      if (inSum[i] === 0) continue;
      sumA += x[i]!;
      sumD += x[n + i]!;
    }
    let f = -ll + SUM_PENALTY * (sumA * sumA + sumD * sumD);
    for (let i = 0; i < g.length; i++) g[i] = -g[i]!;
    for (let i = 0; i < n; i++) {
      if (inSum[i] === 0) continue;
      g[i] = g[i]! + 2 * SUM_PENALTY * sumA;
      g[n + i] = g[n + i]! + 2 * SUM_PENALTY * sumD;
    }
    if (ridge > 0) {
      for (let i = 0; i < n; i++) {
        const da = x[i]! - priorA[i]!;
        const dd = x[n + i]! - priorD[i]!;
        f += 0.5 * ridge * (da * da + dd * dd);
        g[i] = g[i]! + ridge * da;
        g[n + i] = g[n + i]! + ridge * dd;
      }
    }
    for (let i = 0; i < g.length; i++) g[i] = g[i]! * scale;
    return f * scale;
  };
  const result = minimizeLbfgs(objective, start, {
    maxIterations: options.maxIterations ?? 400,
    gradientTolerance: options.gradientTolerance ?? 1e-7,
    relativeTolerance: 1e-14,
    inverseHessianDiagonal: inverseHessianDiagonal(start, data, ridge, inSum, scale),
  });
  const g = new Float64Array(result.x.length);
  const logLikelihood = logLikelihoodCore(result.x, data, g) - logFactorialConstant(data);
  return {
    params: unpackParams(result.x, n),
    logLikelihood,
    iterations: result.iterations,
    evaluations: result.evaluations,
    converged: result.converged,
  };
}

/**
 * Diagonal of the objective's Hessian at x, approximated by the Poisson Fisher information (Σ w·rate for each log-
 * rate parameter, a τ-curvature sum for ρ) plus the penalties; returned inverted, as the L-BFGS preconditioner.
 */
function inverseHessianDiagonal(
  x: Float64Array,
  data: FitData,
  ridge: number,
  inSum: Uint8Array,
  scale: number,
): Float64Array {
  const n = data.nTeams;
  const h = new Float64Array(x.length);
  const tw = data.targetWeight;
  for (let k = 0; k < data.weight.length; k++) {
    const w = data.weight[k]! + (tw ? tw[k]! : 0);
    const hi = data.home[k]!;
    const ai = data.away[k]!;
    const lambda = Math.exp(x[2 * n]! + x[2 * n + 1]! + x[hi]! + x[n + ai]!);
    const mu = Math.exp(x[2 * n]! + x[ai]! + x[n + hi]!);
    h[hi] = h[hi]! + w * lambda;
    h[n + ai] = h[n + ai]! + w * lambda;
    h[ai] = h[ai]! + w * mu;
    h[n + hi] = h[n + hi]! + w * mu;
    h[2 * n] = h[2 * n]! + w * (lambda + mu);
    h[2 * n + 1] = h[2 * n + 1]! + w * lambda;
    const gx = data.homeGoals[k]!;
    const gy = data.awayGoals[k]!;
    const wk = data.weight[k]!;
    if (gx === 0 && gy === 0) h[2 * n + 2] = h[2 * n + 2]! + wk * (lambda * mu) ** 2;
    else if (gx === 0 && gy === 1) h[2 * n + 2] = h[2 * n + 2]! + wk * lambda * lambda;
    else if (gx === 1 && gy === 0) h[2 * n + 2] = h[2 * n + 2]! + wk * mu * mu;
    else if (gx === 1 && gy === 1) h[2 * n + 2] = h[2 * n + 2]! + wk;
  }
  const out = new Float64Array(x.length);
  for (let i = 0; i < x.length; i++) {
    let v = h[i]!;
    if (i < 2 * n) v += ridge + (inSum[i % n] === 1 ? 2 * SUM_PENALTY : 0);
    out[i] = 1 / (Math.max(v, 1e-3) * scale);
  }
  return out;
}

export const MAX_GOALS = 10;
export const GRID_SIZE = MAX_GOALS + 1;

/**
 * Score probabilities P(home = i, away = j) for 0 ≤ i, j ≤ MAX_GOALS, row-major (index i·GRID_SIZE + j),
 * renormalised to sum to 1 (the truncated tail beyond ten goals is negligible).
 */
export function scoreGrid(lambda: number, mu: number, rho: number): Float64Array {
  const ph = new Float64Array(GRID_SIZE);
  const pa = new Float64Array(GRID_SIZE);
  ph[0] = Math.exp(-lambda);
  pa[0] = Math.exp(-mu);
  for (let i = 1; i < GRID_SIZE; i++) {
    ph[i] = (ph[i - 1]! * lambda) / i;
    pa[i] = (pa[i - 1]! * mu) / i;
  }
  const grid = new Float64Array(GRID_SIZE * GRID_SIZE);
  for (let i = 0; i < GRID_SIZE; i++) {
    const pi = ph[i]!;
    for (let j = 0; j < GRID_SIZE; j++) grid[i * GRID_SIZE + j] = pi * pa[j]!;
  }
  // τ touches only 0-0, 0-1, 1-0 and 1-1.
  grid[0] = Math.max(0, grid[0]! * tau(0, 0, lambda, mu, rho));
  grid[1] = Math.max(0, grid[1]! * tau(0, 1, lambda, mu, rho));
  grid[GRID_SIZE] = Math.max(0, grid[GRID_SIZE]! * tau(1, 0, lambda, mu, rho));
  grid[GRID_SIZE + 1] = Math.max(0, grid[GRID_SIZE + 1]! * tau(1, 1, lambda, mu, rho));
  let total = 0;
  for (let k = 0; k < grid.length; k++) total += grid[k]!;
  for (let k = 0; k < grid.length; k++) grid[k] = grid[k]! / total;
  return grid;
}
