/**
 * Monte Carlo simulation of the rest of a season, and of single matches, from the model's score grids.
 * Each fixture's grid becomes a cumulative distribution once; a simulated score is then one uniform draw and a
 * binary search, so 10,000 seasons of a few hundred fixtures take a fraction of a second.
 */
import { GRID_SIZE, scoreGrid } from '../model/dixon-coles';
import { type LeagueModel, matchRates } from '../model/league-model';
import { createRandom, type Random } from './prng';

export interface TableEntry {
  team: string;
  played: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface SeasonFixture {
  homeTeam: string;
  awayTeam: string;
}

export interface SeasonSimulationOptions {
  simulations?: number;
  seed?: number;
  /** How many teams are relegated (default 3). */
  relegationSpots?: number;
  /** The "top N" reported alongside the title (default 4). */
  topSpots?: number;
  /** Score grid for a fixture; defaults to the model's own (lets a caller pass market-blended grids). */
  gridFor?: (fixture: SeasonFixture) => ArrayLike<number>;
}

export interface TeamOutlook {
  team: string;
  points: number;
  played: number;
  expectedPoints: number;
  expectedGoalDifference: number;
  expectedPosition: number;
  title: number;
  top: number;
  relegation: number;
  /** positions[k] = probability of finishing in place k + 1. */
  positions: number[];
}

export interface SeasonSimulation {
  simulations: number;
  seed: number;
  fixtures: number;
  relegationSpots: number;
  topSpots: number;
  /** Sorted by expected points, best first. */
  teams: TeamOutlook[];
}

/** Cumulative distribution over the grid cells (row-major), last entry forced to 1. */
export function cumulativeGrid(grid: ArrayLike<number>): Float64Array {
  const cdf = new Float64Array(grid.length);
  let s = 0;
  for (let k = 0; k < grid.length; k++) {
    s += grid[k]!;
    cdf[k] = s;
  }
  for (let k = 0; k < cdf.length; k++) cdf[k] = cdf[k]! / s;
  cdf[cdf.length - 1] = 1;
  return cdf;
}

/** Index of the first cell whose cumulative probability exceeds u. */
export function sampleCell(cdf: Float64Array, offset: number, length: number, u: number): number {
  let lo = 0;
  let hi = length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (u < cdf[offset + mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function modelGrid(model: LeagueModel, fixture: SeasonFixture): Float64Array {
  const rates = matchRates(model, fixture.homeTeam, fixture.awayTeam);
  return scoreGrid(rates.home, rates.away, model.rho);
}

function checkCount(simulations: number): void {
  if (!Number.isInteger(simulations) || simulations < 1 || simulations > 1_000_000) {
    throw new RangeError('simulations must be a whole number from 1 to 1,000,000');
  }
}

export function simulateSeason(
  model: LeagueModel,
  table: readonly TableEntry[],
  remainingFixtures: readonly SeasonFixture[],
  options: SeasonSimulationOptions = {},
): SeasonSimulation {
  const simulations = options.simulations ?? 10_000;
  checkCount(simulations);
  const seed = options.seed ?? 1;
  const relegationSpots = options.relegationSpots ?? 3;
  const topSpots = options.topSpots ?? 4;
  const names = [
    ...new Set([...table.map((t) => t.team), ...remainingFixtures.flatMap((f) => [f.homeTeam, f.awayTeam])]),
  ];
  const n = names.length;
  const index = new Map(names.map((t, i) => [t, i]));
  const basePoints = new Int32Array(n);
  const baseGf = new Int32Array(n);
  const baseGa = new Int32Array(n);
  const played = new Int32Array(n);
  for (const t of table) {
    const i = index.get(t.team)!;
    basePoints[i] = t.points;
    baseGf[i] = t.goalsFor;
    baseGa[i] = t.goalsAgainst;
    played[i] = t.played;
  }
  const cells = GRID_SIZE * GRID_SIZE;
  const m = remainingFixtures.length;
  const cdf = new Float64Array(m * cells);
  const fixHome = new Int32Array(m);
  const fixAway = new Int32Array(m);
  remainingFixtures.forEach((f, k) => {
    if (f.homeTeam === f.awayTeam) throw new RangeError(`fixture ${k} has a team playing itself`);
    const grid = options.gridFor ? options.gridFor(f) : modelGrid(model, f);
    if (grid.length !== cells) throw new RangeError(`a fixture grid must have ${cells} cells`);
    cdf.set(cumulativeGrid(grid), k * cells);
    fixHome[k] = index.get(f.homeTeam)!;
    fixAway[k] = index.get(f.awayTeam)!;
  });

  const rng: Random = createRandom(seed);
  const pts = new Int32Array(n);
  const gf = new Int32Array(n);
  const ga = new Int32Array(n);
  const tiebreak = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  const positionCounts = new Float64Array(n * n);
  const sumPoints = new Float64Array(n);
  const sumGd = new Float64Array(n);
  const compare = (a: number, b: number): number =>
    pts[b]! - pts[a]! || gf[b]! - ga[b]! - (gf[a]! - ga[a]!) || gf[b]! - gf[a]! || tiebreak[b]! - tiebreak[a]!;

  for (let s = 0; s < simulations; s++) {
    pts.set(basePoints);
    gf.set(baseGf);
    ga.set(baseGa);
    for (let k = 0; k < m; k++) {
      const cell = sampleCell(cdf, k * cells, cells, rng.next());
      const hg = (cell / GRID_SIZE) | 0;
      const ag = cell - hg * GRID_SIZE;
      const h = fixHome[k]!;
      const a = fixAway[k]!;
      gf[h] = gf[h]! + hg;
      ga[h] = ga[h]! + ag;
      gf[a] = gf[a]! + ag;
      ga[a] = ga[a]! + hg;
      if (hg > ag) pts[h] = pts[h]! + 3;
      else if (hg < ag) pts[a] = pts[a]! + 3;
      else {
        pts[h] = pts[h]! + 1;
        pts[a] = pts[a]! + 1;
      }
    }
    for (let i = 0; i < n; i++) {
      tiebreak[i] = rng.next();
      sumPoints[i] = sumPoints[i]! + pts[i]!;
      sumGd[i] = sumGd[i]! + gf[i]! - ga[i]!;
    }
    order.sort(compare);
    for (let pos = 0; pos < n; pos++) {
      const t = order[pos]!;
      positionCounts[t * n + pos] = positionCounts[t * n + pos]! + 1;
    }
  }

  const teams: TeamOutlook[] = names.map((team, i) => {
    const positions = Array.from({ length: n }, (_, pos) => positionCounts[i * n + pos]! / simulations);
    const sumRange = (from: number, to: number) => positions.slice(from, to).reduce((a, b) => a + b, 0);
    return {
      team,
      points: basePoints[i]!,
      played: played[i]!,
      expectedPoints: sumPoints[i]! / simulations,
      expectedGoalDifference: sumGd[i]! / simulations,
      expectedPosition: positions.reduce((acc, p, pos) => acc + p * (pos + 1), 0),
      title: positions[0] ?? 0,
      top: sumRange(0, Math.min(topSpots, n)),
      relegation: sumRange(Math.max(0, n - relegationSpots), n),
      positions,
    };
  });
  teams.sort((a, b) => b.expectedPoints - a.expectedPoints || a.team.localeCompare(b.team));
  return { simulations, seed, fixtures: m, relegationSpots, topSpots, teams };
}

export interface MatchSimulation {
  simulations: number;
  seed: number;
  homeWin: number;
  draw: number;
  awayWin: number;
  averageGoals: { home: number; away: number };
  /** Most frequent scores, most frequent first. */
  scores: { home: number; away: number; frequency: number }[];
}

/** Simulates one fixture's score many times from its grid (the model's unless `grid` is given). */
export function simulateMatch(
  model: LeagueModel,
  homeTeam: string,
  awayTeam: string,
  options: { simulations?: number; seed?: number; grid?: ArrayLike<number>; topScores?: number } = {},
): MatchSimulation {
  const simulations = options.simulations ?? 10_000;
  checkCount(simulations);
  const seed = options.seed ?? 1;
  if (homeTeam === awayTeam) throw new RangeError('a team cannot play itself');
  const grid = options.grid ?? modelGrid(model, { homeTeam, awayTeam });
  const cdf = cumulativeGrid(grid);
  const cells = cdf.length;
  const counts = new Float64Array(cells);
  const rng = createRandom(seed);
  for (let s = 0; s < simulations; s++) {
    const cell = sampleCell(cdf, 0, cells, rng.next());
    counts[cell] = counts[cell]! + 1;
  }
  const size = Math.round(Math.sqrt(cells));
  let homeWin = 0;
  let draw = 0;
  let homeGoals = 0;
  let awayGoals = 0;
  const scores: MatchSimulation['scores'] = [];
  for (let k = 0; k < cells; k++) {
    const c = counts[k]!;
    if (c === 0) continue;
    const h = (k / size) | 0;
    const a = k - h * size;
    if (h > a) homeWin += c;
    else if (h === a) draw += c;
    homeGoals += h * c;
    awayGoals += a * c;
    scores.push({ home: h, away: a, frequency: c / simulations });
  }
  scores.sort((x, y) => y.frequency - x.frequency || x.home - y.home || x.away - y.away);
  return {
    simulations,
    seed,
    homeWin: homeWin / simulations,
    draw: draw / simulations,
    awayWin: (simulations - homeWin - draw) / simulations,
    averageGoals: { home: homeGoals / simulations, away: awayGoals / simulations },
    scores: scores.slice(0, options.topScores ?? 10),
  };
}
