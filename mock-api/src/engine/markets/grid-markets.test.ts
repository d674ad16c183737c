import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreGrid } from '../model/dixon-coles';
import {
  asianHandicapFromGrid,
  calibrateGrid,
  gridMarkets,
  oneXTwoFromGrid,
  overProbability,
  rescaleGridTo1X2,
} from './grid-markets';

// A 3×3 grid (0–2 goals each) chosen by hand: rows = home goals, columns = away goals.
const HAND = [0.1, 0.05, 0.05, 0.2, 0.1, 0.05, 0.15, 0.1, 0.2];

describe('grid markets', () => {
  it('derives 1X2, expected goals, totals and BTTS from a hand-made grid', () => {
    const m = gridMarkets(HAND);
    // Home wins: (1,0) .2 + (2,0) .15 + (2,1) .1 = .45; draws .1 + .1 + .2 = .4; away .15.
    assert.ok(Math.abs(m.oneXTwo.home - 0.45) < 1e-12);
    assert.ok(Math.abs(m.oneXTwo.draw - 0.4) < 1e-12);
    assert.ok(Math.abs(m.oneXTwo.away - 0.15) < 1e-12);
    // E[home] = 1·.35 + 2·.45 = 1.25; E[away] = 1·.25 + 2·.3 = .85
    assert.ok(Math.abs(m.expectedGoals.home - 1.25) < 1e-12);
    assert.ok(Math.abs(m.expectedGoals.away - 0.85) < 1e-12);
    // Over 2.5 = totals 3 and 4: (1,2) .05 + (2,1) .1 + (2,2) .2 = .35
    const ou = m.overUnder.find((l) => l.line === 2.5)!;
    assert.ok(Math.abs(ou.over - 0.35) < 1e-12);
    assert.ok(Math.abs(ou.fairOver - 1 / 0.35) < 1e-9);
    // BTTS = .1 + .05 + .1 + .2 = .45
    assert.ok(Math.abs(m.btts.yes - 0.45) < 1e-12);
    // Most likely scores first; 1-0 and 2-2 tie at .2.
    assert.deepEqual(
      m.correctScores.slice(0, 2).map((s) => `${s.home}-${s.away}`),
      ['1-0', '2-2'],
    );
    assert.ok(Math.abs(m.correctScores[0]!.fairOdds - 5) < 1e-9);
  });

  it('splits quarter handicap lines into half stakes', () => {
    const ah = asianHandicapFromGrid(HAND, -0.75);
    // Home −0.75: win by 2+ = (2,0) .15 → win; win by 1 = .2 + .1 = .3 → half-win; otherwise loss .55.
    assert.ok(Math.abs(ah.home.win - 0.15) < 1e-12);
    assert.ok(Math.abs(ah.home.halfWin - 0.3) < 1e-12);
    assert.ok(Math.abs(ah.home.loss - 0.55) < 1e-12);
    assert.ok(Math.abs(ah.away.halfLoss - 0.3) < 1e-12);
    assert.ok(Math.abs(ah.away.win - 0.55) < 1e-12);
    const level = asianHandicapFromGrid(HAND, 0);
    assert.ok(Math.abs(level.home.push - 0.4) < 1e-12);
  });

  it('a Dixon–Coles grid sums to 1 and its markets are consistent', () => {
    for (const [l, m, rho] of [
      [1.5, 1.1, -0.1],
      [0.3, 3.2, 0.05],
      [4.0, 0.2, -0.2],
    ] as const) {
      const grid = scoreGrid(l, m, rho);
      assert.ok(Math.abs(grid.reduce((s, v) => s + v, 0) - 1) < 1e-12);
      const mk = gridMarkets(grid);
      assert.ok(Math.abs(mk.oneXTwo.home + mk.oneXTwo.draw + mk.oneXTwo.away - 1) < 1e-12);
      for (const line of mk.asianHandicap) {
        const s = line.home.win + line.home.halfWin + line.home.push + line.home.halfLoss + line.home.loss;
        assert.ok(Math.abs(s - 1) < 1e-12);
      }
      // Over probabilities fall as the line rises.
      for (let i = 1; i < mk.overUnder.length; i++) assert.ok(mk.overUnder[i]!.over <= mk.overUnder[i - 1]!.over);
    }
  });

  it('rescales a grid to a target 1X2 without changing its total', () => {
    const grid = scoreGrid(1.4, 1.2, -0.08);
    const target = { home: 0.5, draw: 0.3, away: 0.2 };
    const out = rescaleGridTo1X2(grid, target);
    const p = oneXTwoFromGrid(out);
    assert.ok(Math.abs(p.home - 0.5) < 1e-12 && Math.abs(p.draw - 0.3) < 1e-12 && Math.abs(p.away - 0.2) < 1e-12);
  });

  it('calibrates a grid to a target 1X2 and over 2.5 at the same time', () => {
    const grid = scoreGrid(1.4, 1.2, -0.08);
    const target = { home: 0.45, draw: 0.27, away: 0.28 };
    const out = calibrateGrid(grid, target, 0.58);
    const p = oneXTwoFromGrid(out);
    assert.ok(Math.abs(p.home - 0.45) < 1e-9 && Math.abs(p.draw - 0.27) < 1e-9);
    assert.ok(Math.abs(overProbability(out, 2.5) - 0.58) < 1e-9);
    assert.ok(Math.abs(out.reduce((s, v) => s + v, 0) - 1) < 1e-12);
    // Without a totals target it is the plain 1X2 rescaling.
    assert.deepEqual(calibrateGrid(grid, target, null), rescaleGridTo1X2(grid, target));
  });
});
