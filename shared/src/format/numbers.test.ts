import {
  describeReturnInterval,
  excerpt,
  formatAxisValue,
  formatBankrollShare,
  formatOpenExposure,
  formatPercent,
  formatPounds,
  formatSignedPercent,
  formatWinLossRates,
} from './numbers';

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

describe('returns and stakes', () => {
  it('signs a return with a plus or a true minus, and leaves zero unsigned', () => {
    expect(formatSignedPercent(0.042)).toBe('+4.2%');
    expect(formatSignedPercent(-0.013)).toBe('−1.3%');
    expect(formatSignedPercent(0.00004)).toBe('0.0%');
    expect(formatSignedPercent(null)).toBe('N/A');
  });
  it('states stakes and P/L as shares of the bankroll', () => {
    expect(formatBankrollShare(0.0315)).toBe('3.15% of bankroll');
    expect(formatBankrollShare(0.0315, { signed: true })).toBe('+3.15% of bankroll');
    expect(formatBankrollShare(-0.004, { signed: true })).toBe('−0.40% of bankroll');
    expect(formatOpenExposure({ open: 0.124, cap: 0.25 })).toBe('Open exposure 12.40% of bankroll, capped at 25.00%');
  });
  it('gives the win rate with one decimal and the loss rate as the remainder (spec §9)', () => {
    expect(formatWinLossRates(7 / 12)).toEqual({ win: '58.3%', loss: '41.7%' });
    expect(formatWinLossRates(1)).toEqual({ win: '100.0%', loss: '0.0%' });
    expect(formatWinLossRates(null)).toEqual({ win: 'N/A', loss: 'N/A' });
  });
});

describe('describeReturnInterval', () => {
  it('calls a return above or below zero only when its interval leaves zero out', () => {
    expect(describeReturnInterval({ low: -0.025, high: 0.051, level: 0.95 })).toBe(
      '95% interval −2.5% to +5.1%: not distinguishable from zero',
    );
    expect(describeReturnInterval({ low: 0.004, high: 0.061, level: 0.95 })).toBe(
      '95% interval +0.4% to +6.1%: above zero',
    );
    expect(describeReturnInterval({ low: -0.08, high: -0.01, level: 0.95 })).toBe(
      '95% interval −8.0% to −1.0%: below zero',
    );
    expect(describeReturnInterval(null)).toBeNull();
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

describe('formatPounds', () => {
  it('formats pounds sterling with pence, signed for a P/L', () => {
    expect(formatPounds(21)).toBe('£21.00');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(8.8, { signed: true })).toBe('+£8.80');
    expect(formatPounds(-5, { signed: true })).toBe('−£5.00');
    expect(formatPounds(-0.001, { signed: true })).toBe('£0.00');
    expect(formatPounds(null)).toBe('N/A');
  });

  it('formats a package price in pounds with pence', () => {
    expect(formatPounds(9.99)).toBe('£9.99');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(undefined)).toBe('N/A');
  });
});
