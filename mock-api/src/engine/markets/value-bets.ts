/**
 * What a value bet is, the Kelly stakes that size one or several of them on one market, and their settlement. The
 * strategies that find them live in bet-strategies.ts.
 */
import { layWinPerLiability, netBackPrice } from './exchange';
import type { OneXTwo } from './grid-markets';
import { type LineOutcome, lineReturn, settleLine } from './line-settlement';

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

export type Selection = 'home' | 'draw' | 'away' | 'over' | 'under';

/** Back: bet that the selection happens. Lay (exchange only): bet that it does not, the stake being the liability. */
export type BetSide = 'back' | 'lay';

export interface Recommendation {
  market: QuoteMarket;
  /** Handicap line for AH, total line for OU25 (2.5), null for 1X2. */
  line: number | null;
  selection: Selection;
  side: BetSide;
  bookmaker: string;
  /** The decimal odds taken as quoted (backed or laid at); an exchange's commission is in `commission`. */
  price: number;
  /** Commission on net winnings (an exchange's; 0 at a bookmaker). */
  commission: number;
  /**
   * The probability the bet is sized on that the selection wins outright (AH: full win plus half of a half-win):
   * the served model's for the model-edge strategies, the other bookmakers' consensus for the consensus outlier.
   */
  probability: number;
  /**
   * The sharp market's margin-free probability of the selection (see `sharpReference` in bet-strategies.ts:
   * Pinnacle, else the exchange, else the market average, de-margined with Shin's method); null without one.
   */
  marketProbability: number | null;
  /** 1 / probability (AH: the odds at which its expected profit is zero). */
  fairOdds: number;
  /**
   * Expected profit per unit staked, after commission: back p × odds − 1 (AH: over its win/half/push/loss
   * distribution); lay (1 − p)(1 − c)/(odds − 1) − p per unit of liability.
   */
  edge: number;
  /**
   * Stake as a fraction of the bankroll (a lay's liability): fractional Kelly, sized jointly with the other
   * recommendations on the same market of the same match (their outcomes exclude each other).
   */
  stake: number;
}

/** The model's view of a match that value-bet search needs: its 1X2 and full score grid. */
export interface PricedPrediction {
  probabilities: OneXTwo;
  grid: ArrayLike<number>;
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

/** A position on one market: its profit per unit staked in each of the market's outcomes (scenarios). */
export interface MarketPosition {
  profits: readonly number[];
}

/**
 * Full-Kelly fractions for several positions on one market whose outcomes exclude each other, backs and lays
 * mixed: maximises Σ_s π_s · log(1 + Σ_k f_k · r_ks) over f ≥ 0, where π_s is the probability of outcome s and
 * r_ks position k's profit per unit in it. The objective is concave, so cyclic coordinate ascent (a safeguarded
 * Newton step per coordinate) reaches the optimum; with backs only it agrees with `simultaneousKelly`. Every
 * position must lose in some outcome of positive probability (no arbitrage), which keeps the stakes bounded.
 */
export function jointKelly(probabilities: readonly number[], positions: readonly MarketPosition[]): number[] {
  const wealth = probabilities.map(() => 1);
  const f = positions.map(() => 0);
  for (let sweep = 0; sweep < 500; sweep++) {
    let moved = 0;
    positions.forEach((position, k) => {
      const r = position.profits;
      const current = f[k]!;
      // Slope and curvature of the growth along this position, at stake x (the others fixed).
      const slope = (x: number) =>
        probabilities.reduce((sum, p, s) => sum + (p * r[s]!) / (wealth[s]! + (x - current) * r[s]!), 0);
      const curvature = (x: number) =>
        probabilities.reduce((sum, p, s) => sum - (p * r[s]! * r[s]!) / (wealth[s]! + (x - current) * r[s]!) ** 2, 0);
      let next = 0;
      if (slope(0) > 0) {
        // Bounded by the stake that would leave nothing in some outcome that can happen.
        let hi = Number.POSITIVE_INFINITY;
        probabilities.forEach((p, s) => {
          if (p > 0 && r[s]! < 0) hi = Math.min(hi, current + wealth[s]! / -r[s]!);
        });
        if (!Number.isFinite(hi)) throw new RangeError('a position that cannot lose has no Kelly stake');
        let lo = 0;
        next = Math.min(Math.max(current, 0), hi / 2);
        for (let i = 0; i < 100; i++) {
          const d1 = slope(next);
          if (d1 > 0) lo = next;
          else hi = next;
          const d2 = curvature(next);
          let step = d2 < 0 ? next - d1 / d2 : (lo + hi) / 2;
          if (!(step > lo && step < hi)) step = (lo + hi) / 2;
          if (Math.abs(step - next) < 1e-14) break;
          next = step;
        }
      }
      probabilities.forEach((_, s) => {
        wealth[s] = wealth[s]! + (next - current) * r[s]!;
      });
      f[k] = next;
      moved = Math.max(moved, Math.abs(next - current));
    });
    if (moved < 1e-12) break;
  }
  return f;
}

export interface Settlement {
  outcome: LineOutcome;
  /** Money returned per unit staked (stake included): price, (price + 1)/2, 1, 0.5 or 0. */
  returnMultiple: number;
  /** Profit for the recommendation's stake. */
  profit: number;
}

/**
 * Settles a recommendation on the final score. A back pays its line return, commission taken off any winnings;
 * a lay (1X2 and over/under only) wins (1 − c)/(L − 1) per unit of liability when the selection does not happen
 * and loses the liability when it does. The outcome is the bet's, so a lay on a selection that lost is a 'win'.
 */
export function settleRecommendation(
  rec: Pick<Recommendation, 'market' | 'line' | 'selection' | 'price' | 'stake'> &
    Partial<Pick<Recommendation, 'side' | 'commission'>>,
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
  const commission = rec.commission ?? 0;
  if (rec.side === 'lay') {
    if (outcome !== 'win' && outcome !== 'loss') throw new RangeError('only win-or-lose selections can be laid');
    const layOutcome: LineOutcome = outcome === 'win' ? 'loss' : 'win';
    const returnMultiple = layOutcome === 'win' ? 1 + layWinPerLiability(rec.price, commission) : 0;
    return { outcome: layOutcome, returnMultiple, profit: rec.stake * (returnMultiple - 1) };
  }
  const returnMultiple = lineReturn(outcome, netBackPrice(rec.price, commission));
  return { outcome, returnMultiple, profit: rec.stake * (returnMultiple - 1) };
}
