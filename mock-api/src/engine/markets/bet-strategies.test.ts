import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreGrid } from '../model/dixon-coles';
import {
  consensusOutlierBets,
  DEFAULT_STRATEGY_CONFIG,
  modelEdgeBets,
  type StrategyConfig,
  servedRecommendations,
  sharpReference,
  strategyBets,
} from './bet-strategies';
import { layEdge, layWinPerLiability, netBackPrice } from './exchange';
import { oneXTwoFromGrid } from './grid-markets';
import { removeMargin } from './margin';
import { jointKelly, type OddsQuote, type PricedPrediction, simultaneousKelly } from './value-bets';

const close = (actual: number, expected: number, what = '') =>
  assert.ok(Math.abs(actual - expected) < 1e-12, `${what} ${actual} should be ${expected}`);

const oneXTwo = (bookmaker: string, prices: number[]): OddsQuote => ({ bookmaker, market: '1X2', line: null, prices });

/** A match the model sees as 50 / 27 / 23 (home / draw / away); the grid only matters for totals and handicaps. */
const prediction: PricedPrediction = {
  probabilities: { home: 0.5, draw: 0.27, away: 0.23 },
  grid: scoreGrid(1.5, 1.1, -0.05),
};
/** Uncapped and at full Kelly, so stakes can be checked against the Kelly formulas directly. */
const fullKelly: StrategyConfig = { ...DEFAULT_STRATEGY_CONFIG, kellyFraction: 1, maxStake: 1 };

describe('the sharp reference', () => {
  const pinnacle = oneXTwo('PS', [2.0, 3.6, 4.4]);
  const exchange = oneXTwo('BFE', [2.02, 3.6, 4.1]);
  const average = oneXTwo('Avg', [1.95, 3.4, 3.9]);
  const thinExchange = oneXTwo('BFE', [1.9, 3.2, 3.8]);

  it('is Pinnacle, de-margined with Shin, whenever it quotes the market', () => {
    const reference = sharpReference([average, exchange, pinnacle], '1X2', null, DEFAULT_STRATEGY_CONFIG);
    assert.deepEqual(reference, { bookmaker: 'PS', probabilities: removeMargin([2.0, 3.6, 4.4], 'shin') });
  });

  it('falls back to a liquid exchange, then to the market average', () => {
    const config = DEFAULT_STRATEGY_CONFIG;
    assert.equal(sharpReference([average, exchange], '1X2', null, config)?.bookmaker, 'BFE');
    // Σ 1/price − 1 = 10 % on the exchange: too thin to be a reference.
    assert.equal(sharpReference([average, thinExchange], '1X2', null, config)?.bookmaker, 'Avg');
    assert.equal(sharpReference([average, exchange], '1X2', null, config, 'BFE')?.bookmaker, 'Avg');
    assert.equal(sharpReference([exchange], 'OU25', null, config), null);
  });
});

