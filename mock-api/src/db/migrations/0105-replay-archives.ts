import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/**
 * Earlier replays, kept apart from the running one: when a new replay starts, the previous replay's predictions,
 * recommendations and alerts move here (one JSON document per row, so later changes to the live tables never
 * rewrite history), with the track record it ended on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('replay_archives')
    .addColumn('replay_id', 'integer', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text', (c) => c.notNull())
    .addColumn('track_record', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db.schema.createTable('replay_archive_rows'), dialectOf(db))
    .addColumn('replay_id', 'integer', (c) => c.notNull().references('replay_archives.replay_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('replay_archive_rows_by_replay')
    .on('replay_archive_rows')
    .columns(['replay_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('replay_archive_rows').ifExists().execute();
  await db.schema.dropTable('replay_archives').ifExists().execute();
}
