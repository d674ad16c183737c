import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
}

export const SQLITE_FILE_NAME = 'oddslab.sqlite';

/** PostgreSQL returns BIGINT (count(*)) as text; counts here always fit in a JS number. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * SQLite transactions that take the write lock when they begin. The API and the lifecycle thread each have a
 * connection; a deferred transaction that read first would fail at its first write (SQLITE_BUSY, no waiting) had the
 * other connection written meanwhile, where an immediate one waits its turn (busy_timeout).
 */
class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: SqliteDialectConfig) {
    super(sqliteConfig);
  }

  override createDriver(): Driver {
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
    })(this.sqliteConfig);
  }
}

/** Creates the Kysely instance: PostgreSQL when a URL is given, otherwise SQLite (WAL) in the data directory. */
export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(path.join(options.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new ImmediateTransactionsSqliteDialect({ database: sqlite }) });
}

export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Creates the configured PostgreSQL schema when missing (a no-op on SQLite). */
export async function ensureSchema<DB>(db: Kysely<DB>, schema: string | null): Promise<void> {
  if (schema && dialectOf(db) === 'postgres') {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  }
}

/** Cheap round trip used by the health check. */
export async function pingDatabase<DB>(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Detects unique-constraint violations of both drivers, so a lost race still answers 409. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Detects foreign-key violations of both drivers. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
