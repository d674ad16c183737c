/**
 * Walk-forward backtest. Each league's matches are grouped into matchdays (ISO weeks); before each matchday the
 * model is refitted (warm start) on results strictly before its first day and then predicts it. The model may
 * use the pre-match (pre-closing) prices of the match it predicts, which are public before kick-off, through a
 * blend learned from earlier matchdays only. Closing prices and results are read only to score the forecasts.
 */
import {
  consensusOutlierBets,
  DEFAULT_STRATEGY_CONFIG,
  modelEdgeBets,
  STRATEGY_NAMES,
  type StrategyConfig,
  type StrategyName,
  strategyBets,
} from '../markets/bet-strategies';
import { layEdge, netBackPrice } from '../markets/exchange';
import type { OneXTwo } from '../markets/grid-markets';
import { type MarginMethod, removeMargin } from '../markets/margin';
import { marketOneXTwo, marketOver25, type PhasedQuote, referenceQuote } from '../markets/reference-odds';
import { type Recommendation, settleRecommendation } from '../markets/value-bets';
import {
  addDays,
  DEFAULT_MODEL_CONFIG,
  fitLeagueModel,
  type LeagueModel,
  type ModelConfig,
  type ModelMatch,
  predictGrid,
} from '../model/league-model';
import {
  type BlendSample,
  fitMarketBlend,
  fitTotalsBlend,
  type MarketBlend,
  type TotalsSample,
} from '../model/market-blend';
import { type AlgorithmWeights, DEFAULT_WEIGHTS } from '../model/weights';
import {
  type BetFigures,
  type BootstrapOptions,
  betFigures,
  type SettledBet,
  type StrategySummary,
  summariseStrategy,
} from './betting';
import {
  type CalibrationBucket,
  calibrationTable,
  type ForecastMetrics,
  forecastMetrics,
  meanAndStd,
  type Outcome,
  outcomeOf,
} from './metrics';

export interface BacktestMatch extends ModelMatch {
  odds: readonly PhasedQuote[];
}

export interface BacktestOptions {
  /** Seasons to score, e.g. ['2019-20', …]. Earlier seasons in the data serve as training history. */
  seasons: readonly string[];
  weights?: AlgorithmWeights;
  config?: Partial<ModelConfig>;
  /** Blend the model with the pre-match market (default true). */
  marketBlend?: boolean;
  /** Seasons before the first scored one that are predicted (unscored) so the blend has history (default 1). */
  warmupSeasons?: number;
  marginMethod?: MarginMethod;
  /** The value-bet strategies' settings (defaults: DEFAULT_STRATEGY_CONFIG). */
  strategy?: Partial<StrategyConfig>;
  /**
   * Strategy settings to compare (the CLI's --tune): each candidate is run on every scored match beside the
   * configured strategies, and `tuning` reports its figures (no bootstrap).
   */
  tuning?: readonly TuningCandidate[];
  /** Resampling of the ROI confidence intervals (default 2000 resamples, seed 1). */
  bootstrap?: BootstrapOptions;
  /** Time-ordered folds for cvMean/cvStd (default 5). */
  folds?: number;
  /** Return every scored forecast in `forecasts` (default false: 14,000 matches make a large JSON). */
  keepForecasts?: boolean;
}

export interface MatchdayPoint {
  league: string;
  /** First day of the matchday (the fit's as-of date). */
  date: string;
  matches: number;
  modelRps: number;
  marketRps: number;
  /** Mean probability the model gave its favoured outcome. */
  confidence: number;
}

/** The bets the site publishes (model edge: backs, and lays where the exchange quotes), today's summary. */
export interface BettingSummary {
  bets: number;
  staked: number;
  profit: number;
  /** Profit / stake with the recommended (fractional Kelly) stakes. */
  roi: number;
  /** Profit per bet with one unit on every bet. */
  flatRoi: number;
  /** Mean of price taken × closing no-vig probability − 1 over bets with a comparable closing price. */
  clv: number;
  clvBets: number;
  byMarket: Record<string, { bets: number; roi: number; flatRoi: number }>;
}

export interface LeagueBacktest {
  league: string;
  n: number;
  model: ForecastMetrics;
  market: ForecastMetrics;
  fits: number;
  blend: MarketBlend | null;
  finalModel: LeagueModel | null;
}

