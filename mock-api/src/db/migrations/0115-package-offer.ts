import { type Kysely, sql } from 'kysely';

/**
 * packages.display_order: where a package is listed (lowest first); existing packages keep their id order.
 * packages.signup_default: 1 on the package new sign-ups receive, which was the package named Free; a partial
 * unique index lets at most one package carry it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('packages')
    .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('packages')
    .addColumn('signup_default', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update packages set display_order = id`.execute(db);
  await sql`update packages set signup_default = 1 where lower(name) = 'free'`.execute(db);
  await db.schema
    .createIndex('packages_one_signup_default')
    .on('packages')
    .column('signup_default')
    .unique()
    .where('signup_default', '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('packages_one_signup_default').ifExists().execute();
  await db.schema.alterTable('packages').dropColumn('signup_default').execute();
  await db.schema.alterTable('packages').dropColumn('display_order').execute();
}
