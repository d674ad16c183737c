import type { OneXTwoProbabilities, PredictionOverrideRequest } from '@oddslab/shared/contract';
import { REVIEW_REASON_MIN_LENGTH, sumsToOne } from '@oddslab/shared/review-rules';

/** The edit form's fields, named as the API names them in its errors' `details`. */
export const OVERRIDE_LABELS = {
  'probabilities.home': 'Home win %',
  'probabilities.draw': 'Draw %',
  'probabilities.away': 'Away win %',
  probabilities: 'The three probabilities',
  reason: 'Reason',
} as const;
export type OverrideField = keyof typeof OVERRIDE_LABELS;

export const OUTCOME_FIELDS = [
  { key: 'home', field: 'probabilities.home' },
  { key: 'draw', field: 'probabilities.draw' },
  { key: 'away', field: 'probabilities.away' },
] as const;

/** What the admin types: percentages as text, and the reason. */
export interface OverrideDraft {
  home: string;
  draw: string;
  away: string;
  reason: string;
}

/** Percentages with two decimals: close enough to the fractions that they still add up to 100 %. */
export function draftOf(probabilities: OneXTwoProbabilities): OverrideDraft {
  const percent = (p: number) => String(Math.round(p * 10_000) / 100);
  return {
    home: percent(probabilities.home),
    draw: percent(probabilities.draw),
    away: percent(probabilities.away),
    reason: '',
  };
}

function percentOf(text: string): number | null {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The three percentages added up, or null while one of them is not a number. */
export function totalPercent(draft: OverrideDraft): number | null {
  const values = OUTCOME_FIELDS.map(({ key }) => percentOf(draft[key]));
  return values.some((value) => value === null) ? null : values.reduce<number>((sum, value) => sum + value!, 0);
}

export function reasonProblem(reason: string): string | null {
  return reason.trim().length < REVIEW_REASON_MIN_LENGTH
    ? `Reason must be at least ${REVIEW_REASON_MIN_LENGTH} characters.`
    : null;
}

/**
 * The request the draft makes, or the problem of each field in words: each percentage from 0 to 100, the three
 * adding up to 100 % (the API's tolerance), a reason.
 */
export function checkDraft(
  draft: OverrideDraft,
): { body: PredictionOverrideRequest; errors: null } | { body: null; errors: Partial<Record<OverrideField, string>> } {
  const errors: Partial<Record<OverrideField, string>> = {};
  const fractions: Partial<OneXTwoProbabilities> = {};
  for (const { key, field } of OUTCOME_FIELDS) {
    const value = percentOf(draft[key]);
    if (value === null || value < 0 || value > 100) {
      errors[field] = `${OVERRIDE_LABELS[field]} must be a number from 0 to 100.`;
    } else {
      fractions[key] = value / 100;
    }
  }
  const { home, draw, away } = fractions;
  if (home !== undefined && draw !== undefined && away !== undefined && !sumsToOne([home, draw, away])) {
    errors.probabilities = `The three probabilities must add up to 100% (now ${totalPercent(draft)!.toFixed(2)}%).`;
  }
  const reason = reasonProblem(draft.reason);
  if (reason) errors.reason = reason;
  if (Object.keys(errors).length > 0 || home === undefined || draw === undefined || away === undefined) {
    return { body: null, errors };
  }
  return { body: { probabilities: { home, draw, away }, reason: draft.reason.trim() }, errors: null };
}
