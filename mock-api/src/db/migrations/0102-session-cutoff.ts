import type { Kysely } from 'kysely';

/**
 * users.sessions_valid_after: ISO time (whole seconds) before which the user's tokens no longer count, set when
 * the password changes so that every other session ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sessions_valid_after', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sessions_valid_after').execute();
}
