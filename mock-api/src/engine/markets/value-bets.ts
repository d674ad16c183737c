/** Best prices across bookmakers, value-bet recommendations with fractional Kelly stakes, and their settlement. */
import { asianHandicapFromGrid, type OneXTwo, overProbability } from './grid-markets';
import {
  type LineOutcome,
  type LineOutcomeProbabilities,
  lineExpectedProfit,
  lineFairOdds,
  lineReturn,
  settleLine,
} from './line-settlement';

export type QuoteMarket = '1X2' | 'OU25' | 'AH';

/** One bookmaker's prices for one market (1X2: [home, draw, away]; OU25: [over, under]; AH: [home, away]). */
export interface OddsQuote {
  bookmaker: string;
  market: QuoteMarket;
  /** Asian handicap line for the home team; null otherwise. */
  line: number | null;
  prices: readonly number[];
}

/** Market-wide aggregates in the data (maximum and average across many books), not bookmakers one can bet with. */
export const AGGREGATE_BOOKMAKERS: readonly string[] = ['Max', 'Avg'];

export interface BestPrice {
  market: QuoteMarket;
  line: number | null;
  /** One entry per outcome, in the quote's order. */
  outcomes: { price: number; bookmaker: string }[];
}

export type Selection = 'home' | 'draw' | 'away' | 'over' | 'under';

export interface Recommendation {
  market: QuoteMarket;
  /** Handicap line for AH, total line for OU25 (2.5), null for 1X2. */
  line: number | null;
  selection: Selection;
  bookmaker: string;
  price: number;
  /** Model probability that the bet wins outright (AH: full win plus half of a half-win). */
  probability: number;
  fairOdds: number;
  /** Expected profit per unit staked: p × odds − 1 (AH: over its win/half/push/loss distribution). */
  edge: number;
  /** Stake as a fraction of the bankroll (fractional Kelly). */
  stake: number;
}

export interface ValueBetOptions {
  /** Minimum edge to recommend (default 0.05 = 5 %). */
  threshold?: number;
  /** Fraction of the full Kelly stake (default 0.25). */
  kellyFraction?: number;
  /** Upper bound on a stake as a fraction of the bankroll (default 0.05). */
  maxStake?: number;
  /** Include market aggregates (Max/Avg) as if they were bookmakers (default false). */
  includeAggregates?: boolean;
}

/** The model's view of a match that value-bet search needs: its 1X2 and full score grid. */
export interface PricedPrediction {
  probabilities: OneXTwo;
  grid: ArrayLike<number>;
}

function quoteKey(q: { market: QuoteMarket; line: number | null }): string {
  return `${q.market}|${q.line ?? ''}`;
}

export function bestPrices(quotes: readonly OddsQuote[], options: { includeAggregates?: boolean } = {}): BestPrice[] {
  const byKey = new Map<string, BestPrice>();
  for (const q of quotes) {
    if (!options.includeAggregates && AGGREGATE_BOOKMAKERS.includes(q.bookmaker)) continue;
    const key = quoteKey(q);
    let best = byKey.get(key);
    if (!best) {
      best = { market: q.market, line: q.line, outcomes: q.prices.map(() => ({ price: 0, bookmaker: '' })) };
      byKey.set(key, best);
    }
    q.prices.forEach((price, i) => {
      const slot = best.outcomes[i];
      if (slot && Number.isFinite(price) && price > slot.price) {
        slot.price = price;
        slot.bookmaker = q.bookmaker;
      }
    });
  }
  return [...byKey.values()];
}

/** Full-Kelly fraction for a win-or-lose bet: (p·o − 1)/(o − 1), never negative. */
export function kellyStake(probability: number, odds: number): number {
  if (!(odds > 1)) return 0;
  return Math.max(0, (probability * odds - 1) / (odds - 1));
}

/**
 * Full-Kelly fraction for a bet with several settlement outcomes (probability, money returned per unit staked):
 * maximises E[log(1 + f·(r − 1))] by safeguarded Newton iterations on f ∈ [0, 1).
 */
export function kellyStakeMultiOutcome(outcomes: readonly { probability: number; returnMultiple: number }[]): number {
  const slope0 = outcomes.reduce((s, o) => s + o.probability * (o.returnMultiple - 1), 0);
  if (slope0 <= 0) return 0;
  const canLose = outcomes.some((o) => o.probability > 0 && o.returnMultiple < 1);
  let lo = 0;
  let hi = 1;
  if (canLose) {
    // Growth is −∞ where a losing outcome would wipe the bankroll out: stay below that.
    for (const o of outcomes) {
      if (o.probability > 0 && o.returnMultiple < 1) hi = Math.min(hi, 1 / (1 - o.returnMultiple));
    }
  }
  let f = Math.min(0.5 * hi, 0.1);
  for (let i = 0; i < 100; i++) {
    let d1 = 0;
    let d2 = 0;
    for (const o of outcomes) {
      const b = o.returnMultiple - 1;
      const den = 1 + f * b;
      d1 += (o.probability * b) / den;
      d2 -= (o.probability * b * b) / (den * den);
    }
    if (d1 > 0) lo = f;
    else hi = f;
    let next = d2 < 0 ? f - d1 / d2 : (lo + hi) / 2;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - f) < 1e-12) return next;
    f = next;
  }
  return f;
}