describe('model edge, back', () => {
  // Pinnacle's fair probabilities are about 51 / 28 / 21: it agrees with the model on the home win, not the away win.
  const pinnacle = oneXTwo('PS', [1.95, 3.5, 4.8]);
  const quotes = [
    pinnacle,
    oneXTwo('B365', [2.1, 3.5, 4.0]),
    oneXTwo('WH', [2.2, 3.3, 3.6]),
    // Beats the model on the away win (0.23 × 4.6 = 1.06) but not Pinnacle's fair price.
    oneXTwo('IW', [1.9, 3.4, 4.6]),
    // Market aggregates are not bookmakers one can bet with.
    oneXTwo('Max', [2.6, 3.9, 5.0]),
  ];
  const fair = removeMargin(pinnacle.prices, 'shin');

  it('backs the best price that beats both the served and the sharp fair price', () => {
    const recs = modelEdgeBets(prediction, quotes, fullKelly).back;
    assert.deepEqual(
      recs.map((r) => [r.selection, r.bookmaker, r.price]),
      [['home', 'WH', 2.2]],
    );
    const [home] = recs;
    // Model 0.5 × 2.2 − 1 = 10 %; Pinnacle fair ≈ 0.51 × 2.2 − 1 > 0.
    close(home!.edge, 0.1, 'edge');
    assert.ok(fair[0]! * 2.2 - 1 > 0);
    close(home!.marketProbability!, fair[0]!, 'reference');
    assert.equal(home!.side, 'back');
    assert.equal(home!.commission, 0);
    // Full Kelly of a lone back: (p·o − 1)/(o − 1) = 0.1 / 1.2.
    close(home!.stake, 0.1 / 1.2, 'stake');
    // The away win at 4.6 is value to the model only: Pinnacle's fair price is above it.
    assert.ok(0.23 * 4.6 - 1 > 0 && fair[2]! * 4.6 - 1 < 0);
  });

  it('applies the margins as configured', () => {
    const strict = { ...fullKelly, modelEdge: 0.11 };
    assert.equal(modelEdgeBets(prediction, quotes, strict).back.length, 0);
    // A reference margin the prices cannot clear leaves nothing either.
    const sharp = { ...fullKelly, referenceEdge: 0.2 };
    assert.equal(modelEdgeBets(prediction, quotes, sharp).back.length, 0);
  });

  it("never backs the reference's own price", () => {
    // Pinnacle alone offers 2.3 on the home win, value to the model, but it is the very price the edge is measured on.
    const only = [oneXTwo('PS', [2.3, 3.3, 3.4]), oneXTwo('B365', [2.0, 3.2, 3.3])];
    assert.equal(modelEdgeBets(prediction, only, fullKelly).back.length, 0);
  });

  it('backs at the exchange net of commission, recording the quoted price and the commission', () => {
    const withExchange = [...quotes, oneXTwo('BFE', [2.3, 3.3, 3.5])];
    const [home] = modelEdgeBets(prediction, withExchange, fullKelly).back;
    assert.equal(home!.bookmaker, 'BFE');
    assert.equal(home!.price, 2.3);
    assert.equal(home!.commission, 0.02);
    // Paid 1 + 1.3 × 0.98 = 2.274.
    close(home!.edge, 0.5 * 2.274 - 1, 'edge');
    close(home!.stake, (0.5 * 2.274 - 1) / 1.274, 'stake');
    assert.equal(netBackPrice(2.3, 0.02), 1 + 1.3 * 0.98);
  });

  it('sizes the outcomes of one market jointly and caps their total (hand-checked)', () => {
    const model = { ...prediction, probabilities: { home: 0.5, draw: 0.3, away: 0.2 } };
    const prices = [oneXTwo('PS', [2.0, 3.3, 4.8]), oneXTwo('B365', [2.2, 3.5, 3.2])];
    const quarter = { ...DEFAULT_STRATEGY_CONFIG, maxStake: 1 };
    const uncapped = modelEdgeBets(model, prices, quarter).back;
    // Simultaneous Kelly of home 50 % at 2.2 and draw 30 % at 3.5 is 0.15 and 0.08; a quarter of each.
    assert.deepEqual(
      uncapped.map((r) => [r.selection, Number(r.stake.toFixed(12))]),
      [
        ['home', 0.0375],
        ['draw', 0.02],
      ],
    );
    // At most 5 % on the market: 0.0575 is scaled to 0.05, keeping the ratio.
    const capped = modelEdgeBets(model, prices, DEFAULT_STRATEGY_CONFIG).back;
    close(capped[0]!.stake, (0.0375 * 0.05) / 0.0575);
    close(capped[1]!.stake, (0.02 * 0.05) / 0.0575);
  });

  it('keeps one Asian handicap bet per match: the best edge over every line', () => {
    const grid = scoreGrid(2.2, 0.7, -0.05);
    const strong = { probabilities: oneXTwoFromGrid(grid), grid };
    const ah = (bookmaker: string, line: number, prices: number[]): OddsQuote => ({
      bookmaker,
      market: 'AH',
      line,
      prices,
    });
    const lines = [
      [-0.5, [2.2, 1.7], [2.0, 1.8]],
      [-1, [2.6, 1.5], [2.4, 1.6]],
      [-1.5, [3.4, 1.3], [3.1, 1.38]],
    ] as const;
    const quotesAh = lines.flatMap(([line, soft, sharp]) => [ah('B365', line, [...soft]), ah('PS', line, [...sharp])]);
    const each = lines.map(
      ([line, soft, sharp]) =>
        modelEdgeBets(strong, [ah('B365', line, [...soft]), ah('PS', line, [...sharp])], fullKelly).served,
    );
    assert.ok(
      each.every((recs) => recs.length === 1),
      'every line alone has value',
    );
    const recs = modelEdgeBets(strong, quotesAh, fullKelly).served;
    assert.equal(recs.length, 1);
    const best = each.map((r) => r[0]!).reduce((a, b) => (b.edge > a.edge ? b : a));
    assert.deepEqual(recs[0], best);
  });
});

