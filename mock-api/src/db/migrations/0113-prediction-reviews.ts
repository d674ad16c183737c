import type { Kysely } from 'kysely';

/**
 * prediction_reviews: an analyst's review of a served prediction, one per match: an override of its 1X2
 * probabilities (p_home, p_draw, p_away) or its withdrawal (no probabilities), with the reason, who and when.
 * Kept apart from `predictions`, which the engine republishes and refits until kick-off: serving applies the review
 * on top, so the model's own numbers (and the track record built from them) never change. No foreign key to matches
 * (as in user_bets): a new replay archives the reviews with the predictions and reveals the same match ids again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prediction_reviews')
    .addColumn('match_id', 'integer', (col) => col.primaryKey())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('p_home', 'double precision')
    .addColumn('p_draw', 'double precision')
    .addColumn('p_away', 'double precision')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_by_email', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prediction_reviews').ifExists().execute();
}
