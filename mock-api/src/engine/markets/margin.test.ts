import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { removeMargin, removeMarginDetailed } from './margin';

function close(actual: readonly number[], expected: readonly number[], tol = 1e-9): void {
  assert.equal(actual.length, expected.length);
  for (const [i, v] of actual.entries()) {
    assert.ok(Math.abs(v - expected[i]!) < tol, `index ${i}: ${v} vs ${expected[i]}`);
  }
}

// Expected values computed independently (SciPy brentq on the defining equations).
describe('removeMargin', () => {
  it('multiplicative divides implied probabilities by the booksum', () => {
    close(
      removeMargin([2.0, 3.5, 4.0], 'multiplicative'),
      [0.48275862068965525, 0.27586206896551724, 0.24137931034482762],
    );
    const d = removeMarginDetailed([2.0, 3.5, 4.0], 'multiplicative');
    assert.ok(Math.abs(d.overround - (0.5 + 1 / 3.5 + 0.25 - 1)) < 1e-12);
  });

  it('power finds the exponent that makes the probabilities sum to 1', () => {
    const d = removeMarginDetailed([2.0, 3.5, 4.0], 'power');
    close(d.probabilities, [0.4881387599235351, 0.27358179113677816, 0.23827944893968667]);
    assert.ok(Math.abs(d.parameter - 1.0346367835791652) < 1e-9);
    close(removeMargin([1.5, 4.2, 7.0], 'power'), [0.651853689666077, 0.2198930609722039, 0.12825324936171908]);
  });

  it('shin solves for the insider share z', () => {
    const d = removeMarginDetailed([2.0, 3.5, 4.0], 'shin');
    close(d.probabilities, [0.48673363476294523, 0.2743283961228039, 0.23893796911425097]);
    assert.ok(Math.abs(d.parameter - 0.017891311770304494) < 1e-9);
    close(removeMargin([1.5, 4.2, 7.0], 'shin'), [0.6470951075932826, 0.22344055407315458, 0.12946433833356286]);
  });

  it('leaves a symmetric two-way market at 50/50 under every method', () => {
    for (const method of ['multiplicative', 'power', 'shin'] as const)
      close(removeMargin([1.9, 1.9], method), [0.5, 0.5]);
  });

  it('moves margin off favourites onto long shots (power and Shin vs multiplicative)', () => {
    const mult = removeMargin([1.5, 4.2, 7.0], 'multiplicative');
    for (const method of ['power', 'shin'] as const) {
      const p = removeMargin([1.5, 4.2, 7.0], method);
      assert.ok(p[0]! > mult[0]! && p[2]! < mult[2]!);
    }
  });

  it('rejects prices that are not decimal odds above 1', () => {
    assert.throws(() => removeMargin([1, 2, 3], 'shin'), RangeError);
    assert.throws(() => removeMargin([2], 'power'), RangeError);
    assert.throws(() => removeMargin([Number.NaN, 2], 'multiplicative'), RangeError);
  });
});
