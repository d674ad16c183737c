/**
 * Best prices across bookmakers, value-bet recommendations with fractional Kelly stakes sized jointly per market of
 * a match, and their settlement.
 */
import { asianHandicapFromGrid, type OneXTwo, overProbability } from './grid-markets';
import {
  type LineOutcome,
  type LineOutcomeProbabilities,
  lineExpectedProfit,
  lineFairOdds,
  lineReturn,
  settleLine,
} from './line-settlement';
import { removeMargin } from './margin';
import { referenceQuote } from './reference-odds';

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
  /**
   * The market's margin-free probability of the selection: the reference bookmaker's prices (Pinnacle, else the
   * market average) de-margined with Shin's method; null when the match has no reference quote for the market.
   */
  marketProbability: number | null;
  fairOdds: number;
  /** Expected profit per unit staked: p × odds − 1 (AH: over its win/half/push/loss distribution). */
  edge: number;
  /**
   * Stake as a fraction of the bankroll: fractional Kelly, sized jointly with the other recommendations on the same
   * market of the same match (their outcomes exclude each other).
   */
  stake: number;
}

export interface ValueBetOptions {
  /** Minimum edge to recommend (default 0.05 = 5 %). */
  threshold?: number;
  /** Fraction of the full Kelly stake (default 0.25). */
  kellyFraction?: number;
  /** Upper bound on the total stake on one market of one match, as a fraction of the bankroll (default 0.05). */
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

/** One outcome of a market on which at most one outcome happens: the model's probability and the price offered. */
export interface PricedOutcome {
  probability: number;
  price: number;
}

/**
 * Simultaneous full-Kelly fractions for bets on mutually exclusive outcomes (Smoczyński & Tomkins, 2010): the
 * stakes that maximise the expected log of the bankroll when several outcomes of one market are backed at once.
 * Outcomes join in decreasing order of expected return p·o while it exceeds the reserve rate
 * R = (1 − Σp) / (1 − Σ1/o) of those already joined; each joined outcome then gets f = p − R/o. One fraction per
 * outcome, in the input order (0 for an outcome not backed). Outcomes left out of `outcomes` are never backed.
 */
export function simultaneousKelly(outcomes: readonly PricedOutcome[]): number[] {
  const order = outcomes
    .map((outcome, index) => ({ ...outcome, index, expectedReturn: outcome.probability * outcome.price }))
    .filter((outcome) => outcome.price > 1)
    .sort((a, b) => b.expectedReturn - a.expectedReturn || a.index - b.index);
  let reserveRate = 1;
  let probabilityIn = 0;
  let impliedIn = 0;
  const joined: typeof order = [];
  for (const outcome of order) {
    if (!(outcome.expectedReturn > reserveRate)) break;
    joined.push(outcome);
    probabilityIn += outcome.probability;
    impliedIn += 1 / outcome.price;
    // The denominator stays positive: an outcome joins only if p·o > R, which implies 1 − Σ1/o > 1/o beforehand.
    reserveRate = Math.max(0, 1 - probabilityIn) / (1 - impliedIn);
  }
  const fractions = outcomes.map(() => 0);
  for (const outcome of joined) fractions[outcome.index] = outcome.probability - reserveRate / outcome.price;
  return fractions;
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

function distributionReturns(p: LineOutcomeProbabilities, odds: number) {
  return [
    { probability: p.win, returnMultiple: odds },
    { probability: p.halfWin, returnMultiple: (odds + 1) / 2 },
    { probability: p.push, returnMultiple: 1 },
    { probability: p.halfLoss, returnMultiple: 0.5 },
    { probability: p.loss, returnMultiple: 0 },
  ];
}

interface Candidate {
  selection: Selection;
  best: { price: number; bookmaker: string };
  dist: LineOutcomeProbabilities;
  edge: number;
  marketProbability: number | null;
}

function binary(p: number): LineOutcomeProbabilities {
  return { win: p, halfWin: 0, push: 0, halfLoss: 0, loss: 1 - p };
}

/** The reference bookmaker's margin-free probabilities for a market (and line), or null without a usable quote. */
function marketProbabilities(quotes: readonly OddsQuote[], market: QuoteMarket, line: number | null): number[] | null {
  const quote = referenceQuote(quotes, null, market, line);
  return quote ? removeMargin(quote.prices, 'shin') : null;
}

/**
 * Value bets of a match: every selection whose edge at the best available price reaches the threshold, best edge
 * first, with stakes sized per market.
 * - 1X2 and over/under 2.5: the selections of one market exclude each other, so those clearing the threshold are
 *   sized together by simultaneous Kelly; backing two of them (say away and draw) is one position, not two tips.
 * - Asian handicap: lines overlap (a result can win one line and push another), so one selection is kept per
 *   match, the best edge over every line, sized by the exact multi-outcome Kelly of its win/half/push/loss returns.
 * The fractional multiplier applies next, then `maxStake` caps the market's total stake (scaling its bets alike).
 */
export function findValueBets(
  prediction: PricedPrediction,
  quotes: readonly OddsQuote[],
  options: ValueBetOptions = {},
): Recommendation[] {
  const threshold = options.threshold ?? 0.05;
  const fraction = options.kellyFraction ?? 0.25;
  const maxStake = options.maxStake ?? 0.05;
  const candidate = (
    selection: Selection,
    best: { price: number; bookmaker: string } | undefined,
    dist: LineOutcomeProbabilities,
    marketProbability: number | null,
  ): Candidate[] => {
    if (!best || !(best.price > 1)) return [];
    const edge = lineExpectedProfit(dist, best.price);
    return edge >= threshold ? [{ selection, best, dist, edge, marketProbability }] : [];
  };
  /** Fractional Kelly of each full stake, the market's total capped at maxStake. */
  const recommend = (market: QuoteMarket, line: number | null, sized: { c: Candidate; full: number }[]) => {
    const total = sized.reduce((sum, { full }) => sum + fraction * full, 0);
    const scale = total > maxStake ? maxStake / total : 1;
    return sized.map(
      ({ c, full }): Recommendation => ({
        market,
        line,
        selection: c.selection,
        bookmaker: c.best.bookmaker,
        price: c.best.price,
        probability: c.dist.win + c.dist.halfWin / 2,
        marketProbability: c.marketProbability,
        fairOdds: lineFairOdds(c.dist),
        edge: c.edge,
        stake: fraction * full * scale,
      }),
    );
  };
  const exclusive = (market: QuoteMarket, line: number | null, candidates: Candidate[]) => {
    // Every candidate is backed: each returns more than it costs, and the reserve rate stays below 1.
    const full = simultaneousKelly(candidates.map((c) => ({ probability: c.dist.win, price: c.best.price })));
    return recommend(
      market,
      line,
      candidates.map((c, i) => ({ c, full: full[i]! })),
    );
  };

  const out: Recommendation[] = [];
  let handicap: { line: number; pick: Candidate } | null = null;
  for (const best of bestPrices(quotes, options)) {
    if (best.market === '1X2' && best.outcomes.length === 3) {
      const p = prediction.probabilities;
      const market = marketProbabilities(quotes, '1X2', null);
      out.push(
        ...exclusive('1X2', null, [
          ...candidate('home', best.outcomes[0], binary(p.home), market?.[0] ?? null),
          ...candidate('draw', best.outcomes[1], binary(p.draw), market?.[1] ?? null),
          ...candidate('away', best.outcomes[2], binary(p.away), market?.[2] ?? null),
        ]),
      );
    } else if (best.market === 'OU25' && best.outcomes.length === 2) {
      const over = overProbability(prediction.grid, 2.5);
      const market = marketProbabilities(quotes, 'OU25', null);
      out.push(
        ...exclusive('OU25', 2.5, [
          ...candidate('over', best.outcomes[0], binary(over), market?.[0] ?? null),
          ...candidate('under', best.outcomes[1], binary(1 - over), market?.[1] ?? null),
        ]),
      );
    } else if (best.market === 'AH' && best.line !== null && best.outcomes.length === 2) {
      const ah = asianHandicapFromGrid(prediction.grid, best.line);
      const market = marketProbabilities(quotes, 'AH', best.line);
      for (const pick of [
        ...candidate('home', best.outcomes[0], ah.home, market?.[0] ?? null),
        ...candidate('away', best.outcomes[1], ah.away, market?.[1] ?? null),
      ]) {
        if (!handicap || pick.edge > handicap.pick.edge) handicap = { line: best.line, pick };
      }
    }
  }
  if (handicap) {
    const { line, pick } = handicap;
    out.push(
      ...recommend('AH', line, [
        { c: pick, full: kellyStakeMultiOutcome(distributionReturns(pick.dist, pick.best.price)) },
      ]),
    );
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
