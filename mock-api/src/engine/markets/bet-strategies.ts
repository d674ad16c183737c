/**
 * The value-bet strategies, each a pure function of one match's pre-match prices (and the served prediction):
 * - model edge, back: a bookmaker's own price (or the exchange's, net of commission) that beats both the served
 *   probability and the sharp market's margin-free probability (`sharpReference`) by a margin;
 * - model edge, lay: the exchange's lay price for an outcome below the served fair price, again confirmed by the
 *   sharp reference (Pinnacle, else the market average; never the exchange it is laid on);
 * - consensus outlier, no model: a soft bookmaker whose price beats the de-margined consensus of all the others.
 * Each market of a match is sized jointly by Kelly (its outcomes exclude each other), then a fractional multiplier
 * and a cap on the market's total stake apply. Only one Asian handicap line per match is bet, the best edge.
 *
 * What was measured and why these defaults: see evaluation/README.md. In short, the served probability alone
 * against each bookmaker's price lost closing-line value, while requiring an edge against the sharp pre-match price
 * as well kept it positive, on the tuning seasons and on the later ones.
 */
import { layEdge, layWinPerLiability, netBackPrice, ticksAbove } from './exchange';
import { asianHandicapFromGrid, overProbability } from './grid-markets';
import { type LineOutcomeProbabilities, lineExpectedProfit, lineFairOdds } from './line-settlement';
import { removeMargin } from './margin';
import {
  AGGREGATE_BOOKMAKERS,
  jointKelly,
  kellyStakeMultiOutcome,
  type OddsQuote,
  type PricedPrediction,
  type QuoteMarket,
  type Recommendation,
  type Selection,
  simultaneousKelly,
} from './value-bets';

/** Pinnacle: the sharpest bookmaker in the data (gone from it from 2026-27). */
export const SHARP_BOOKMAKER = 'PS';
/** Betfair Exchange (from 2024-25): back prices only; lays are taken a tick above them. */
export const EXCHANGE_BOOKMAKER = 'BFE';
const MARKET_AVERAGE = 'Avg';

export const STRATEGY_NAMES = ['modelEdgeBack', 'modelEdgeLay', 'consensusOutlier'] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];

export interface StrategyConfig {
  /** Minimum expected profit per unit at risk under the served probability (model-edge strategies). */
  modelEdge: number;
  /** Minimum expected profit per unit at risk under the sharp reference's probability (model-edge strategies). */
  referenceEdge: number;
  /** Minimum expected profit per unit under the consensus of the other bookmakers (consensus outlier). */
  consensusEdge: number;
  /** The consensus needs at least this many other bookmakers' prices for the market. */
  minConsensusBooks: number;
  /** The exchange's commission on net winnings. */
  commission: number;
  /** Ladder ticks between the exchange's best back price and the lay price assumed. */
  laySpreadTicks: number;
  /** An exchange market whose back prices carry a larger overround (Σ 1/price − 1) is too thin to use. */
  maxExchangeOverround: number;
  /** Fraction of the full Kelly stake. */
  kellyFraction: number;
  /** The most one market of one match may stake in all, as a fraction of the bankroll. */
  maxStake: number;
}

/**
 * The thresholds were chosen on 2014-15 … 2018-19 only: 2014-15 and 2015-16 train the model, the walk-forward
 * seasons 2016-17 … 2018-19 are scored (`npm run backtest -- --league ALL --seasons 2016-17..2018-19 --tune`). They
 * maximised the closing-line profit of the recommended stakes (Σ stake × CLV; the grid is in
 * evaluation/README.md) and were never tuned on later seasons. For the model edge that is
 * zero and zero: back whenever the price beats both the served fair price and the sharp one. The lay strategy has
 * no season to tune on (the exchange's prices start in 2024-25) and uses the back strategy's thresholds. The other
 * settings are not tuned: 2 % is the exchange's usual commission, one tick its usual spread.
 */
