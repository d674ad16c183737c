import { formatDateTime } from './dates';

/** Diagnostics named like accuracy or confidence are percentages; the rest are plain numbers (spec §5). */
const PERCENT_KEY = /accuracy|confidence/i;

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * Formats one Model Diagnostics value (spec §5): accuracy/confidence with 2 decimals and ' %' (trailing
 * zeros trimmed), other numbers with 4 decimals, timestamps as 'YYYY-MM-DD h:mm AM/PM', null as 'N/A'.
 * Accuracy and confidence arrive as fractions 0..1, as the predictions API sends them.
 */
export function formatDiagnostic(key: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'N/A';
    return PERCENT_KEY.test(key) ? `${trimZeros((value * 100).toFixed(2))} %` : value.toFixed(4);
  }
  if (/timestamp/i.test(key)) return formatDateTime(value);
  return value;
}
