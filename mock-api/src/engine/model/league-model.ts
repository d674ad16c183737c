/**
 * One league's fitted model: time-weighted Dixon–Coles ratings plus a recent-form adjustment, with a prior for
 * teams new to the league, serialisable as plain JSON. Only results dated strictly before `asOf` are used.
 */
import {
  calibrateGrid,
  type GridMarkets,
  gridMarkets,
  type OneXTwo,
  oneXTwoFromGrid,
  overProbability,
} from '../markets/grid-markets';
import type { PhasedQuote } from '../markets/reference-odds';
import { type DixonColesParams, type FitData, fitDixonColes, GRID_SIZE, scoreGrid } from './dixon-coles';
import { closingImpliedRates } from './implied-rates';
import { applyMarketBlend, applyTotalsBlend, DEFAULT_MARKET_BLEND, type MarketBlend } from './market-blend';
import { type AlgorithmWeights, DEFAULT_WEIGHTS, weightMultipliers } from './weights';

/** The fields of a match the model reads (ParsedMatch from ingestion satisfies it). */
export interface ModelMatch {
  season: string;
  /** 'YYYY-MM-DD' */
  date: string;
  homeTeam: string;
  awayTeam: string;
  homeGoals: number | null;
  awayGoals: number | null;
  /** Bookmaker quotes; a played match's closing prices become a market-implied pseudo-observation. */
  odds?: readonly PhasedQuote[];
  /** Match statistics; shots on target become a shot-based expected-goals pseudo-observation. */
  stats?: { homeShotsOnTarget: number | null; awayShotsOnTarget: number | null };
}

export interface ModelConfig {
  /** Time decay per day: a result d days old has weight exp(−ξ·d). */
  xi: number;
  /** Results older than this are left out (their weight is negligible). */
  windowDays: number;
  /** Prior precision on each rating, in units of the information a match carries. */
  ridge: number;
  /** Matches in a team's recent-form window and the decay per match going back. */
  formMatches: number;
  formDecay: number;
  /** Pseudo-goals that shrink the form ratio towards 1. */
  formShrinkGoals: number;
  /** Scale of the form adjustment on the log scoring rate at recentForm = its default. */
  formScale: number;
  /**
   * Weight of a played match's market-implied rates relative to its actual goals (0 = goals only). Closing
   * prices carry most of what is knowable about a match, so the ratings converge much faster with them.
   */
  marketWeight: number;
  /** Weight of a played match's shots on target × the league's goals per shot on target (0 = unused). */
  shotsWeight: number;
}

/**
 * Fresh, market-led ratings: a result loses half its weight in about five weeks, and a played match's closing prices
 * count 40 times its goals. Chosen on 2016-17 … 2018-19 only (walk-forward, ratings alone RPS 0.1977 → 0.1964 against
 * xi 0.004 and marketWeight 5); see the engine README for the seasons after.
 */
export const DEFAULT_MODEL_CONFIG: Readonly<ModelConfig> = Object.freeze({
  xi: 0.02,
  windowDays: 800,
  ridge: 4,
  formMatches: 6,
  formDecay: 0.8,
  formShrinkGoals: 3,
  formScale: 0.1,
  marketWeight: 40,
  shotsWeight: 0.5,
});

export interface TeamRating {
  attack: number;
  defence: number;
}

export interface LeagueModel {
  asOf: string;
  /** The season being predicted (that of the next fixture). */
  season: string;
  teams: string[];
  /** α per team (log scale; 0 = league average). */
  attack: number[];
  /** β per team: defensive weakness (log scale; higher concedes more). */
  defence: number[];
  /** Recent-form residuals per team (log ratio of goals to expected goals, scored and conceded). */
  formAttack: number[];
  formDefence: number[];
  intercept: number;
  homeAdvantage: number;
  rho: number;
  /** Prior ratings given to teams new to the league (and used for teams the model has never seen). */
  newTeamPrior: TeamRating;
  newTeams: string[];
  weights: AlgorithmWeights;
  config: ModelConfig;
  fit: { matches: number; logLikelihood: number; iterations: number; converged: boolean };
  marketBlend?: MarketBlend;
}

