import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/**
 * Served model versions, appended only: the newest row is the one served. Each records what it serves (weights,
 * blend per league as JSON), what it was learned and judged on (training window, walk-forward validation with its
 * scope, as JSON) and when and why it went live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db.schema.createTable('model_versions'), dialectOf(db))
    .addColumn('went_live_at', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('made_live_by', 'text')
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('weights', 'text', (c) => c.notNull())
    .addColumn('training_from', 'text')
    .addColumn('training_to', 'text')
    .addColumn('ratings_window_days', 'integer', (c) => c.notNull())
    .addColumn('blends', 'text', (c) => c.notNull())
    .addColumn('validation', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('model_versions').ifExists().execute();
}