export interface BacktestResult {
  /** Matches scored (those with a closing market price, so model and market are compared on the same set). */
  n: number;
  model: ForecastMetrics;
  market: ForecastMetrics;
  /** The rating model alone, before blending with the pre-match market. */
  modelOnly: ForecastMetrics;
  /** The pre-match (pre-closing) market, on the matches that have a pre-match price. */
  marketPreMatch: ForecastMetrics;
  /**
   * The served model against the price a user could bet at, on the same matches: those with a pre-match price
   * (`marketPreMatch` scores exactly these).
   */
  againstPreMatch: { n: number; model: ForecastMetrics };
  calibration: CalibrationBucket[];
  betting: BettingSummary;
  /**
   * Per strategy over the scored seasons: the served recommendations and each strategy on its own, with the ROI's
   * bootstrap interval, CLV, drawdown, and the same per market, league and season.
   */
  strategies: Record<'served' | StrategyName, StrategySummary>;
  /** The strategy settings the figures were made with. */
  strategyConfig: StrategyConfig;
  /** One row per `options.tuning` entry, in its order; empty without it. */
  tuning: TuningRow[];
  diagnostics: {
    /** Out-of-sample accuracy of the walk-forward forecasts. */
    modelAccuracy: number;
    /** In-sample accuracy of the final fit on the matches it was trained on. */
    trainedAccuracy: number;
    /** Mean probability of the favoured outcome. */
    modelConfidence: number;
    /** Accuracy over time-ordered folds of the forecasts. */
    cvMean: number;
    cvStd: number;
    cvRpsMean: number;
    cvRpsStd: number;
  };
  leagues: LeagueBacktest[];
  series: MatchdayPoint[];
  /**
   * Every scored walk-forward forecast (blended p, model-only, closing and pre-match market, outcome); empty
   * unless options.keepForecasts.
   */
  forecasts: ScoredForecast[];
  fits: number;
  weights: AlgorithmWeights;
}

export interface ScoredForecast {
  league: string;
  date: string;
  homeTeam: string;
  awayTeam: string;
  p: OneXTwo;
  modelOnly: OneXTwo;
  market: OneXTwo;
  pre: OneXTwo | null;
  outcome: Outcome;
}

export interface TuningCandidate {
  strategy: StrategyName;
  /** Overrides of the configured settings. */
  config: Partial<StrategyConfig>;
}

export interface TuningRow {
  strategy: StrategyName;
  config: StrategyConfig;
  figures: BetFigures;
}

/** A scored match's bets for each thing measured: the served set, each strategy, each tuning candidate. */
interface MatchBets {
  served: SettledBet[];
  strategies: Record<StrategyName, SettledBet[]>;
  /** One list per tuning candidate. */
  tuning: SettledBet[][];
}

