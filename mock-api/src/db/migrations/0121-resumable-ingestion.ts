import type { Kysely } from 'kysely';

/**
 * `forced`: the run re-reads files whose checkpoint matches. Kept with the run so that a run interrupted by a
 * crash resumes as it was started (a forced run goes on re-reading the files it had not reached).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pipeline_runs')
    .addColumn('forced', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pipeline_runs').dropColumn('forced').execute();
}
