function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** A fraction as a percentage with 2 decimals (spec §9): 0.4567 → '45.67%'; null/NaN → 'N/A'. */
export function formatPercent(fraction: number | null | undefined, fractionDigits = 2): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return 'N/A';
  return `${(fraction * 100).toFixed(fractionDigits)}%`;
}

/** A signed percentage for returns: +4.2% / −1.3% (a true minus sign); a missing figure shows as N/A. */
export function formatSignedPercent(fraction: number | null | undefined, fractionDigits = 1): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return 'N/A';
  const text = formatPercent(Math.abs(fraction), fractionDigits);
  if (text === formatPercent(0, fractionDigits)) return text;
  return `${fraction > 0 ? '+' : '−'}${text}`;
}

/** The bounds of a confidence interval of a return. */
export interface ReturnInterval {
  low: number;
  high: number;
  /** 0.95 for a 95 % interval. */
  level: number;
}

/**
 * What a return's confidence interval allows a page to say: an edge (or a loss) only when the interval leaves zero
 * out; otherwise the return is not distinguishable from zero. Null without an interval.
 */
export function describeReturnInterval(interval: ReturnInterval | null | undefined): string | null {
  if (!interval) return null;
  const level = `${Math.round(interval.level * 100)}% interval`;
  const bounds = `${formatSignedPercent(interval.low)} to ${formatSignedPercent(interval.high)}`;
  if (interval.low > 0) return `${level} ${bounds}: above zero`;
  if (interval.high < 0) return `${level} ${bounds}: below zero`;
  return `${level} ${bounds}: not distinguishable from zero`;
}

/**
 * Stakes and P/L are fractions of the bankroll (the engine's Kelly sizing): 0.0315 → '3.15% of bankroll', signed
 * for a P/L: '+3.15% of bankroll', '−0.40% of bankroll'.
 */
export function formatBankrollShare(fraction: number, options: { signed?: boolean } = {}): string {
  const text = options.signed ? formatSignedPercent(fraction, 2) : formatPercent(fraction);
  return `${text} of bankroll`;
}

const POUNDS = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money, in pounds sterling like the packages are priced: 21 → '£21.00', 1234.5 → '£1,234.50'; signed (a P/L),
 * 8.8 → '+£8.80', −5 → '−£5.00' (a true minus sign), 0 → '£0.00'; null → 'N/A'. Every amount of money on the site
 * goes through here, so it shows in one currency.
 */
export function formatPounds(amount: number | null | undefined, options: { signed?: boolean } = {}): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'N/A';
  const text = `£${POUNDS.format(Math.abs(amount))}`;
  if (text === '£0.00') return text;
  if (amount < 0) return `−${text}`;
  return options.signed ? `+${text}` : text;
}

/** 'Open exposure 12.40% of bankroll, capped at 25.00%': what every open bet stakes together, against the cap. */
export function formatOpenExposure(exposure: { open: number; cap: number }): string {
  return `Open exposure ${formatBankrollShare(exposure.open)}, capped at ${formatPercent(exposure.cap)}`;
}

/**
 * Win and loss rates from a hit rate (spec §9: wins / total with one decimal, the loss rate the remainder):
 * 0.5833 → { win: '58.3%', loss: '41.7%' }; null (no decided bets) → 'N/A' for both.
 */
export function formatWinLossRates(hitRate: number | null): { win: string; loss: string } {
  if (hitRate === null || !Number.isFinite(hitRate)) return { win: 'N/A', loss: 'N/A' };
  const win = Math.round(hitRate * 1000) / 10;
  return { win: `${win.toFixed(1)}%`, loss: `${(Math.round((100 - win) * 10) / 10).toFixed(1)}%` };
}

/** Chart axis labels (spec §9): ≥ 1,000,000 → 'M', ≥ 1,000 → 'k', else as is; e.g. 1500 → '1.5k'. */
export function formatAxisValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  // 999,950 and up would round to '1000k'; show it as '1M' instead.
  if (magnitude >= 999_950) return `${trimZeros((value / 1_000_000).toFixed(1))}M`;
  if (magnitude >= 1_000) return `${trimZeros((value / 1_000).toFixed(1))}k`;
  return trimZeros(value.toFixed(2));
}

/** Cuts text at `maxLength` characters with an ellipsis (spec §5: article excerpts, 100). */
export function excerpt(text: string | null | undefined, maxLength = 100): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  return `${clean.slice(0, maxLength).trimEnd()}...`;
}