export const DEFAULT_STRATEGY_CONFIG: StrategyConfig = {
  modelEdge: 0,
  referenceEdge: 0,
  consensusEdge: 0.01,
  minConsensusBooks: 3,
  commission: 0.02,
  laySpreadTicks: 1,
  maxExchangeOverround: 0.03,
  kellyFraction: 0.25,
  maxStake: 0.05,
};

const OUTCOMES: Record<QuoteMarket, readonly Selection[]> = {
  '1X2': ['home', 'draw', 'away'],
  OU25: ['over', 'under'],
  AH: ['home', 'away'],
};

function usable(quote: OddsQuote): boolean {
  return (
    quote.prices.length === OUTCOMES[quote.market].length &&
    quote.prices.every((price) => Number.isFinite(price) && price > 1)
  );
}

/** Thin exchange markets show wide books and stale prices; they are neither a reference nor a place to bet. */
function liquidEnough(quote: OddsQuote, config: StrategyConfig): boolean {
  if (quote.bookmaker !== EXCHANGE_BOOKMAKER) return true;
  return quote.prices.reduce((sum, price) => sum + 1 / price, 0) - 1 <= config.maxExchangeOverround;
}

export interface SharpReference {
  bookmaker: string;
  /** Margin-free (Shin) probabilities in the quote's outcome order. */
  probabilities: number[];
}

/**
 * The sharp market's probabilities for a market (and line): Pinnacle's pre-match prices, else the exchange's (the
 * back prices de-margined: commission is the bettor's cost, not information about the outcome), else the market
 * average; each de-margined with Shin's method. `exclude` leaves one source out (a lay is never confirmed by the
 * very exchange it is laid on). Null when none is quoted.
 */
export function sharpReference(
  quotes: readonly OddsQuote[],
  market: QuoteMarket,
  line: number | null,
  config: StrategyConfig,
  exclude: string | null = null,
): SharpReference | null {
  for (const bookmaker of [SHARP_BOOKMAKER, EXCHANGE_BOOKMAKER, MARKET_AVERAGE]) {
    if (bookmaker === exclude) continue;
    const quote = quotes.find(
      (q) =>
        q.bookmaker === bookmaker && q.market === market && q.line === line && usable(q) && liquidEnough(q, config),
    );
    if (quote) return { bookmaker, probabilities: removeMargin(quote.prices, 'shin') };
  }
  return null;
}

/** A bet a strategy would place, before sizing. */
interface Candidate {
  market: QuoteMarket;
  line: number | null;
  /** Position of the selection among the market's outcomes. */
  index: number;
  selection: Selection;
  side: 'back' | 'lay';
  bookmaker: string;
  price: number;
  commission: number;
  /** What the stake is sized on (the selection's own win/half/push/loss probabilities). */
  basis: LineOutcomeProbabilities;
  marketProbability: number | null;
  edge: number;
}

function binary(p: number): LineOutcomeProbabilities {
  return { win: p, halfWin: 0, push: 0, halfLoss: 0, loss: 1 - p };
}

/** The price a back bet is paid at: the exchange's after commission, a bookmaker's as quoted. */
function paidPrice(bookmaker: string, price: number, config: StrategyConfig): number {
  return bookmaker === EXCHANGE_BOOKMAKER ? netBackPrice(price, config.commission) : price;
}

function commissionOf(bookmaker: string, config: StrategyConfig): number {
  return bookmaker === EXCHANGE_BOOKMAKER ? config.commission : 0;
}

/** The prices one can back on a market: individual bookmakers and a liquid exchange, not market aggregates. */
function backableQuotes(group: readonly OddsQuote[], config: StrategyConfig): OddsQuote[] {
  return group.filter((q) => !AGGREGATE_BOOKMAKERS.includes(q.bookmaker) && usable(q) && liquidEnough(q, config));
}

