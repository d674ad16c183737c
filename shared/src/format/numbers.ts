function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** A fraction as a percentage with 2 decimals (spec §9): 0.4567 → '45.67%'; null/NaN → 'N/A'. */
export function formatPercent(fraction: number | null | undefined, fractionDigits = 2): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return 'N/A';
  return `${(fraction * 100).toFixed(fractionDigits)}%`;
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
