import type { Kysely } from 'kysely';

/**
 * Indexes for the queries every page read and every lifecycle step makes, which scanned whole tables before:
 * - the live track record reads the settled predictions' probabilities and outcome; a prediction row carries its
 *   markets JSON before `outcome`, so scanning it walks every row's overflow pages (a covering, partial index);
 * - upcoming matches by kick-off, a league's matches by date (the model's inputs), the newest season before a date
 *   (whether the served version is still current), the fits of a day (model diagnostics);
 * - feed fixtures by publication instant (each reveal, and the clock's look for the next event every second).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('predictions_settled_idx')
    .on('predictions')
    .columns(['p_home', 'p_draw', 'p_away', 'outcome'])
    .where('outcome', 'is not', null)
    .execute();
  await db.schema.createIndex('matches_kickoff_idx').on('matches').column('kickoff_at').execute();
  await db.schema.createIndex('matches_league_date_idx').on('matches').columns(['league_code', 'match_date']).execute();
  await db.schema.createIndex('matches_season_date_idx').on('matches').columns(['season', 'match_date']).execute();
  await db.schema.createIndex('model_fits_as_of_idx').on('model_fits').columns(['as_of', 'weights_hash']).execute();
  await db.schema.createIndex('feed_matches_published_idx').on('feed_matches').column('published_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'feed_matches_published_idx',
    'model_fits_as_of_idx',
    'matches_season_date_idx',
    'matches_league_date_idx',
    'matches_kickoff_idx',
    'predictions_settled_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