/** The quotes of a match grouped by market and line, in the order first seen. */
function marketGroups(
  quotes: readonly OddsQuote[],
): { market: QuoteMarket; line: number | null; quotes: OddsQuote[] }[] {
  const groups = new Map<string, { market: QuoteMarket; line: number | null; quotes: OddsQuote[] }>();
  for (const quote of quotes) {
    const key = `${quote.market}|${quote.line ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { market: quote.market, line: quote.line, quotes: [] };
      groups.set(key, group);
    }
    group.quotes.push(quote);
  }
  return [...groups.values()];
}

/** The line a recommendation carries: the handicap, 2.5 for over/under, null for 1X2. */
function recommendationLine(market: QuoteMarket, line: number | null): number | null {
  return market === 'OU25' ? 2.5 : market === 'AH' ? line : null;
}

/** The served model's outcome distributions for a market, in the quote's outcome order. */
function modelDistributions(
  prediction: PricedPrediction,
  market: QuoteMarket,
  line: number | null,
): LineOutcomeProbabilities[] | null {
  if (market === '1X2') {
    const p = prediction.probabilities;
    return [binary(p.home), binary(p.draw), binary(p.away)];
  }
  if (market === 'OU25') {
    const over = overProbability(prediction.grid, 2.5);
    return [binary(over), binary(1 - over)];
  }
  if (line === null) return null;
  const ah = asianHandicapFromGrid(prediction.grid, line);
  return [ah.home, ah.away];
}

/** Per outcome, the candidate with the largest edge (on one probability: the highest price paid). */
function bestPerOutcome(candidates: readonly Candidate[]): Candidate[] {
  const best = new Map<number, Candidate>();
  for (const c of candidates) {
    const held = best.get(c.index);
    if (!held || c.edge > held.edge) best.set(c.index, c);
  }
  return [...best.values()].sort((a, b) => a.index - b.index);
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

/**
 * Stakes one market's candidates: full Kelly sized jointly (backs alone by the closed form of simultaneous Kelly,
 * a handicap bet by its multi-outcome Kelly, lays with anything by the general `jointKelly` over `scenarios`, the
 * market's outcome probabilities), then the fractional multiplier, then the market's cap scaling them alike.
 */
function sizeMarket(
  candidates: readonly Candidate[],
  scenarios: readonly number[] | null,
  config: StrategyConfig,
): Recommendation[] {
  if (candidates.length === 0) return [];
  let full: number[];
  if (candidates.some((c) => c.side === 'lay')) {
    if (!scenarios) throw new RangeError('sizing a lay needs the probability of every outcome');
    full = jointKelly(
      scenarios,
      candidates.map((c) => ({
        profits: scenarios.map((_, s) => {
          if (c.side === 'lay') return s === c.index ? -1 : layWinPerLiability(c.price, c.commission);
          return s === c.index ? netBackPrice(c.price, c.commission) - 1 : -1;
        }),
      })),
    );
  } else if (candidates[0]!.market === 'AH') {
    full = candidates.map((c) =>
      kellyStakeMultiOutcome(distributionReturns(c.basis, netBackPrice(c.price, c.commission))),
    );
  } else {
    full = simultaneousKelly(
      candidates.map((c) => ({ probability: c.basis.win, price: netBackPrice(c.price, c.commission) })),
    );
  }
  const total = full.reduce((sum, f) => sum + config.kellyFraction * f, 0);
  const scale = total > config.maxStake ? config.maxStake / total : 1;
  return candidates.flatMap((c, i): Recommendation[] => {
    const stake = config.kellyFraction * full[i]! * scale;
    if (!(stake > 0)) return [];
    return [
      {
        market: c.market,
        line: c.line,
        selection: c.selection,
        side: c.side,
        bookmaker: c.bookmaker,
        price: c.price,
        commission: c.commission,
        probability: c.basis.win + c.basis.halfWin / 2,
        marketProbability: c.marketProbability,
        fairOdds: lineFairOdds(c.basis),
        edge: c.edge,
        stake,
      },
    ];
  });
}

/** Sizes each 1X2 and over/under market on its own, and the single best Asian handicap bet of the match. */
function sizeMatch(
  byMarket: readonly { candidates: Candidate[]; scenarios: number[] | null }[],
  config: StrategyConfig,
): Recommendation[] {
  const out: Recommendation[] = [];
  let handicap: Candidate | null = null;
  for (const { candidates, scenarios } of byMarket) {
    if (candidates[0]?.market === 'AH') {
      // Lines overlap (one result can win one line and push another): the best edge over every line is kept.
      for (const c of candidates) if (!handicap || c.edge > handicap.edge) handicap = c;
    } else out.push(...sizeMarket(candidates, scenarios, config));
  }
  if (handicap) out.push(...sizeMarket([handicap], null, config));
  return out.sort((a, b) => b.edge - a.edge);
}

/** A match's model-edge bets three ways, each sized on its own: backs alone, lays alone, and both as served. */
export interface ModelEdgeBets {
  back: Recommendation[];
  lay: Recommendation[];
  /** Backs and lays together, each market's bets sized jointly; an outcome never gets both a back and a lay. */
  served: Recommendation[];
}

/**
 * Model-edge bets of a match. Back: per outcome, the best price among the bookmakers (and the liquid exchange, net
 * of commission) whose expected profit clears `modelEdge` under the served probability and `referenceEdge` under
 * the sharp reference; the reference's own prices never qualify. Lay (1X2 and over/under, on a liquid exchange):
 * laying at a tick above the exchange's back price must clear the same two margins per unit of liability, the
 * reference then being Pinnacle or the market average. The candidates are found once and sized three ways.
 */
export function modelEdgeBets(
  prediction: PricedPrediction,
  quotes: readonly OddsQuote[],
  config: StrategyConfig = DEFAULT_STRATEGY_CONFIG,
): ModelEdgeBets {
  const markets: { backs: Candidate[]; lays: Candidate[]; scenarios: number[] | null }[] = [];
  for (const group of marketGroups(quotes)) {
    const { market } = group;
    const distributions = modelDistributions(prediction, market, group.line);
    if (!distributions) continue;
    const line = recommendationLine(market, group.line);
    const selections = OUTCOMES[market];
    const reference = sharpReference(group.quotes, market, group.line, config);
    const backs: Candidate[] = [];
    if (reference) {
      for (const quote of backableQuotes(group.quotes, config)) {
        if (quote.bookmaker === reference.bookmaker) continue;
        quote.prices.forEach((price, index) => {
          const paid = paidPrice(quote.bookmaker, price, config);
          const edge = lineExpectedProfit(distributions[index]!, paid);
          const referenceEdge = reference.probabilities[index]! * paid - 1;
          if (edge >= config.modelEdge && referenceEdge >= config.referenceEdge) {
            backs.push({
              market,
              line,
              index,
              selection: selections[index]!,
              side: 'back',
              bookmaker: quote.bookmaker,
              price,
              commission: commissionOf(quote.bookmaker, config),
              basis: distributions[index]!,
              marketProbability: reference.probabilities[index]!,
              edge,
            });
          }
        });
      }
    }
    const lays: Candidate[] = [];
    const exchange =
      market === 'AH'
        ? undefined
        : group.quotes.find((q) => q.bookmaker === EXCHANGE_BOOKMAKER && usable(q) && liquidEnough(q, config));
    const layReference = exchange ? sharpReference(group.quotes, market, group.line, config, EXCHANGE_BOOKMAKER) : null;
    if (exchange && layReference) {
      exchange.prices.forEach((backPrice, index) => {
        const layPrice = ticksAbove(backPrice, config.laySpreadTicks);
        const p = distributions[index]!.win;
        const edge = layEdge(p, layPrice, config.commission);
        const referenceEdge = layEdge(layReference.probabilities[index]!, layPrice, config.commission);
        if (edge >= config.modelEdge && referenceEdge >= config.referenceEdge) {
          lays.push({
            market,
            line,
            index,
            selection: selections[index]!,
            side: 'lay',
            bookmaker: EXCHANGE_BOOKMAKER,
            price: layPrice,
            commission: config.commission,
            basis: distributions[index]!,
            marketProbability: layReference.probabilities[index]!,
            edge,
          });
        }
      });
    }
    if (backs.length + lays.length > 0) {
      markets.push({
        backs: bestPerOutcome(backs),
        lays,
        scenarios: market === 'AH' ? null : distributions.map((d) => d.win),
      });
    }
  }
  const sized = (pick: (m: (typeof markets)[number]) => Candidate[]) =>
    sizeMatch(
      markets.map((m) => ({ candidates: pick(m), scenarios: m.scenarios })).filter((m) => m.candidates.length > 0),
      config,
    );
  return {
    back: sized((m) => m.backs),
    lay: sized((m) => m.lays),
    served: sized((m) =>
      [...m.backs, ...m.lays.filter((lay) => !m.backs.some((b) => b.index === lay.index))].sort(
        (a, b) => a.index - b.index,
      ),
    ),
  };
}

/**
 * Consensus-outlier bets of a match (no model): per outcome, the best price among the soft bookmakers that beats
 * by `consensusEdge` the consensus of the others: the mean of their Shin-de-margined probabilities, from at least
 * `minConsensusBooks` of them. Sized by Kelly on that consensus. Shin's method matters here: multiplicative
 * de-margining leaves the favourite–longshot bias in the consensus, so every longshot would look like value.
 * Pinnacle and the exchange count in the consensus but are never bet: where the sharp price stands out, the soft
 * books are the ones that are wrong (on 2016-17 … 2018-19, Pinnacle's outliers lost 1.5 % of closing-line value).
 */
export function consensusOutlierBets(
  quotes: readonly OddsQuote[],
  config: StrategyConfig = DEFAULT_STRATEGY_CONFIG,
): Recommendation[] {
  const byMarket: { candidates: Candidate[]; scenarios: number[] | null }[] = [];
  for (const group of marketGroups(quotes)) {
    const { market } = group;
    const books = backableQuotes(group.quotes, config);
    if (books.length < config.minConsensusBooks + 1) continue;
    const fair = books.map((q) => removeMargin(q.prices, 'shin'));
    const line = recommendationLine(market, group.line);
    const selections = OUTCOMES[market];
    const reference = sharpReference(group.quotes, market, group.line, config);
    const candidates: Candidate[] = [];
    books.forEach((quote, b) => {
      if (quote.bookmaker === SHARP_BOOKMAKER || quote.bookmaker === EXCHANGE_BOOKMAKER) return;
      quote.prices.forEach((price, index) => {
        const others = fair.filter((_, o) => o !== b);
        const consensus = others.reduce((sum, probabilities) => sum + probabilities[index]!, 0) / others.length;
        const paid = paidPrice(quote.bookmaker, price, config);
        const edge = consensus * paid - 1;
        if (edge >= config.consensusEdge) {
          candidates.push({
            market,
            line,
            index,
            selection: selections[index]!,
            side: 'back',
            bookmaker: quote.bookmaker,
            price,
            commission: commissionOf(quote.bookmaker, config),
            basis: binary(consensus),
            marketProbability: reference?.probabilities[index] ?? null,
            edge,
          });
        }
      });
    });
    const chosen = bestPerOutcome(candidates);
    if (chosen.length > 0) byMarket.push({ candidates: chosen, scenarios: null });
  }
  return sizeMatch(byMarket, config);
}

/** One strategy's bets on a match. */
export function strategyBets(
  strategy: StrategyName,
  prediction: PricedPrediction,
  quotes: readonly OddsQuote[],
  config: StrategyConfig = DEFAULT_STRATEGY_CONFIG,
): Recommendation[] {
  if (strategy === 'consensusOutlier') return consensusOutlierBets(quotes, config);
  const bets = modelEdgeBets(prediction, quotes, config);
  return strategy === 'modelEdgeBack' ? bets.back : bets.lay;
}

/**
 * What the site publishes for a match: the model-edge backs and, where the exchange quotes the market, its lays,
 * each market's bets sized together.
 */
export function servedRecommendations(
  prediction: PricedPrediction,
  quotes: readonly OddsQuote[],
  config: StrategyConfig = DEFAULT_STRATEGY_CONFIG,
): Recommendation[] {
  return modelEdgeBets(prediction, quotes, config).served;
}
