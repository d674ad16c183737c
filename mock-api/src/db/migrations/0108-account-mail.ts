import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/**
 * Mail that leaves the process, and the single-use links it carries.
 * - mail_outbox: every mail, written in the transaction of the action that causes it and delivered by the
 *   dispatcher (claimed with a lease, retried with backoff). The rendered mail is kept encrypted and erased once sent.
 * - account_tokens: e-mail verification and password-reset links, stored only as SHA-256 hashes.
 * - alert_digests: one row per user and engine day mailed, so a day never gets a second digest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await withIdColumn(db.schema.createTable('mail_outbox'), dialect)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    .addColumn('payload', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claim_id', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_user_idx').on('mail_outbox').column('user_id').execute();

  await withIdColumn(db.schema.createTable('account_tokens'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();

  await withIdColumn(db.schema.createTable('alert_digests'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('digest_key', 'text', (col) => col.notNull())
    .addColumn('last_alert_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('alert_digests_user_day_unique', ['user_id', 'digest_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_digests').ifExists().execute();
  await db.schema.dropTable('account_tokens').ifExists().execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
