/**
 * How a betting strategy did: bets, turnover, ROI at the prices taken with a bootstrap confidence interval,
 * closing-line value, maximum drawdown, and the same per market, league and season.
 *
 * Money is in fractions of a fixed starting bankroll (the stakes are Kelly fractions of it, not compounded), so
 * profits and drawdowns add up across bets. A lay's stake is its liability.
 */
import { createRandom } from '../simulation/prng';

export interface SettledBet {
  league: string;
  season: string;
  date: string;
  /** Identifies the match: bets on one match are resampled together (their outcomes are linked). */
  match: string;
  market: string;
  side: 'back' | 'lay';
  bookmaker: string;
  price: number;
  stake: number;
  profit: number;
  /**
   * Expected profit per unit staked if the de-margined closing price were the truth (back: net price × q − 1;
   * lay: (1 − q)(1 − c)/(L − 1) − q per unit of liability); null without a closing price for the market.
   */
  clv: number | null;
}

export interface RoiInterval {
  /** Bounds of the two-sided interval (percentile bootstrap). */
  low: number;
  high: number;
  /** 0.95 for a 95 % interval. */
  level: number;
  resamples: number;
}

export interface BetFigures {
  bets: number;
  /** Total staked (liability for lays), in bankroll fractions. */
  turnover: number;
  profit: number;
  /** profit / turnover with the recommended stakes, at the prices taken; 0 without bets. */
  roi: number;
  /**
   * The ROI's bootstrap confidence interval (matches resampled with replacement); null without bets (and in the
   * market and bookmaker splits, which are not resampled).
   */
  roiInterval: RoiInterval | null;
  /** Profit per bet with one unit on every bet. */
  flatRoi: number;
  /** Mean closing-line value over the bets with a closing price (see SettledBet.clv). */
  clv: number;
  clvBets: number;
  /** Σ stake × CLV: what the stakes were expected to earn at the closing price (the tuning criterion). */
  closingLineProfit: number;
  /** Largest fall of the cumulative profit from an earlier peak, bets in date order (bankroll fractions). */
  maxDrawdown: number;
}

export interface StrategySummary extends BetFigures {
  byMarket: Record<string, BetFigures>;
  /** Where the prices were taken ('BFE' is the exchange, its lays included). */
  byBookmaker: Record<string, BetFigures>;
  byLeague: Record<string, BetFigures>;
  bySeason: Record<string, BetFigures>;
}

export interface BootstrapOptions {
  /** Resamples (default 2000; 0 skips the interval). */
  resamples?: number;
  /** Seed of the resampling (default 1): the same bets and seed give the same interval. */
  seed?: number;
  /** Interval level (default 0.95). */
  level?: number;
}

/** The q-quantile of sorted values, linearly interpolated. */
function quantile(sorted: Float64Array, q: number): number {
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (at - lo) * (sorted[hi]! - sorted[lo]!);
}

/**
 * Percentile bootstrap interval of ROI = Σ profit / Σ stake. Whole matches are resampled with replacement (a
 * match's bets share one result, so they are not independent draws), `resamples` times with a seeded generator.
 */
export function bootstrapRoi(
  bets: readonly Pick<SettledBet, 'match' | 'stake' | 'profit'>[],
  options: BootstrapOptions = {},
): RoiInterval | null {
  const resamples = options.resamples ?? 2000;
  const level = options.level ?? 0.95;
  if (bets.length === 0 || resamples <= 0) return null;
  const byMatch = new Map<string, { stake: number; profit: number }>();
  for (const bet of bets) {
    const cluster = byMatch.get(bet.match) ?? { stake: 0, profit: 0 };
    cluster.stake += bet.stake;
    cluster.profit += bet.profit;
    byMatch.set(bet.match, cluster);
  }
  const clusters = [...byMatch.values()];
  const n = clusters.length;
  const stakes = Float64Array.from(clusters, (c) => c.stake);
  const profits = Float64Array.from(clusters, (c) => c.profit);
  const random = createRandom(options.seed ?? 1);
  const rois = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let stake = 0;
    let profit = 0;
    for (let i = 0; i < n; i++) {
      const pick = Math.floor(random.next() * n);
      stake += stakes[pick]!;
      profit += profits[pick]!;
    }
    rois[r] = stake > 0 ? profit / stake : 0;
  }
  rois.sort();
  const tail = (1 - level) / 2;
  return { low: quantile(rois, tail), high: quantile(rois, 1 - tail), level, resamples };
}

/** Largest peak-to-trough fall of the running total of `profits` (taken in the order given), starting from 0. */
export function maxDrawdown(profits: readonly number[]): number {
  let total = 0;
  let peak = 0;
  let worst = 0;
  for (const profit of profits) {
    total += profit;
    peak = Math.max(peak, total);
    worst = Math.max(worst, peak - total);
  }
  return worst;
}

function byDate<T extends { date: string }>(bets: readonly T[]): T[] {
  // Stable: bets of one day keep the order they were placed in.
  return [...bets].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function betFigures(bets: readonly SettledBet[], bootstrap: BootstrapOptions = {}): BetFigures {
  const turnover = bets.reduce((sum, b) => sum + b.stake, 0);
  const profit = bets.reduce((sum, b) => sum + b.profit, 0);
  const withClv = bets.filter((b) => b.clv !== null);
  return {
    bets: bets.length,
    turnover,
    profit,
    roi: turnover > 0 ? profit / turnover : 0,
    roiInterval: bootstrapRoi(bets, bootstrap),
    flatRoi:
      bets.length > 0 ? bets.reduce((sum, b) => sum + (b.stake > 0 ? b.profit / b.stake : 0), 0) / bets.length : 0,
    clv: withClv.length > 0 ? withClv.reduce((sum, b) => sum + b.clv!, 0) / withClv.length : 0,
    clvBets: withClv.length,
    closingLineProfit: withClv.reduce((sum, b) => sum + b.stake * b.clv!, 0),
    maxDrawdown: maxDrawdown(byDate(bets).map((b) => b.profit)),
  };
}

function split(
  bets: readonly SettledBet[],
  key: (bet: SettledBet) => string,
  bootstrap: BootstrapOptions,
): Record<string, BetFigures> {
  const groups = new Map<string, SettledBet[]>();
  for (const bet of bets) {
    const k = key(bet);
    const list = groups.get(k);
    if (list) list.push(bet);
    else groups.set(k, [bet]);
  }
  return Object.fromEntries(
    [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, list]) => [k, betFigures(list, bootstrap)]),
  );
}

/**
 * A strategy's figures over all its bets, and per market, bookmaker, league and season. The market and bookmaker
 * splits go without an interval: resampling costs time on the main thread, and the league and season splits are
 * the ones that show whether a result holds across samples.
 */
export function summariseStrategy(bets: readonly SettledBet[], bootstrap: BootstrapOptions = {}): StrategySummary {
  const pointOnly = { ...bootstrap, resamples: 0 };
  return {
    ...betFigures(bets, bootstrap),
    byMarket: split(bets, (b) => b.market, pointOnly),
    byBookmaker: split(bets, (b) => b.bookmaker, pointOnly),
    byLeague: split(bets, (b) => b.league, bootstrap),
    bySeason: split(bets, (b) => b.season, bootstrap),
  };
}
