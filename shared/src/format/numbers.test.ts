import { excerpt, formatAxisValue, formatPercent } from './numbers';

describe('formatPercent', () => {
  it('shows a fraction as a percentage with two decimals', () => {
    expect(formatPercent(0.4567)).toBe('45.67%');
    expect(formatPercent(1)).toBe('100.00%');
    expect(formatPercent(0)).toBe('0.00%');
  });
  it("shows 'N/A' for a missing or non-finite value", () => {
    expect(formatPercent(null)).toBe('N/A');
    expect(formatPercent(undefined)).toBe('N/A');
    expect(formatPercent(Number.NaN)).toBe('N/A');
  });
});

describe('formatAxisValue', () => {
  it('abbreviates thousands as k and millions as M', () => {
    expect(formatAxisValue(999)).toBe('999');
    expect(formatAxisValue(1000)).toBe('1k');
    expect(formatAxisValue(1500)).toBe('1.5k');
    expect(formatAxisValue(999_900)).toBe('999.9k');
    expect(formatAxisValue(999_999)).toBe('1M');
    expect(formatAxisValue(1_000_000)).toBe('1M');
    expect(formatAxisValue(2_450_000)).toBe('2.5M');
    expect(formatAxisValue(-12_000)).toBe('-12k');
  });
  it('keeps small values readable', () => {
    expect(formatAxisValue(12.5)).toBe('12.5');
    expect(formatAxisValue(0)).toBe('0');
  });
});

describe('excerpt', () => {
  it('leaves text of 100 characters or fewer unchanged', () => {
    const text = 'a'.repeat(100);
    expect(excerpt(text)).toBe(text);
  });
  it('cuts longer text at 100 characters and adds an ellipsis', () => {
    const text = `${'b'.repeat(100)}cdef`;
    expect(excerpt(text)).toBe(`${'b'.repeat(100)}...`);
  });
  it('collapses whitespace and handles missing text', () => {
    expect(excerpt('  Derby   day\nnotes ')).toBe('Derby day notes');
    expect(excerpt(null)).toBe('');
  });
  it('honours a custom length', () => {
    expect(excerpt('Late winner at the Emirates', 11)).toBe('Late winner...');
  });
});
