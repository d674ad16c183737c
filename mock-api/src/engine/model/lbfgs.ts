/**
 * Limited-memory BFGS minimiser with a line search that enforces the strong Wolfe conditions
 * (Nocedal & Wright, Numerical Optimization, algorithms 7.4, 3.5 and 3.6).
 */

/** Writes the gradient at x into `grad` and returns the objective; may return Infinity outside the domain. */
export type Objective = (x: Float64Array, grad: Float64Array) => number;

export interface LbfgsOptions {
  /** Number of correction pairs kept (default 10). */
  memory?: number;
  maxIterations?: number;
  /** Stop when the largest absolute gradient component falls below this (default 1e-6). */
  gradientTolerance?: number;
  /** Stop when the relative decrease of the objective over one iteration falls below this (default 1e-12). */
  relativeTolerance?: number;
  /** Sufficient-decrease constant c1 (default 1e-4). */
  c1?: number;
  /** Curvature constant c2 (default 0.9, the usual choice for quasi-Newton methods). */
  c2?: number;
  /**
   * Diagonal preconditioner: an estimate of the inverse Hessian's diagonal. The first step becomes a diagonal
   * Newton step, which makes warm starts from a nearby optimum converge in a few iterations.
   */
  inverseHessianDiagonal?: Float64Array;
}

export interface LbfgsResult {
  x: Float64Array;
  value: number;
  gradient: Float64Array;
  iterations: number;
  evaluations: number;
  converged: boolean;
  reason: 'gradient' | 'relative-decrease' | 'max-iterations' | 'line-search-failed';
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function maxAbs(a: Float64Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) {
    const v = Math.abs(a[i]!);
    if (v > m) m = v;
  }
  return m;
}

/** Minimiser of the cubic interpolating (a, fa, da) and (b, fb, db), or NaN when it does not exist. */
function cubicMinimiser(a: number, fa: number, da: number, b: number, fb: number, db: number): number {
  const d1 = da + db - (3 * (fa - fb)) / (a - b);
  const disc = d1 * d1 - da * db;
  if (!(disc >= 0)) return Number.NaN;
  const d2 = Math.sign(b - a) * Math.sqrt(disc);
  return b - ((b - a) * (db + d2 - d1)) / (db - da + 2 * d2);
}

interface LineSearchState {
  x0: Float64Array;
  f0: number;
  g0dir: number;
  dir: Float64Array;
  xTrial: Float64Array;
  gTrial: Float64Array;
  fn: Objective;
  c1: number;
  c2: number;
  evaluations: number;
}

interface LinePoint {
  alpha: number;
  f: number;
  d: number;
}

function evaluateAt(s: LineSearchState, alpha: number): LinePoint {
  for (let i = 0; i < s.x0.length; i++) s.xTrial[i] = s.x0[i]! + alpha * s.dir[i]!;
  const f = s.fn(s.xTrial, s.gTrial);
  s.evaluations++;
  const d = Number.isFinite(f) ? dot(s.gTrial, s.dir) : Number.NaN;
  return { alpha, f, d };
}

/** Zoom phase: shrinks [lo, hi] until a point satisfies both strong Wolfe conditions. */
function zoom(s: LineSearchState, lo: LinePoint, hi: LinePoint): LinePoint | null {
  let low = lo;
  let high = hi;
  for (let k = 0; k < 40; k++) {
    let alpha = Number.NaN;
    if (Number.isFinite(high.f) && Number.isFinite(high.d)) {
      alpha = cubicMinimiser(low.alpha, low.f, low.d, high.alpha, high.f, high.d);
    }
    const left = Math.min(low.alpha, high.alpha);
    const width = Math.abs(high.alpha - low.alpha);
    // Keep the trial safely inside the bracket; fall back to bisection.
    if (!Number.isFinite(alpha) || alpha < left + 0.1 * width || alpha > left + 0.9 * width) {
      alpha = (low.alpha + high.alpha) / 2;
    }
    const p = evaluateAt(s, alpha);
    if (!Number.isFinite(p.f) || p.f > s.f0 + s.c1 * alpha * s.g0dir || p.f >= low.f) {
      high = p;
    } else {
      if (Math.abs(p.d) <= -s.c2 * s.g0dir) return p;
      if (p.d * (high.alpha - low.alpha) >= 0) high = low;
      low = p;
    }
    if (width < 1e-16 * Math.max(1, Math.abs(low.alpha))) break;
  }
  // The bracket collapsed: accept the best point if it at least decreases the objective.
  if (low.alpha > 0 && low.f < s.f0) {
    const p = evaluateAt(s, low.alpha);
    return p;
  }
  return null;
}

function strongWolfeSearch(s: LineSearchState, initialStep: number): LinePoint | null {
  let prev: LinePoint = { alpha: 0, f: s.f0, d: s.g0dir };
  let alpha = initialStep;
  for (let k = 0; k < 30; k++) {
    const p = evaluateAt(s, alpha);
    if (!Number.isFinite(p.f)) {
      // Outside the domain (e.g. a negative Dixon–Coles correction): step back towards the last good point.
      alpha = prev.alpha + (alpha - prev.alpha) / 4;
      continue;
    }
    if (p.f > s.f0 + s.c1 * alpha * s.g0dir || (k > 0 && p.f >= prev.f)) return zoom(s, prev, p);
    if (Math.abs(p.d) <= -s.c2 * s.g0dir) return p;
    if (p.d >= 0) return zoom(s, p, prev);
    prev = p;
    alpha *= 2;
  }
  return null;
}

