import type { Kysely } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import { dialectOf } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies every pending migration; throws (naming the failed migration) when one fails.
 * `schema` (PostgreSQL) keeps Kysely's bookkeeping tables in that schema, not in whichever schema has them first.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, schema: string | null = null): Promise<string[]> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider,
    ...(schema && dialectOf(db) === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