/** ISO-8601 week key ('2024-W07') of a 'YYYY-MM-DD' date. */
export function isoWeekKey(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  d.setUTCDate(d.getUTCDate() - day + 3); // Thursday of the same week decides the year
  const year = d.getUTCFullYear();
  const week = Math.floor((d.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

function sortByDate<T extends { date: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Matchdays: consecutive runs of matches in the same ISO week, in date order. */
export function groupMatchdays<T extends { date: string }>(sorted: readonly T[]): { start: number; end: number }[] {
  const groups: { start: number; end: number }[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i === sorted.length || isoWeekKey(sorted[i]!.date) !== isoWeekKey(sorted[start]!.date)) {
      groups.push({ start, end: i });
      start = i;
    }
  }
  return groups;
}

function closingFairProbability(
  odds: readonly PhasedQuote[],
  rec: Recommendation,
  method: MarginMethod,
): number | null {
  const q = referenceQuote(odds, 'close', rec.market, rec.market === 'AH' ? rec.line : null);
  if (!q) return null;
  const probs = removeMargin(q.prices, method);
  const index = { home: 0, draw: 1, away: rec.market === '1X2' ? 2 : 1, over: 0, under: 1 }[rec.selection];
  return probs[index] ?? null;
}

/** Expected profit per unit staked if the de-margined closing price were the truth (see SettledBet.clv). */
function closingLineValue(odds: readonly PhasedQuote[], rec: Recommendation, method: MarginMethod): number | null {
  const q = closingFairProbability(odds, rec, method);
  if (q === null) return null;
  if (rec.side === 'lay') return layEdge(q, rec.price, rec.commission);
  return netBackPrice(rec.price, rec.commission) * q - 1;
}

function settle(recs: readonly Recommendation[], league: string, m: BacktestMatch, method: MarginMethod): SettledBet[] {
  return recs.map((rec) => ({
    league,
    season: m.season,
    date: m.date,
    match: `${league}|${m.date}|${m.homeTeam}|${m.awayTeam}`,
    market: rec.market,
    side: rec.side,
    bookmaker: rec.bookmaker,
    price: rec.price,
    stake: rec.stake,
    profit: settleRecommendation(rec, m.homeGoals!, m.awayGoals!).profit,
    clv: closingLineValue(m.odds, rec, method),
  }));
}

/** Matches the blend learns from: the most recent ones (about four seasons of a 20-team league). */
const BLEND_WINDOW = 1500;

/** Index of the first match dated on or after `date` in a date-sorted list. */
function firstOnOrAfter(sorted: readonly { date: string }[], date: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function playedOutcome(m: ModelMatch): Outcome | null {
  return m.homeGoals === null || m.awayGoals === null ? null : outcomeOf(m.homeGoals, m.awayGoals);
}

/** One league's walk-forward run, in plain data (it can cross a worker-thread boundary). */
export interface LeagueRun {
  summary: LeagueBacktest;
  forecasts: ScoredForecast[];
  bets: MatchBets;
  series: MatchdayPoint[];
  /** In-sample hits of the final fit. */
  trained: { hits: number; n: number };
}

export function backtestLeague(league: string, matches: readonly BacktestMatch[], options: BacktestOptions): LeagueRun {
  const forecasts: ScoredForecast[] = [];
  const config = strategyConfigOf(options);
  const tuning = (options.tuning ?? []).map((t) => ({ strategy: t.strategy, config: { ...config, ...t.config } }));
  const bets: MatchBets = {
    served: [],
    strategies: { modelEdgeBack: [], modelEdgeLay: [], consensusOutlier: [] },
    tuning: tuning.map(() => []),
  };
  const series: MatchdayPoint[] = [];
  const method = options.marginMethod ?? 'shin';
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  const useBlend = options.marketBlend ?? true;
  const sorted = sortByDate(matches);
  const allSeasons = [...new Set(sorted.map((m) => m.season))].sort();
  const scored = new Set(options.seasons);
  const firstScored = allSeasons.findIndex((s) => scored.has(s));
  const predicted = new Set(
    firstScored < 0 ? [] : allSeasons.slice(Math.max(0, firstScored - (options.warmupSeasons ?? 1)), firstScored),
  );
  for (const s of scored) predicted.add(s);
  const participants = new Map<string, string[]>();
  for (const s of allSeasons) {
    participants.set(s, [...new Set(sorted.filter((m) => m.season === s).flatMap((m) => [m.homeTeam, m.awayTeam]))]);
  }

  const historyDays = Math.max(options.config?.windowDays ?? DEFAULT_MODEL_CONFIG.windowDays, 400) + 370;
  let model: LeagueModel | null = null;
  let blend = null as MarketBlend | null;
  const blendSamples: BlendSample[] = [];
  const totalsSamples: TotalsSample[] = [];
  let fits = 0;
  for (const { start, end } of groupMatchdays(sorted)) {
    const first = sorted[start]!;
    if (!predicted.has(first.season)) continue;
    // Only the fitting window (plus the previous season, which tells promoted teams apart) can matter.
    const history = sorted.slice(firstOnOrAfter(sorted, addDays(first.date, -historyDays)), start);
    if (!history.some((m) => playedOutcome(m) !== null)) continue;
    model = fitLeagueModel(history, {
      asOf: first.date,
      weights,
      config: options.config,
      season: first.season,
      teams: participants.get(first.season),
      ...(model ? { previous: model } : {}),
    });
    fits++;
    const isScored = scored.has(first.season);
    const dayForecasts: ScoredForecast[] = [];
    const newSamples: BlendSample[] = [];
    const newTotals: TotalsSample[] = [];
    for (let i = start; i < end; i++) {
      const m = sorted[i]!;
      const outcome = playedOutcome(m);
      if (outcome === null) continue;
      const pre = marketOneXTwo(m.odds, 'pre', method);
      const preOver = marketOver25(m.odds, 'pre', method);
      const prediction = predictGrid(model, m.homeTeam, m.awayTeam, {
        marketPreMatch: useBlend ? pre : null,
        marketOverPreMatch: useBlend ? preOver : null,
        marketBlend: useBlend ? (blend ?? fitMarketBlend([])) : null,
      });
      if (pre) newSamples.push({ model: prediction.modelProbabilities, market: pre, outcome });
      if (preOver !== null) {
        newTotals.push({ model: prediction.modelOver25, market: preOver, over: m.homeGoals! + m.awayGoals! > 2.5 });
      }
      if (!isScored) continue;
      const close = marketOneXTwo(m.odds, 'close', method);
      if (close) {
        dayForecasts.push({
          league,
          date: m.date,
          homeTeam: m.homeTeam,
          awayTeam: m.awayTeam,
          p: prediction.probabilities,
          modelOnly: prediction.modelProbabilities,
          market: close,
          pre,
          outcome,
        });
      }
      const quotes = m.odds.filter((q) => q.phase === 'pre');
      const modelEdge = modelEdgeBets(prediction, quotes, config);
      bets.served.push(...settle(modelEdge.served, league, m, method));
      bets.strategies.modelEdgeBack.push(...settle(modelEdge.back, league, m, method));
      bets.strategies.modelEdgeLay.push(...settle(modelEdge.lay, league, m, method));
      bets.strategies.consensusOutlier.push(...settle(consensusOutlierBets(quotes, config), league, m, method));
      tuning.forEach((candidate, t) => {
        const recs = strategyBets(candidate.strategy, prediction, quotes, candidate.config);
        bets.tuning[t]!.push(...settle(recs, league, m, method));
      });
    }
    // Only now, after the matchday, do its results join the blend's training set.
    if (useBlend && newSamples.length > 0) {
      blendSamples.push(...newSamples);
      totalsSamples.push(...newTotals);
      // A sliding window keeps the blend current and its refit cheap.
      if (blendSamples.length > BLEND_WINDOW) blendSamples.splice(0, blendSamples.length - BLEND_WINDOW);
      if (totalsSamples.length > BLEND_WINDOW) totalsSamples.splice(0, totalsSamples.length - BLEND_WINDOW);
      const previous: MarketBlend | undefined = blend ?? undefined;
      // From the previous optimum two Newton steps suffice; a first fit runs to convergence.
      const totals =
        totalsSamples.length > 0
          ? fitTotalsBlend(totalsSamples, previous?.totals, { maxSteps: previous?.totals ? 2 : 50 })
          : undefined;
      blend = {
        ...fitMarketBlend(blendSamples, previous, { maxSteps: previous ? 2 : 50 }),
        ...(totals ? { totals } : {}),
      };
    }
    if (dayForecasts.length > 0) {
      forecasts.push(...dayForecasts);
      const dm = forecastMetrics(dayForecasts);
      const mk = forecastMetrics(dayForecasts.map((f) => ({ p: f.market, outcome: f.outcome })));
      series.push({
        league,
        date: first.date,
        matches: dayForecasts.length,
        modelRps: dm.rps,
        marketRps: mk.rps,
        confidence: dayForecasts.reduce((s, f) => s + Math.max(f.p.home, f.p.draw, f.p.away), 0) / dayForecasts.length,
      });
    }
  }

  // In-sample accuracy: the final fit predicting the very matches it was trained on.
  const trained = { hits: 0, n: 0 };
  const lastScored = sorted.filter((m) => scored.has(m.season) && playedOutcome(m) !== null);
  if (model && lastScored.length > 0) {
    const last = lastScored[lastScored.length - 1]!;
    const dayAfter = new Date(Date.parse(`${last.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const final = fitLeagueModel(sorted, { asOf: dayAfter, weights, config: options.config, previous: model });
    fits++;
    const windowStart = new Date(Date.parse(`${dayAfter}T00:00:00Z`) - final.config.windowDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const m of lastScored) {
      if (m.date < windowStart) continue;
      const p = predictGrid(final, m.homeTeam, m.awayTeam, { marketBlend: null }).probabilities;
      const fav: Outcome = p.home >= p.draw && p.home >= p.away ? 0 : p.draw >= p.away ? 1 : 2;
      trained.n++;
      if (fav === playedOutcome(m)) trained.hits++;
    }
    model = final;
  }

  return {
    summary: {
      league,
      n: forecasts.length,
      model: forecastMetrics(forecasts),
      market: forecastMetrics(forecasts.map((f) => ({ p: f.market, outcome: f.outcome }))),
      fits,
      blend,
      finalModel: model && blend ? { ...model, marketBlend: blend } : model,
    },
    forecasts,
    bets,
    series,
    trained,
  };
}

/** The settings in force: the defaults, overridden by `options.strategy`. */
function strategyConfigOf(options: BacktestOptions): StrategyConfig {
  return { ...DEFAULT_STRATEGY_CONFIG, ...options.strategy };
}

function summariseBets(bets: readonly SettledBet[]): BettingSummary {
  const all = betFigures(bets, { resamples: 0 });
  const markets = [...new Set(bets.map((b) => b.market))];
  const byMarket: BettingSummary['byMarket'] = {};
  for (const market of markets) {
    const figures = betFigures(
      bets.filter((b) => b.market === market),
      { resamples: 0 },
    );
    byMarket[market] = { bets: figures.bets, roi: figures.roi, flatRoi: figures.flatRoi };
  }
  return {
    bets: all.bets,
    staked: all.turnover,
    profit: all.profit,
    roi: all.roi,
    flatRoi: all.flatRoi,
    clv: all.clv,
    clvBets: all.clvBets,
    byMarket,
  };
}

export function runBacktest(
  matchesByLeague: Readonly<Record<string, readonly BacktestMatch[]>>,
  options: BacktestOptions,
): BacktestResult {
  const runs = Object.keys(matchesByLeague)
    .sort()
    .map((league) => backtestLeague(league, matchesByLeague[league]!, options));
  return combineLeagueRuns(runs, options);
}

/** Pools league runs (in any order) into one result. */
export function combineLeagueRuns(leagueRuns: readonly LeagueRun[], options: BacktestOptions): BacktestResult {
  const runs = [...leagueRuns].sort((a, b) => a.summary.league.localeCompare(b.summary.league));
  const forecasts = runs.flatMap((r) => r.forecasts);
  const served = runs.flatMap((r) => r.bets.served);
  const config = strategyConfigOf(options);
  const series = runs.flatMap((r) => r.series);
  const leagues = runs.map((r) => r.summary);
  const trainedHits = runs.reduce((s, r) => s + r.trained.hits, 0);
  const trainedN = runs.reduce((s, r) => s + r.trained.n, 0);
  const scoredForecasts = forecasts.map((f) => ({ p: f.p, outcome: f.outcome }));
  const model = forecastMetrics(scoredForecasts);
  const byTime = sortByDate(forecasts);
  const k = Math.max(1, Math.min(options.folds ?? 5, byTime.length));
  const foldAccuracy: number[] = [];
  const foldRps: number[] = [];
  for (let f = 0; f < k && byTime.length > 0; f++) {
    const slice = byTime.slice(Math.floor((f * byTime.length) / k), Math.floor(((f + 1) * byTime.length) / k));
    const m = forecastMetrics(slice);
    foldAccuracy.push(m.accuracy);
    foldRps.push(m.rps);
  }
  const cv = meanAndStd(foldAccuracy);
  const cvRps = meanAndStd(foldRps);
  const withPre = forecasts.filter((f) => f.pre !== null);
  return {
    n: forecasts.length,
    model,
    market: forecastMetrics(forecasts.map((f) => ({ p: f.market, outcome: f.outcome }))),
    modelOnly: forecastMetrics(forecasts.map((f) => ({ p: f.modelOnly, outcome: f.outcome }))),
    marketPreMatch: forecastMetrics(withPre.map((f) => ({ p: f.pre!, outcome: f.outcome }))),
    againstPreMatch: {
      n: withPre.length,
      model: forecastMetrics(withPre.map((f) => ({ p: f.p, outcome: f.outcome }))),
    },
    calibration: calibrationTable(scoredForecasts),
    betting: summariseBets(served),
    strategies: {
      served: summariseStrategy(served, options.bootstrap),
      ...(Object.fromEntries(
        STRATEGY_NAMES.map((name) => [
          name,
          summariseStrategy(
            runs.flatMap((r) => r.bets.strategies[name]),
            options.bootstrap,
          ),
        ]),
      ) as Record<StrategyName, StrategySummary>),
    },
    strategyConfig: config,
    tuning: (options.tuning ?? []).map((t, i) => ({
      strategy: t.strategy,
      config: { ...config, ...t.config },
      figures: betFigures(
        runs.flatMap((r) => r.bets.tuning[i]!),
        { resamples: 0 },
      ),
    })),
    diagnostics: {
      modelAccuracy: model.accuracy,
      trainedAccuracy: trainedN > 0 ? trainedHits / trainedN : Number.NaN,
      modelConfidence:
        forecasts.length > 0
          ? forecasts.reduce((s, f) => s + Math.max(f.p.home, f.p.draw, f.p.away), 0) / forecasts.length
          : Number.NaN,
      cvMean: cv.mean,
      cvStd: cv.std,
      cvRpsMean: cvRps.mean,
      cvRpsStd: cvRps.std,
    },
    leagues,
    series,
    forecasts: options.keepForecasts ? forecasts : [],
    fits: leagues.reduce((s, l) => s + l.fits, 0),
    weights: { ...(options.weights ?? DEFAULT_WEIGHTS) },
  };
}