export function minimizeLbfgs(fn: Objective, start: ArrayLike<number>, options: LbfgsOptions = {}): LbfgsResult {
  const n = start.length;
  const m = options.memory ?? 10;
  const maxIterations = options.maxIterations ?? 500;
  const gtol = options.gradientTolerance ?? 1e-6;
  const rtol = options.relativeTolerance ?? 1e-12;
  const x = Float64Array.from(start);
  const g = new Float64Array(n);
  let f = fn(x, g);
  const evaluations = 1;
  if (!Number.isFinite(f)) throw new Error('L-BFGS: the objective is not finite at the starting point');

  const sHist = Array.from({ length: m }, () => new Float64Array(n));
  const yHist = Array.from({ length: m }, () => new Float64Array(n));
  const rhoHist = new Float64Array(m);
  const alphaTmp = new Float64Array(m);
  let stored = 0;
  let head = 0;
  const dir = new Float64Array(n);
  const state: LineSearchState = {
    x0: x,
    f0: f,
    g0dir: 0,
    dir,
    xTrial: new Float64Array(n),
    gTrial: new Float64Array(n),
    fn,
    c1: options.c1 ?? 1e-4,
    c2: options.c2 ?? 0.9,
    evaluations: 0,
  };

  const finish = (iterations: number, reason: LbfgsResult['reason']): LbfgsResult => ({
    x,
    value: f,
    gradient: g,
    iterations,
    evaluations: evaluations + state.evaluations,
    converged: reason === 'gradient' || reason === 'relative-decrease',
    reason,
  });

  if (maxAbs(g) <= gtol) return finish(0, 'gradient');

  for (let iter = 1; iter <= maxIterations; iter++) {
    // Two-loop recursion: dir = −H·g.
    for (let i = 0; i < n; i++) dir[i] = -g[i]!;
    for (let k = 0; k < stored; k++) {
      const j = (head - 1 - k + m) % m;
      const a = rhoHist[j]! * dot(sHist[j]!, dir);
      alphaTmp[j] = a;
      const y = yHist[j]!;
      for (let i = 0; i < n; i++) dir[i] = dir[i]! - a * y[i]!;
    }
    let initialStep = 1;
    const diag = options.inverseHessianDiagonal;
    if (stored > 0) {
      const j = (head - 1 + m) % m;
      const y = yHist[j]!;
      let yDy = 0;
      if (diag) for (let i = 0; i < n; i++) yDy += y[i]! * diag[i]! * y[i]!;
      else yDy = dot(y, y);
      const gamma = dot(sHist[j]!, y) / yDy;
      for (let i = 0; i < n; i++) dir[i] = dir[i]! * gamma * (diag ? diag[i]! : 1);
    } else if (diag) {
      for (let i = 0; i < n; i++) dir[i] = dir[i]! * diag[i]!;
    } else {
      // First step: a steepest-descent step of unit length in the largest coordinate.
      initialStep = Math.min(1, 1 / Math.max(maxAbs(g), 1e-12));
    }
    for (let k = stored - 1; k >= 0; k--) {
      const j = (head - 1 - k + m) % m;
      const b = rhoHist[j]! * dot(yHist[j]!, dir);
      const s = sHist[j]!;
      const coeff = alphaTmp[j]! - b;
      for (let i = 0; i < n; i++) dir[i] = dir[i]! + coeff * s[i]!;
    }
    let g0dir = dot(g, dir);
    if (!(g0dir < 0)) {
      // Not a descent direction (numerical trouble): restart from steepest descent.
      stored = 0;
      for (let i = 0; i < n; i++) dir[i] = -g[i]!;
      g0dir = dot(g, dir);
      initialStep = Math.min(1, 1 / Math.max(maxAbs(g), 1e-12));
    }
    state.f0 = f;
    state.g0dir = g0dir;
    const point = strongWolfeSearch(state, initialStep);
    if (point === null) return finish(iter, 'line-search-failed');

    // The accepted point is in state.xTrial/gTrial: record the correction pair and move.
    const s = sHist[head]!;
    const y = yHist[head]!;
    for (let i = 0; i < n; i++) {
      s[i] = state.xTrial[i]! - x[i]!;
      y[i] = state.gTrial[i]! - g[i]!;
    }
    const sy = dot(s, y);
    const fPrev = f;
    x.set(state.xTrial);
    g.set(state.gTrial);
    f = point.f;
    if (sy > 1e-12 * Math.sqrt(dot(s, s) * dot(y, y))) {
      rhoHist[head] = 1 / sy;
      head = (head + 1) % m;
      if (stored < m) stored++;
    }
    if (maxAbs(g) <= gtol) return finish(iter, 'gradient');
    if ((fPrev - f) / Math.max(Math.abs(fPrev), Math.abs(f), 1) <= rtol) return finish(iter, 'relative-decrease');
  }
  return finish(maxIterations, 'max-iterations');
}
