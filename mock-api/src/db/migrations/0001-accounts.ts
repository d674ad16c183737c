import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { lowerOf, withIdColumn } from './helpers';

/** Packages, users and revoked tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await withIdColumn(db.schema.createTable('packages'), dialect)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('functions', 'text', (col) => col.notNull())
    .addColumn('billing_cycle', 'text', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('packages_name_lower_unique')
    .on('packages')
    .expression(lowerOf('name'))
    .unique()
    .execute();

  await withIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('image', 'text')
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('package_id', 'integer', (col) => col.references('packages.id').onDelete('restrict'))
    .addColumn('subscription_date', 'text')
    .addColumn('expiration_date', 'text')
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_date', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'text')
    .addColumn('country', 'text')
    .addColumn('google_subject', 'text', (col) => col.unique())
    .execute();
  await db.schema.createIndex('users_package_id_index').on('users').column('package_id').execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}
