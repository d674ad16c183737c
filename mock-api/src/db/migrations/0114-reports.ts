import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/**
 * reports: the admin's stored evaluation reports (UAT over a period of matches, pipeline performance over a period
 * of ingestion runs). Each is generated once by a background job and kept as it was computed: `summary` holds its
 * figures and `rows` its detail (one row per match or per day) as JSON, which the CSV download is written from.
 * `progress` (0–1) is kept up to date while the job runs, so a reload still shows how far it got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db.schema.createTable('reports'), dialectOf(db))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('period_from', 'text', (col) => col.notNull())
    .addColumn('period_to', 'text', (col) => col.notNull())
    .addColumn('progress', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('engine_now', 'text')
    .addColumn('summary', 'text')
    .addColumn('rows', 'text')
    .addColumn('error', 'text')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // Each table of the Reports screen lists one kind, newest first.
  await db.schema.createIndex('reports_kind_idx').on('reports').columns(['kind', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').ifExists().execute();
}
