import type { Kysely } from 'kysely';

/**
 * Recommendations on the betting exchange: `side` is 'back' or 'lay' (a lay's stake is its liability), and
 * `commission` the exchange's commission on net winnings that settles it (0 at a bookmaker). Earlier rows are
 * bookmaker backs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema
    .alterTable('recommendations')
    .addColumn('side', 'text', (col) => col.notNull().defaultTo('back'))
    .execute();
  await db.schema
    .alterTable('recommendations')
    .addColumn('commission', 'double precision', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recommendations').dropColumn('commission').execute();
  await db.schema.alterTable('recommendations').dropColumn('side').execute();
}
