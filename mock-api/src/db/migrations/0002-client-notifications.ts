import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/** One notification-settings row per user, removed with the user. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db.schema.createTable('client_notifications'), dialectOf(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('enable_notifications', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('high_confidence_prediction_alerts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('email_notifications', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}
