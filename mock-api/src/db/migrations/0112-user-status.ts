import type { Kysely } from 'kysely';

/**
 * users.deactivated_at: ISO time an administrator deactivated the account; null while it is active. A deactivated
 * account cannot sign in and its existing tokens are refused on their next request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
