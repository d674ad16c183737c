import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { lowerOf, withIdColumn } from './helpers';

/**
 * The secrets vault: API credentials and exchange accounts. Each secret is stored only sealed (AES-256-GCM under
 * SECRETS_KEY) beside its mask (at most the last 4 characters), which is all any answer or log ever shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await withIdColumn(db.schema.createTable('api_credentials'), dialect)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('base_url', 'text')
    .addColumn('placement', 'text')
    .addColumn('parameter_name', 'text')
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('secret_mask', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('api_credentials_name_lower_unique')
    .on('api_credentials')
    .expression(lowerOf('name'))
    .unique()
    .execute();

  await withIdColumn(db.schema.createTable('exchange_accounts'), dialect)
    .addColumn('exchange', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('secret_mask', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('exchange_accounts_username_unique')
    .on('exchange_accounts')
    .columns(['exchange', 'username'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_accounts').ifExists().execute();
  await db.schema.dropTable('api_credentials').ifExists().execute();
}