describe('model edge, lay', () => {
  // The model gives the home win 40 %; the exchange backs it at 2.3, so it lays at a tick above, 2.32.
  const model = { ...prediction, probabilities: { home: 0.4, draw: 0.3, away: 0.3 } };
  const pinnacle = oneXTwo('PS', [2.45, 3.3, 3.1]);
  const exchange = oneXTwo('BFE', [2.3, 3.4, 3.45]);

  it('lays at a tick above the exchange back price when the served and sharp prices agree (hand-checked)', () => {
    const recs = modelEdgeBets(model, [pinnacle, exchange], fullKelly).lay;
    assert.deepEqual(
      recs.map((r) => [r.selection, r.side, r.bookmaker, r.price]),
      [['home', 'lay', 'BFE', 2.32]],
    );
    const [lay] = recs;
    // b = 0.98 / 1.32; edge = 0.6 × b − 0.4 per unit of liability.
    const b = 0.98 / 1.32;
    close(lay!.edge, 0.6 * b - 0.4, 'edge');
    close(lay!.edge, layEdge(0.4, 2.32, 0.02), 'edge');
    // Full-Kelly liability (1 − p) − p/b.
    assert.ok(Math.abs(lay!.stake - (0.6 - 0.4 / b)) < 1e-9);
    assert.equal(lay!.commission, 0.02);
    close(lay!.marketProbability!, removeMargin(pinnacle.prices, 'shin')[0]!, 'reference');
    // A quarter of it by default.
    const [quarter] = modelEdgeBets(model, [pinnacle, exchange], DEFAULT_STRATEGY_CONFIG).lay;
    assert.ok(Math.abs(quarter!.stake - 0.25 * (0.6 - 0.4 / b)) < 1e-9);
  });

  it('does not lay when the sharp price disagrees, the exchange is thin or there is none', () => {
    const sharpSaysLikely = oneXTwo('PS', [2.15, 3.4, 3.6]);
    assert.equal(modelEdgeBets(model, [sharpSaysLikely, exchange], fullKelly).lay.length, 0);
    const thin = oneXTwo('BFE', [2.3, 3.0, 3.1]);
    assert.equal(modelEdgeBets(model, [pinnacle, thin], fullKelly).lay.length, 0);
    assert.equal(modelEdgeBets(model, [pinnacle], fullKelly).lay.length, 0);
    // A wider assumed spread (two ticks: 2.34) costs edge but still clears zero here.
    const wider = modelEdgeBets(model, [pinnacle, exchange], { ...fullKelly, laySpreadTicks: 2 }).lay;
    assert.equal(wider[0]?.price, 2.34);
  });

  it('serves backs and lays of one market sized together', () => {
    const awayAt36 = oneXTwo('BFE', [2.3, 3.4, 3.6]);
    const recs = servedRecommendations(model, [pinnacle, awayAt36], fullKelly);
    // Back the away win at the exchange (net 3.548: 0.3 × 3.548 > 1 and Pinnacle's fair ≈ 0.31 agrees) and lay the
    // home win: both bets against the home side, so together each is smaller than alone.
    assert.deepEqual(recs.map((r) => [r.selection, r.side]).sort(), [
      ['away', 'back'],
      ['home', 'lay'],
    ]);
    const back = recs.find((r) => r.side === 'back')!;
    const lay = recs.find((r) => r.side === 'lay')!;
    const paid = netBackPrice(3.6, 0.02);
    const joint = jointKelly(
      [0.4, 0.3, 0.3],
      [
        { profits: [-1, -1, paid - 1] },
        { profits: [-1, layWinPerLiability(2.32, 0.02), layWinPerLiability(2.32, 0.02)] },
      ],
    );
    close(back.stake, joint[0]!, 'back stake');
    close(lay.stake, joint[1]!, 'lay stake');
    const [alone] = strategyBets('modelEdgeLay', model, [pinnacle, awayAt36], fullKelly);
    assert.ok(back.stake > 0 && lay.stake < alone!.stake);
    assert.equal(strategyBets('modelEdgeBack', model, [pinnacle, awayAt36], fullKelly).length, 1);
  });
});

