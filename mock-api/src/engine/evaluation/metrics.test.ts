import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  brierScore,
  calibrationTable,
  forecastMetrics,
  logLoss,
  meanAndStd,
  outcomeOf,
  rankedProbabilityScore,
} from './metrics';

const p = { home: 0.5, draw: 0.3, away: 0.2 };

describe('forecast metrics (hand-computed)', () => {
  it('ranked probability score', () => {
    // Home win: cumulative (0.5, 0.8) vs (1, 1) → ((−0.5)² + (−0.2)²)/2 = 0.145
    assert.ok(Math.abs(rankedProbabilityScore(p, 0) - 0.145) < 1e-12);
    // Draw: (0.5, 0.8) vs (0, 1) → (0.25 + 0.04)/2 = 0.145
    assert.ok(Math.abs(rankedProbabilityScore(p, 1) - 0.145) < 1e-12);
    // Away: (0.5, 0.8) vs (0, 0) → (0.25 + 0.64)/2 = 0.445
    assert.ok(Math.abs(rankedProbabilityScore(p, 2) - 0.445) < 1e-12);
  });

  it('Brier score over the three outcomes', () => {
    // Home win: 0.25 + 0.09 + 0.04 = 0.38
    assert.ok(Math.abs(brierScore(p, 0) - 0.38) < 1e-12);
    // Away win: 0.25 + 0.09 + 0.64 = 0.98
    assert.ok(Math.abs(brierScore(p, 2) - 0.98) < 1e-12);
  });

  it('log loss', () => {
    assert.ok(Math.abs(logLoss(p, 1) - -Math.log(0.3)) < 1e-12);
    assert.ok(Number.isFinite(logLoss({ home: 1, draw: 0, away: 0 }, 2)));
  });

  it('averages over matches and counts the favourite hitting as accurate', () => {
    const m = forecastMetrics([
      { p, outcome: 0 },
      { p, outcome: 2 },
    ]);
    assert.equal(m.n, 2);
    assert.equal(m.accuracy, 0.5);
    assert.ok(Math.abs(m.rps - (0.145 + 0.445) / 2) < 1e-12);
    assert.ok(Math.abs(m.brier - (0.38 + 0.98) / 2) < 1e-12);
    assert.ok(Math.abs(m.logLoss - -(Math.log(0.5) + Math.log(0.2)) / 2) < 1e-12);
    assert.ok(Number.isNaN(forecastMetrics([]).rps));
  });

  it('reads outcomes from scores', () => {
    assert.equal(outcomeOf(2, 1), 0);
    assert.equal(outcomeOf(1, 1), 1);
    assert.equal(outcomeOf(0, 3), 2);
  });

  it('buckets every outcome probability in the calibration table', () => {
    const table = calibrationTable([{ p, outcome: 0 }], 10);
    assert.equal(table.length, 10);
    assert.equal(table[5]!.count, 1); // 0.5 → bucket [0.5, 0.6)
    assert.equal(table[5]!.observedFrequency, 1);
    assert.equal(table[3]!.count, 1); // 0.3
    assert.equal(table[3]!.observedFrequency, 0);
    assert.equal(table[2]!.meanForecast, 0.2);
    assert.equal(
      table.reduce((s, b) => s + b.count, 0),
      3,
    );
  });

  it('mean and sample standard deviation', () => {
    const { mean, std } = meanAndStd([1, 2, 3, 4]);
    assert.equal(mean, 2.5);
    assert.ok(Math.abs(std - Math.sqrt(5 / 3)) < 1e-12);
  });
});
