import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/**
 * audit_log: who changed what, when, for every administrative change (secrets, predictions, users, articles).
 * `details` is JSON chosen by the caller (before/after values, never a secret). The actor's address is copied so the
 * entry stays readable after the account is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db.schema.createTable('audit_log'), dialectOf(db))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