function ahDistribution(pred: PricedPrediction, line: number, side: 'home' | 'away'): LineOutcomeProbabilities {
  const ah = asianHandicapFromGrid(pred.grid, line);
  return side === 'home' ? ah.home : ah.away;
}

function distributionReturns(p: LineOutcomeProbabilities, odds: number) {
  return [
    { probability: p.win, returnMultiple: odds },
    { probability: p.halfWin, returnMultiple: (odds + 1) / 2 },
    { probability: p.push, returnMultiple: 1 },
    { probability: p.halfLoss, returnMultiple: 0.5 },
    { probability: p.loss, returnMultiple: 0 },
  ];
}

/** Every priced selection whose edge at the best available price reaches the threshold, best edge first. */
export function findValueBets(
  prediction: PricedPrediction,
  quotes: readonly OddsQuote[],
  options: ValueBetOptions = {},
): Recommendation[] {
  const threshold = options.threshold ?? 0.05;
  const fraction = options.kellyFraction ?? 0.25;
  const maxStake = options.maxStake ?? 0.05;
  const out: Recommendation[] = [];
  const consider = (
    market: QuoteMarket,
    line: number | null,
    selection: Selection,
    best: { price: number; bookmaker: string } | undefined,
    dist: LineOutcomeProbabilities,
  ): void => {
    if (!best || !(best.price > 1)) return;
    const edge = lineExpectedProfit(dist, best.price);
    if (edge < threshold) return;
    const full =
      dist.halfWin + dist.push + dist.halfLoss > 0
        ? kellyStakeMultiOutcome(distributionReturns(dist, best.price))
        : kellyStake(dist.win, best.price);
    const probability = dist.win + dist.halfWin / 2;
    out.push({
      market,
      line,
      selection,
      bookmaker: best.bookmaker,
      price: best.price,
      probability,
      fairOdds: lineFairOdds(dist),
      edge,
      stake: Math.min(maxStake, fraction * full),
    });
  };
  const binary = (p: number): LineOutcomeProbabilities => ({ win: p, halfWin: 0, push: 0, halfLoss: 0, loss: 1 - p });
  for (const best of bestPrices(quotes, options)) {
    if (best.market === '1X2' && best.outcomes.length === 3) {
      const p = prediction.probabilities;
      consider('1X2', null, 'home', best.outcomes[0], binary(p.home));
      consider('1X2', null, 'draw', best.outcomes[1], binary(p.draw));
      consider('1X2', null, 'away', best.outcomes[2], binary(p.away));
    } else if (best.market === 'OU25' && best.outcomes.length === 2) {
      const over = overProbability(prediction.grid, 2.5);
      consider('OU25', 2.5, 'over', best.outcomes[0], binary(over));
      consider('OU25', 2.5, 'under', best.outcomes[1], binary(1 - over));
    } else if (best.market === 'AH' && best.line !== null && best.outcomes.length === 2) {
      consider('AH', best.line, 'home', best.outcomes[0], ahDistribution(prediction, best.line, 'home'));
      consider('AH', best.line, 'away', best.outcomes[1], ahDistribution(prediction, best.line, 'away'));
    }
  }
  return out.sort((a, b) => b.edge - a.edge);
}

export interface Settlement {
  outcome: LineOutcome;
  /** Money returned per unit staked (stake included): price, (price + 1)/2, 1, 0.5 or 0. */
  returnMultiple: number;
  /** Profit for the recommendation's stake. */
  profit: number;
}

/** Settles a recommendation on the final score. */
export function settleRecommendation(
  rec: Pick<Recommendation, 'market' | 'line' | 'selection' | 'price' | 'stake'>,
  homeGoals: number,
  awayGoals: number,
): Settlement {
  if (!Number.isInteger(homeGoals) || !Number.isInteger(awayGoals) || homeGoals < 0 || awayGoals < 0) {
    throw new RangeError('a final score needs two non-negative whole numbers');
  }
  let outcome: LineOutcome;
  if (rec.market === '1X2') {
    const result = homeGoals > awayGoals ? 'home' : homeGoals < awayGoals ? 'away' : 'draw';
    if (rec.selection !== 'home' && rec.selection !== 'draw' && rec.selection !== 'away') {
      throw new RangeError(`selection ${rec.selection} does not belong to 1X2`);
    }
    outcome = result === rec.selection ? 'win' : 'loss';
  } else if (rec.market === 'OU25') {
    const line = rec.line ?? 2.5;
    const total = homeGoals + awayGoals;
    if (rec.selection === 'over') outcome = settleLine(total, -line);
    else if (rec.selection === 'under') outcome = settleLine(-total, line);
    else throw new RangeError(`selection ${rec.selection} does not belong to over/under`);
  } else {
    if (rec.line === null) throw new RangeError('an Asian handicap recommendation needs a line');
    if (rec.selection === 'home') outcome = settleLine(homeGoals - awayGoals, rec.line);
    else if (rec.selection === 'away') outcome = settleLine(awayGoals - homeGoals, -rec.line);
    else throw new RangeError(`selection ${rec.selection} does not belong to the Asian handicap`);
  }
  const returnMultiple = lineReturn(outcome, rec.price);
  return { outcome, returnMultiple, profit: rec.stake * (returnMultiple - 1) };
}
