import { type Kysely, sql } from 'kysely';

/**
 * The job system's own state, shared by every process on the database:
 * - queued_jobs: the in-process runner's queue on SQLite (on PostgreSQL pg-boss keeps its own schema). A job is
 *   claimed by one process at a time; `locked_until` is pushed on while it runs, so a job whose process died is
 *   claimed again once it lapses. At most one job per singleton key is queued or running.
 * - job_leases: one holder at a time per name (the replay clock's driver), renewed while alive.
 * - job_schedule_slots: which interval a schedule last fired for, so it fires once however many processes run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('queued_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('queued_jobs_singleton_idx')
    .unique()
    .on('queued_jobs')
    .columns(['name', 'singleton_key'])
    .where(sql<boolean>`singleton_key is not null and state in ('created', 'active')`)
    .execute();
  await db.schema.createIndex('queued_jobs_claim_idx').on('queued_jobs').columns(['name', 'state']).execute();
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('job_schedule_slots')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('slot', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_schedule_slots').ifExists().execute();
  await db.schema.dropTable('job_leases').ifExists().execute();
  await db.schema.dropTable('queued_jobs').ifExists().execute();
}