describe('consensus outlier', () => {
  const books = [
    oneXTwo('B365', [2.0, 3.4, 4.0]),
    oneXTwo('WH', [2.0, 3.5, 3.9]),
    oneXTwo('IW', [1.95, 3.5, 4.1]),
    oneXTwo('BW', [2.0, 3.4, 4.0]),
    // Far above the others on the home win.
    oneXTwo('VC', [2.25, 3.4, 3.9]),
    oneXTwo('Avg', [2.04, 3.44, 3.98]),
  ];

  it('backs a bookmaker beating the mean Shin probability of the others, sized on that consensus', () => {
    const recs = consensusOutlierBets(books, fullKelly);
    assert.deepEqual(
      recs.map((r) => [r.selection, r.bookmaker, r.price]),
      [['home', 'VC', 2.25]],
    );
    const others = ['B365', 'WH', 'IW', 'BW'].map(
      (name) => removeMargin(books.find((b) => b.bookmaker === name)!.prices, 'shin')[0]!,
    );
    const consensus = others.reduce((a, b) => a + b, 0) / others.length;
    const [home] = recs;
    close(home!.probability, consensus, 'consensus');
    close(home!.edge, consensus * 2.25 - 1, 'edge');
    close(home!.stake, simultaneousKelly([{ probability: consensus, price: 2.25 }])[0]!, 'stake');
    // Without Pinnacle or the exchange the reference shown beside it is the market average.
    close(home!.marketProbability!, removeMargin([2.04, 3.44, 3.98], 'shin')[0]!, 'reference');
  });

  it('counts the sharp prices in the consensus but never bets them', () => {
    // Pinnacle far above four soft books on the away win: the soft books are the ones to doubt.
    const sharpOutlier = [...books.slice(0, 4), oneXTwo('PS', [1.95, 3.4, 4.6])];
    assert.equal(consensusOutlierBets(sharpOutlier, fullKelly).length, 0);
    const exchangeOutlier = [...books.slice(0, 4), oneXTwo('BFE', [1.98, 3.45, 4.7])];
    assert.equal(consensusOutlierBets(exchangeOutlier, fullKelly).length, 0);
    // In the consensus: Pinnacle's longer home price lowers the consensus, and with it VC's edge.
    const withPinnacle = consensusOutlierBets([...books, oneXTwo('PS', [2.15, 3.3, 3.7])], fullKelly);
    assert.equal(withPinnacle[0]?.bookmaker, 'VC');
    assert.ok(withPinnacle[0]!.edge < consensusOutlierBets(books, fullKelly)[0]!.edge);
  });

  it('needs enough other bookmakers for a consensus', () => {
    assert.equal(consensusOutlierBets(books.slice(3), fullKelly).length, 0);
    assert.equal(consensusOutlierBets(books, { ...fullKelly, minConsensusBooks: 5 }).length, 0);
  });
});