export interface FitLeagueOptions {
  asOf: string;
  weights?: AlgorithmWeights;
  previous?: LeagueModel;
  config?: Partial<ModelConfig>;
  /** Participants of the season being predicted; by default the teams of that season's matches. */
  teams?: readonly string[];
  /** The season being predicted; by default that of the first match on or after asOf, else the latest season. */
  season?: string;
}

const DAY_MS = 86_400_000;
/** Used when no relegated team is known yet: a below-average team. */
const FALLBACK_NEW_TEAM_PRIOR: TeamRating = { attack: -0.2, defence: 0.2 };

const dayNumbers = new Map<string, number>();
/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (memoised: fits convert the same dates over and over). */
function dayNumber(date: string): number {
  let d = dayNumbers.get(date);
  if (d === undefined) {
    d = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    if (dayNumbers.size < 100_000) dayNumbers.set(date, d);
  }
  return d;
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isPlayed(m: ModelMatch): m is ModelMatch & { homeGoals: number; awayGoals: number } {
  return m.homeGoals !== null && m.awayGoals !== null;
}

function pickSeason(matches: readonly ModelMatch[], asOf: string): string {
  let next: ModelMatch | undefined;
  let latest = '';
  for (const m of matches) {
    if (m.date >= asOf && (!next || m.date < next.date)) next = m;
    if (m.season > latest) latest = m.season;
  }
  return next?.season ?? latest;
}

function meanRating(ratings: TeamRating[]): TeamRating | null {
  if (ratings.length === 0) return null;
  return {
    attack: ratings.reduce((s, r) => s + r.attack, 0) / ratings.length,
    defence: ratings.reduce((s, r) => s + r.defence, 0) / ratings.length,
  };
}

export function fitLeagueModel(matches: readonly ModelMatch[], options: FitLeagueOptions): LeagueModel {
  const config: ModelConfig = { ...DEFAULT_MODEL_CONFIG, ...options.config };
  const weights = options.weights ?? options.previous?.weights ?? DEFAULT_WEIGHTS;
  weightMultipliers(weights); // validates
  const { asOf } = options;
  const windowStart = addDays(asOf, -config.windowDays);
  const played = matches.filter((m) => isPlayed(m) && m.date < asOf && m.date >= windowStart) as (ModelMatch & {
    homeGoals: number;
    awayGoals: number;
  })[];
  // Callers usually pass matches in date order already; sort only when they did not.
  if (played.some((m, k) => k > 0 && m.date < played[k - 1]!.date)) {
    played.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
  const season = options.season ?? pickSeason(matches, asOf);
  const participants = new Set(
    options.teams ?? matches.filter((m) => m.season === season).flatMap((m) => [m.homeTeam, m.awayTeam]),
  );
  const previousSeason = matches.reduce((best, m) => (m.season < season && m.season > best ? m.season : best), '');
  const previousTeams = new Set(
    matches.filter((m) => m.season === previousSeason).flatMap((m) => [m.homeTeam, m.awayTeam]),
  );
  const newTeams = previousSeason === '' ? [] : [...participants].filter((t) => !previousTeams.has(t)).sort();
  const isNew = new Set(newTeams);
  const departed = [...previousTeams].filter((t) => !participants.has(t));

  const teamSet = new Set<string>(participants);
  for (const m of played) {
    teamSet.add(m.homeTeam);
    teamSet.add(m.awayTeam);
  }
  const teams = [...teamSet].sort();
  const index = new Map(teams.map((t, i) => [t, i]));
  const n = teams.length;
  const data: FitData = {
    nTeams: n,
    home: Int32Array.from(played, (m) => index.get(m.homeTeam)!),
    away: Int32Array.from(played, (m) => index.get(m.awayTeam)!),
    homeGoals: Int32Array.from(played, (m) => m.homeGoals),
    awayGoals: Int32Array.from(played, (m) => m.awayGoals),
    weight: Float64Array.from(played, (m) => Math.exp(-config.xi * daysBetween(m.date, asOf))),
  };
  if (config.marketWeight > 0 || config.shotsWeight > 0) {
    // Both pseudo-observations are Poisson terms on the same rates, so they merge into one target: the
    // weight-averaged rate with the summed weight.
    let goals = 0;
    let shots = 0;
    for (const m of played) {
      const h = m.stats?.homeShotsOnTarget;
      const a = m.stats?.awayShotsOnTarget;
      if (h != null && a != null) {
        goals += m.homeGoals + m.awayGoals;
        shots += h + a;
      }
    }
    const perShot = shots > 0 ? goals / shots : 0;
    const homeTarget = new Float64Array(played.length);
    const awayTarget = new Float64Array(played.length);
    const targetWeight = new Float64Array(played.length);
    played.forEach((m, k) => {
      let wSum = 0;
      let h = 0;
      let a = 0;
      const implied = config.marketWeight > 0 ? closingImpliedRates(m) : null;
      if (implied) {
        wSum += config.marketWeight;
        h += config.marketWeight * implied.home;
        a += config.marketWeight * implied.away;
      }
      const hs = m.stats?.homeShotsOnTarget;
      const as = m.stats?.awayShotsOnTarget;
      if (config.shotsWeight > 0 && perShot > 0 && hs != null && as != null) {
        wSum += config.shotsWeight;
        h += config.shotsWeight * perShot * hs;
        a += config.shotsWeight * perShot * as;
      }
      if (wSum > 0) {
        homeTarget[k] = h / wSum;
        awayTarget[k] = a / wSum;
        targetWeight[k] = wSum * data.weight[k]!;
      }
    });
    data.homeTarget = homeTarget;
    data.awayTarget = awayTarget;
    data.targetWeight = targetWeight;
  }

  const inConstraint = new Uint8Array(n);
  for (let k = 0; k < data.home.length; k++) {
    inConstraint[data.home[k]!] = 1;
    inConstraint[data.away[k]!] = 1;
  }
  const prev = options.previous;
  const previousIndex = new Map(prev?.teams.map((t, i) => [t, i]) ?? []);
  const previousRating = (team: string): TeamRating | null => {
    const i = previousIndex.get(team);
    return prev === undefined || i === undefined ? null : { attack: prev.attack[i]!, defence: prev.defence[i]! };
  };
  const start = (prior: TeamRating): DixonColesParams => {
    const attack = new Float64Array(n);
    const defence = new Float64Array(n);
    teams.forEach((t, i) => {
      const r = previousRating(t) ?? (isNew.has(t) ? prior : { attack: 0, defence: 0 });
      attack[i] = r.attack;
      defence[i] = r.defence;
    });
    return {
      attack,
      defence,
      intercept: options.previous?.intercept ?? 0.3,
      homeAdvantage: options.previous?.homeAdvantage ?? 0.25,
      rho: options.previous?.rho ?? -0.05,
    };
  };
  const fitWithPrior = (prior: TeamRating, from: DixonColesParams) => {
    const priorAttack = new Float64Array(n);
    const priorDefence = new Float64Array(n);
    teams.forEach((t, i) => {
      if (isNew.has(t)) {
        priorAttack[i] = prior.attack;
        priorDefence[i] = prior.defence;
      }
    });
    return fitDixonColes(data, {
      start: from,
      ridge: config.ridge,
      priorAttack,
      priorDefence,
      inConstraint,
      // Per-match-average gradient: 1e-6 moves ratings by well under 1e-4, far below their standard errors.
      gradientTolerance: 1e-6,
    });
  };

  // New teams are shrunk towards the teams they replace (the ones that left the league): promoted sides are, on
  // average, about as strong as the relegated ones. Their ratings come from the previous fit when it has them.
  let prior =
    meanRating(departed.map(previousRating).filter((r): r is TeamRating => r !== null)) ?? FALLBACK_NEW_TEAM_PRIOR;
  const knownFromPrevious = departed.length > 0 && departed.every((t) => previousRating(t) !== null);
  let result = fitWithPrior(prior, start(prior));
  if (!knownFromPrevious && departed.length > 0 && played.length > 0) {
    const departedRatings = departed
      .map((t) => index.get(t))
      .filter((i): i is number => i !== undefined)
      .map((i) => ({ attack: result.params.attack[i]!, defence: result.params.defence[i]! }));
    prior = meanRating(departedRatings) ?? prior;
    result = fitWithPrior(prior, result.params);
  }
  const p = result.params;

  // Recent form: how far each team's last few results beat (or fell short of) what the ratings expected.
  const scoredActual = new Float64Array(n);
  const scoredExpected = new Float64Array(n);
  const concededActual = new Float64Array(n);
  const concededExpected = new Float64Array(n);
  const seen = new Int32Array(n);
  for (let k = played.length - 1; k >= 0; k--) {
    const m = played[k]!;
    const h = index.get(m.homeTeam)!;
    const a = index.get(m.awayTeam)!;
    const lambda = Math.exp(p.intercept + p.homeAdvantage + p.attack[h]! + p.defence[a]!);
    const mu = Math.exp(p.intercept + p.attack[a]! + p.defence[h]!);
    const w = config.formDecay;
    if (seen[h]! < config.formMatches) {
      const f = w ** seen[h]!;
      scoredActual[h] = scoredActual[h]! + f * m.homeGoals;
      scoredExpected[h] = scoredExpected[h]! + f * lambda;
      concededActual[h] = concededActual[h]! + f * m.awayGoals;
      concededExpected[h] = concededExpected[h]! + f * mu;
      seen[h] = seen[h]! + 1;
    }
    if (seen[a]! < config.formMatches) {
      const f = w ** seen[a]!;
      scoredActual[a] = scoredActual[a]! + f * m.awayGoals;
      scoredExpected[a] = scoredExpected[a]! + f * mu;
      concededActual[a] = concededActual[a]! + f * m.homeGoals;
      concededExpected[a] = concededExpected[a]! + f * lambda;
      seen[a] = seen[a]! + 1;
    }
  }
  const s = config.formShrinkGoals;
  const formAttack = teams.map((_, i) => Math.log((scoredActual[i]! + s) / (scoredExpected[i]! + s)));
  const formDefence = teams.map((_, i) => Math.log((concededActual[i]! + s) / (concededExpected[i]! + s)));

  return {
    asOf,
    season,
    teams,
    attack: Array.from(p.attack),
    defence: Array.from(p.defence),
    formAttack,
    formDefence,
    intercept: p.intercept,
    homeAdvantage: p.homeAdvantage,
    rho: p.rho,
    newTeamPrior: prior,
    newTeams,
    weights: { ...weights },
    config,
    fit: {
      matches: played.length,
      logLikelihood: result.logLikelihood,
      iterations: result.iterations,
      converged: result.converged,
    },
    ...(options.previous?.marketBlend ? { marketBlend: options.previous.marketBlend } : {}),
  };
}

export interface PredictOptions {
  /** De-margined pre-match market 1X2 for this match (known before kick-off). */
  marketPreMatch?: OneXTwo | null;
  /** De-margined pre-match P(over 2.5 goals), blended in when the blend has learned a totals part. */
  marketOverPreMatch?: number | null;
  /** Overrides the model's stored blend (null = do not blend; default: the model's, else DEFAULT_MARKET_BLEND). */
  marketBlend?: MarketBlend | null;
  /** Overrides the weights the model was fitted with. */
  weights?: AlgorithmWeights;
}

export interface MatchPrediction extends GridMarkets {
  homeTeam: string;
  awayTeam: string;
  /** Final 1X2 (after any market blend); equals oneXTwo. */
  probabilities: OneXTwo;
  /** The model's own 1X2 before blending with the market. */
  modelProbabilities: OneXTwo;
  /** The model's own P(over 2.5) before blending. */
  modelOver25: number;
  /** Whether the market's pre-match prices were blended in. */
  blended: boolean;
  /** Expected goals of the rating model (λ, μ) before blending. */
  rates: { home: number; away: number };
  /** Score grid P(home = i, away = j), i, j = 0 … 10, row-major; sums to 1. */
  grid: number[];
  gridSize: number;
}

/** Scoring rates (λ home, μ away) for a fixture under the model and weights. */
export function matchRates(
  model: LeagueModel,
  homeTeam: string,
  awayTeam: string,
  weights: AlgorithmWeights = model.weights,
): { home: number; away: number } {
  const w = weightMultipliers(weights);
  const rating = (team: string) => {
    const i = model.teams.indexOf(team);
    if (i < 0) return { attack: model.newTeamPrior.attack, defence: model.newTeamPrior.defence, fa: 0, fd: 0 };
    return {
      attack: model.attack[i]!,
      defence: model.defence[i]!,
      fa: model.formAttack[i]!,
      fd: model.formDefence[i]!,
    };
  };
  const h = rating(homeTeam);
  const a = rating(awayTeam);
  const form = model.config.formScale * w.form;
  const logHome =
    model.intercept + w.home * model.homeAdvantage + w.attack * h.attack + w.defence * a.defence + form * (h.fa + a.fd);
  const logAway = model.intercept + w.attack * a.attack + w.defence * h.defence + form * (a.fa + h.fd);
  return { home: Math.exp(logHome), away: Math.exp(logAway) };
}

/** The core of a prediction: the (blended) score grid and its 1X2, without deriving every market. */
export interface GridPrediction {
  grid: Float64Array;
  probabilities: OneXTwo;
  modelProbabilities: OneXTwo;
  modelOver25: number;
  blended: boolean;
  rates: { home: number; away: number };
}

export function predictGrid(
  model: LeagueModel,
  homeTeam: string,
  awayTeam: string,
  options: PredictOptions = {},
): GridPrediction {
  if (homeTeam === awayTeam) throw new RangeError('a team cannot play itself');
  const rates = matchRates(model, homeTeam, awayTeam, options.weights ?? model.weights);
  let grid = scoreGrid(rates.home, rates.away, model.rho);
  const modelOneXTwo = oneXTwoFromGrid(grid);
  const blend = options.marketBlend === undefined ? (model.marketBlend ?? DEFAULT_MARKET_BLEND) : options.marketBlend;
  const market = options.marketPreMatch;
  const marketOver = options.marketOverPreMatch;
  const modelOver25 = overProbability(grid, 2.5);
  let blended = false;
  if (blend && market) {
    const over = blend.totals && marketOver ? applyTotalsBlend(modelOver25, marketOver, blend.totals) : null;
    grid = calibrateGrid(grid, applyMarketBlend(modelOneXTwo, market, blend), over);
    blended = true;
  }
  return {
    grid,
    probabilities: blended ? oneXTwoFromGrid(grid) : modelOneXTwo,
    modelProbabilities: modelOneXTwo,
    modelOver25,
    blended,
    rates,
  };
}

export function predictMatch(
  model: LeagueModel,
  homeTeam: string,
  awayTeam: string,
  options: PredictOptions = {},
): MatchPrediction {
  const core = predictGrid(model, homeTeam, awayTeam, options);
  const markets = gridMarkets(core.grid);
  return {
    homeTeam,
    awayTeam,
    ...markets,
    probabilities: markets.oneXTwo,
    modelProbabilities: core.modelProbabilities,
    modelOver25: core.modelOver25,
    blended: core.blended,
    rates: core.rates,
    grid: Array.from(core.grid),
    gridSize: GRID_SIZE,
  };
}
