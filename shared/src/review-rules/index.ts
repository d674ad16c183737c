// Rules of an analyst's review of a served prediction, one source for the API's contract schemas and checks and the
// console's form. Plain values: a form that imports them does not pull the schema library into its remote's bundle.

/** A reason says why the model's numbers were changed or withdrawn: more than a word, less than a page. */
export const REVIEW_REASON_MIN_LENGTH = 5;
export const REVIEW_REASON_MAX_LENGTH = 500;

/**
 * How far the three overridden 1X2 probabilities may add up away from 1: a tenth of a percentage point, so that
 * percentages typed with one decimal (33.3 / 33.3 / 33.3) are accepted as they are.
 */
export const PROBABILITY_SUM_TOLERANCE = 0.001;

/** Whether home, draw and away probabilities (fractions) add up to 1 within the tolerance. */
export function sumsToOne(probabilities: readonly number[]): boolean {
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  // The epsilon absorbs binary rounding of decimal inputs (0.333 × 3 is 0.9990000000000001).
  return Math.abs(total - 1) <= PROBABILITY_SUM_TOLERANCE + 1e-9;
}

/** What an analyst did to a served prediction: replaced its 1X2 probabilities, or withdrew it from clients. */
export type ReviewAction = 'override' | 'withdraw';
