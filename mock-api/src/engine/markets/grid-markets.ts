/** Every market price derived from one score grid (P(home = i, away = j), row-major, sums to 1). */
import { addOutcome, emptyOutcomes, type LineOutcomeProbabilities, lineFairOdds, settleLine } from './line-settlement';

export interface OneXTwo {
  home: number;
  draw: number;
  away: number;
}

export interface OverUnderLine {
  line: number;
  over: number;
  under: number;
  fairOver: number;
  fairUnder: number;
}

export interface AsianHandicapSide extends LineOutcomeProbabilities {
  fairOdds: number;
}

export interface AsianHandicapLine {
  /** Handicap given to the home team (−0.75 = home gives three quarters of a goal). */
  line: number;
  home: AsianHandicapSide;
  away: AsianHandicapSide;
}

export interface CorrectScore {
  home: number;
  away: number;
  probability: number;
  fairOdds: number;
}

export interface GridMarkets {
  oneXTwo: OneXTwo;
  fairOdds: OneXTwo;
  expectedGoals: { home: number; away: number };
  overUnder: OverUnderLine[];
  btts: { yes: number; no: number; fairYes: number; fairNo: number };
  correctScores: CorrectScore[];
  asianHandicap: AsianHandicapLine[];
}

export const OVER_UNDER_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5] as const;
/** Home handicaps −3 … +3 in quarter-goal steps. */
export const ASIAN_HANDICAP_LINES: readonly number[] = Array.from({ length: 25 }, (_, i) => -3 + i * 0.25);

export function fairOdds(p: number): number {
  return p > 0 ? 1 / p : Number.POSITIVE_INFINITY;
}

export function gridSize(grid: ArrayLike<number>): number {
  const size = Math.round(Math.sqrt(grid.length));
  if (size * size !== grid.length) throw new RangeError('a score grid must be square');
  return size;
}

export function oneXTwoFromGrid(grid: ArrayLike<number>): OneXTwo {
  const size = gridSize(grid);
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const p = grid[i * size + j]!;
      if (i > j) home += p;
      else if (i === j) draw += p;
      else away += p;
    }
  }
  return { home, draw, away };
}

/** P(total goals > line) for a half-goal line. */
export function overProbability(grid: ArrayLike<number>, line: number): number {
  const size = gridSize(grid);
  let over = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) if (i + j > line) over += grid[i * size + j]!;
  }
  return over;
}

/** Distribution of the goal difference home − away; index d + size − 1 holds P(difference = d). */
export function goalDifferenceDistribution(grid: ArrayLike<number>): Float64Array {
  const size = gridSize(grid);
  const diff = new Float64Array(2 * size - 1);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) diff[i - j + size - 1] = diff[i - j + size - 1]! + grid[i * size + j]!;
  }
  return diff;
}

function handicapFromDifference(diff: Float64Array, line: number): AsianHandicapLine {
  const offset = (diff.length - 1) / 2;
  const home = emptyOutcomes();
  const away = emptyOutcomes();
  for (let k = 0; k < diff.length; k++) {
    const d = k - offset;
    const p = diff[k]!;
    if (p === 0) continue;
    addOutcome(home, settleLine(d, line), p);
    addOutcome(away, settleLine(-d, -line), p);
  }
  return { line, home: { ...home, fairOdds: lineFairOdds(home) }, away: { ...away, fairOdds: lineFairOdds(away) } };
}

/** Win/half/push/loss probabilities of the home and away sides of a handicap line. */
export function asianHandicapFromGrid(grid: ArrayLike<number>, line: number): AsianHandicapLine {
  return handicapFromDifference(goalDifferenceDistribution(grid), line);
}

export function gridMarkets(grid: ArrayLike<number>, topScores = 10): GridMarkets {
  const size = gridSize(grid);
  const oneXTwo = oneXTwoFromGrid(grid);
  let xgHome = 0;
  let xgAway = 0;
  let bothScore = 0;
  const scores: CorrectScore[] = [];
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const p = grid[i * size + j]!;
      xgHome += i * p;
      xgAway += j * p;
      if (i > 0 && j > 0) bothScore += p;
      scores.push({ home: i, away: j, probability: p, fairOdds: fairOdds(p) });
    }
  }
  scores.sort((a, b) => b.probability - a.probability);
  const diff = goalDifferenceDistribution(grid);
  const overUnder = OVER_UNDER_LINES.map((line) => {
    const over = overProbability(grid, line);
    const under = 1 - over;
    return { line, over, under, fairOver: fairOdds(over), fairUnder: fairOdds(under) };
  });
  return {
    oneXTwo,
    fairOdds: { home: fairOdds(oneXTwo.home), draw: fairOdds(oneXTwo.draw), away: fairOdds(oneXTwo.away) },
    expectedGoals: { home: xgHome, away: xgAway },
    overUnder,
    btts: { yes: bothScore, no: 1 - bothScore, fairYes: fairOdds(bothScore), fairNo: fairOdds(1 - bothScore) },
    correctScores: scores.slice(0, topScores),
    asianHandicap: ASIAN_HANDICAP_LINES.map((line) => handicapFromDifference(diff, line)),
  };
}

/**
 * Adjusts a grid to a target 1X2 and, optionally, a target P(over 2.5) by iterative proportional fitting over the
 * two partitions (result regions, total-goals regions): the closest grid, in relative entropy, meeting both.
 */
export function calibrateGrid(grid: ArrayLike<number>, target: OneXTwo, over25: number | null): Float64Array {
  let out = rescaleGridTo1X2(grid, target);
  if (over25 === null || !(over25 > 0 && over25 < 1)) return out;
  const size = gridSize(grid);
  for (let iter = 0; iter < 50; iter++) {
    const over = overProbability(out, 2.5);
    const fo = over > 0 ? over25 / over : 1;
    const fu = over < 1 ? (1 - over25) / (1 - over) : 1;
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) out[i * size + j] = out[i * size + j]! * (i + j > 2.5 ? fo : fu);
    }
    out = rescaleGridTo1X2(out, target);
    if (Math.abs(overProbability(out, 2.5) - over25) < 1e-10) break;
  }
  return out;
}

/**
 * Rescales the home-win, draw and away-win regions of a grid so that its 1X2 matches `target` (used after
 * blending the model's 1X2 with the market's): the shape inside each region, and the grid's total of 1, are kept.
 */
export function rescaleGridTo1X2(grid: ArrayLike<number>, target: OneXTwo): Float64Array {
  const size = gridSize(grid);
  const current = oneXTwoFromGrid(grid);
  const fh = current.home > 0 ? target.home / current.home : 0;
  const fd = current.draw > 0 ? target.draw / current.draw : 0;
  const fa = current.away > 0 ? target.away / current.away : 0;
  const out = new Float64Array(grid.length);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const f = i > j ? fh : i === j ? fd : fa;
      out[i * size + j] = grid[i * size + j]! * f;
    }
  }
  return out;
}
