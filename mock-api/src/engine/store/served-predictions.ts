import type { PredictionReview } from '@oddslab/shared/contract';
import { type Selectable, sql } from 'kysely';
import { dialectOf } from '../../db/database';
import type { OneXTwo } from '../index';
import type { EngineDb, PredictionReviewsTable } from './engine-tables';

/**
 * What clients are served of a prediction: the model's own numbers (`predictions`, republished by the engine until
 * kick-off) with an analyst's review (`prediction_reviews`) applied on top. An override replaces the served 1X2
 * probabilities; a withdrawal hides the prediction and its value bets. The model's rows are never rewritten, so the
 * track record, the model's diagnostics, its validation and the backtests stay the model's own: they measure the
 * model, and an analyst's judgement must neither flatter nor spoil them.
 */

export type PredictionReviewRow = Selectable<PredictionReviewsTable>;

export const RECOMMENDATION_TEXT = { H: 'Home Win', D: 'Draw', A: 'Away Win' } as const;

/** The favoured 1X2 outcome (ties go home, then draw). */
export function topOutcome(p: OneXTwo): 'H' | 'D' | 'A' {
  return p.home >= p.draw && p.home >= p.away ? 'H' : p.draw >= p.away ? 'D' : 'A';
}

/** The favoured outcome in words and its probability. */
export function favouredOutcome(p: OneXTwo): { text: string; confidence: number } {
  return { text: RECOMMENDATION_TEXT[topOutcome(p)], confidence: Math.max(p.home, p.draw, p.away) };
}

/** The analyst's probabilities of an override; null for a withdrawal (or a row missing them). */
export function overrideOf(review: PredictionReviewRow | undefined): OneXTwo | null {
  if (review?.action !== 'override' || review.p_home === null || review.p_draw === null || review.p_away === null) {
    return null;
  }
  return { home: review.p_home, draw: review.p_draw, away: review.p_away };
}

/** The 1X2 probabilities clients see: the override, else the model's; null once withdrawn. */
export function servedOneXTwo(model: OneXTwo, review: PredictionReviewRow | undefined): OneXTwo | null {
  if (review?.action === 'withdraw') return null;
  return overrideOf(review) ?? model;
}

export function toPredictionReview(review: PredictionReviewRow): PredictionReview {
  return {
    action: review.action,
    reason: review.reason,
    reviewedBy: review.reviewed_by_email,
    reviewedAt: review.reviewed_at,
  };
}

/** The reviews of these matches, by match id. */
export async function reviewsOf(db: EngineDb, matchIds: readonly number[]): Promise<Map<number, PredictionReviewRow>> {
  const out = new Map<number, PredictionReviewRow>();
  // Chunked so a long list stays within bound-parameter limits.
  for (let i = 0; i < matchIds.length; i += 500) {
    const rows = await db
      .selectFrom('prediction_reviews')
      .selectAll()
      .where('match_id', 'in', matchIds.slice(i, i + 500))
      .execute();
    for (const row of rows) out.set(Number(row.match_id), row);
  }
  return out;
}

/**
 * Serialises publishing predictions and value bets with reviewing them, within the caller's transaction. SQLite
 * transactions already take the write lock when they begin (see database.ts); on PostgreSQL a transaction-scoped
 * advisory lock does it, so a withdrawal can never cross a publication that read the reviews just before it and
 * then stored the withdrawn match's value bets.
 */
export async function lockPredictionPublishing(trx: EngineDb): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext('prediction-publishing'))`.execute(trx);
}
