import type { Kysely } from 'kysely';

/**
 * Why each recommendation exists and how it was sized: the market's margin-free probability of the selection
 * (null without a reference quote) and the Kelly stake before the open-exposure cap scaled it (null on rows
 * published before this migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('recommendations').addColumn('market_probability', 'double precision').execute();
  await db.schema.alterTable('recommendations').addColumn('kelly_stake', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recommendations').dropColumn('kelly_stake').execute();
  await db.schema.alterTable('recommendations').dropColumn('market_probability').execute();
}
