import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BacktestMatch, groupMatchdays, isoWeekKey, runBacktest } from './backtest';
import { rankedProbabilityScore } from './metrics';
import { syntheticLeague } from './synthetic-league';

const league = syntheticLeague({ teams: 8, seasons: 3, seed: 5 });
const options = { seasons: ['2022-23'], warmupSeasons: 1, keepForecasts: true };

function forecastsBefore(result: ReturnType<typeof runBacktest>, date: string) {
  return result.forecasts.filter((f) => f.date < date).map((f) => [f.date, f.homeTeam, f.p, f.modelOnly]);
}

describe('walk-forward backtest', () => {
  const base = runBacktest({ SYN: league }, options);

  it('scores model and market on the same matches', () => {
    const scored = league.filter((m) => m.season === '2022-23');
    assert.equal(base.n, scored.length);
    assert.equal(base.model.n, base.market.n);
    assert.ok(base.model.rps > 0 && base.model.rps < 0.3);
    assert.ok(base.fits > 0);
    assert.equal(base.calibration.length, 10);
    assert.ok(base.diagnostics.cvStd >= 0);
    assert.ok(base.series.length > 0);
  });

  it('compares the served model with the pre-match price on exactly the matches that have one', () => {
    // Every third match of the scored season has lost its pre-match quotes.
    const scored = league.filter((m) => m.season === '2022-23');
    const withoutPre = new Set(scored.filter((_, i) => i % 3 === 0));
    const thinned = league.map((m) =>
      withoutPre.has(m) ? { ...m, odds: (m.odds ?? []).filter((quote) => quote.phase !== 'pre') } : m,
    );
    const result = runBacktest({ SYN: thinned }, options);
    const priced = result.forecasts.filter((f) => f.pre !== null);
    assert.equal(result.againstPreMatch.n, scored.length - withoutPre.size);
    assert.equal(priced.length, result.againstPreMatch.n);
    assert.equal(result.marketPreMatch.n, result.againstPreMatch.n);
    const servedRps = priced.reduce((sum, f) => sum + rankedProbabilityScore(f.p, f.outcome), 0) / priced.length;
    assert.ok(Math.abs(result.againstPreMatch.model.rps - servedRps) < 1e-12);
    assert.notEqual(result.againstPreMatch.model.rps, result.model.rps);
  });

  it('never lets a later result or closing price change an earlier prediction (leakage)', () => {
    const scored = league.filter((m) => m.season === '2022-23');
    const cut = scored[Math.floor(scored.length / 2)]!.date;
    const tampered: BacktestMatch[] = league.map((m) =>
      m.date >= cut
        ? {
            ...m,
            homeGoals: 7,
            awayGoals: 0,
            odds: m.odds.map((q) => (q.phase === 'close' ? { ...q, prices: q.prices.map((p) => p * 1.5) } : q)),
          }
        : m,
    );
    const after = runBacktest({ SYN: tampered }, options);
    const before = forecastsBefore(base, cut);
    assert.ok(before.length > 10);
    assert.deepEqual(forecastsBefore(after, cut), before);
    // The check has teeth: tampering with an earlier week does change what follows.
    const early = scored[5]!.date;
    const tamperedEarly = league.map((m) => (m.date === early ? { ...m, homeGoals: 7, awayGoals: 0 } : m));
    const changed = runBacktest({ SYN: tamperedEarly }, options);
    assert.notDeepEqual(forecastsBefore(changed, cut), before);
    assert.deepEqual(forecastsBefore(changed, early), forecastsBefore(base, early));
  });

  it('measures each betting strategy over the scored seasons, reproducibly', () => {
    const { strategies, betting } = base;
    assert.deepEqual(Object.keys(strategies).sort(), ['consensusOutlier', 'modelEdgeBack', 'modelEdgeLay', 'served']);
    // The served bets are today's summary; the synthetic books have no exchange to lay on and too few for a consensus.
    assert.equal(strategies.served.bets, betting.bets);
    assert.ok(strategies.modelEdgeBack.bets > 0);
    assert.equal(strategies.modelEdgeLay.bets, 0);
    assert.equal(strategies.consensusOutlier.bets, 0);
    const back = strategies.modelEdgeBack;
    assert.deepEqual(Object.keys(back.bySeason), ['2022-23']);
    assert.deepEqual(Object.keys(back.byLeague), ['SYN']);
    assert.ok(back.roiInterval && back.roiInterval.low <= back.roi && back.roi <= back.roiInterval.high);
    assert.ok(back.clvBets > 0 && back.maxDrawdown >= 0);
    assert.deepEqual(runBacktest({ SYN: league }, options).strategies, strategies);
  });

  it('compares strategy settings side by side when tuning', () => {
    const tuned = runBacktest(
      { SYN: league },
      {
        ...options,
        tuning: [
          { strategy: 'modelEdgeBack', config: { modelEdge: 0, referenceEdge: 0 } },
          { strategy: 'modelEdgeBack', config: { modelEdge: 0.1, referenceEdge: 0.1 } },
        ],
      },
    );
    const [loose, strict] = tuned.tuning;
    assert.equal(loose!.config.modelEdge, 0);
    assert.equal(strict!.config.referenceEdge, 0.1);
    assert.ok(loose!.figures.bets > strict!.figures.bets);
    assert.equal(loose!.figures.bets, base.strategies.modelEdgeBack.bets);
  });

  it('shows the effect of the algorithm weights', () => {
    const flat = runBacktest(
      { SYN: league },
      {
        ...options,
        marketBlend: false,
        weights: { attackStrength: 0, defenseWeakness: 0, recentForm: 0, homeAdvantage: 0 },
      },
    );
    const fitted = runBacktest({ SYN: league }, { ...options, marketBlend: false });
    // Ignoring every team difference must forecast worse than the fitted ratings.
    assert.ok(flat.model.rps > fitted.model.rps + 0.005);
  });
});

describe('matchdays', () => {
  it('uses ISO weeks (Monday to Sunday, week 1 holds the first Thursday)', () => {
    assert.equal(isoWeekKey('2024-08-17'), '2024-W33');
    assert.equal(isoWeekKey('2024-08-18'), '2024-W33');
    assert.equal(isoWeekKey('2024-08-19'), '2024-W34');
    assert.equal(isoWeekKey('2021-01-03'), '2020-W53');
    assert.equal(isoWeekKey('2024-12-30'), '2025-W01');
  });

  it('groups consecutive matches of a week', () => {
    const days = ['2024-08-16', '2024-08-17', '2024-08-18', '2024-08-20', '2024-08-24'].map((date) => ({ date }));
    assert.deepEqual(groupMatchdays(days), [
      { start: 0, end: 3 },
      { start: 3, end: 5 },
    ]);
  });
});
