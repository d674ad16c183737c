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
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
}

export const SQLITE_FILE_NAME = 'oddslab.sqlite';
/** How long a query waits for a PostgreSQL connection before the request fails with 503. */
export const DATABASE_CONNECT_TIMEOUT_MS = 3000;

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

/** How many prepared statements a SQLite connection keeps (the API's queries are a few hundred shapes). */
export const SQLITE_STATEMENTS_KEPT = 1000;

/**
 * The connection as Kysely's SQLite driver uses it, with its prepared statements kept by SQL text: the driver
 * prepares every query anew, which was a sixth of a signed-in read's time. Reusing one is safe: Kysely runs one
 * query at a time on the connection (its mutex, held through a stream too), a statement still mid-iteration is
 * never handed out again, and SQLite prepares a kept statement again itself after a schema change. Bounded,
 * since query shapes vary (lists of values of different lengths).
 */
export function withKeptStatements(database: SQLite.Database, max = SQLITE_STATEMENTS_KEPT): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max });
  return {
    close: () => database.close(),
    prepare(text) {
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = database.prepare(text);
      statements.set(text, statement);
      return statement;
    },
  };
}

/** Creates the Kysely instance: PostgreSQL when a URL is given, otherwise SQLite (WAL) in the data directory. */
export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is down or restarting a request waits this long for a connection, then fails (503).
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection the server closes (stop, restart, outage) emits 'error', which would end the process without a
    // listener: idle ones on the pool, those in use on their client. The query on it fails instead (503), and the
    // pool replaces the connection on next use.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(path.join(options.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new ImmediateTransactionsSqliteDialect({ database: withKeptStatements(sqlite) }),
  });
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

/** SQLSTATE classes and socket errors that mean the PostgreSQL server cannot be reached or is shutting down. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|the database system is (shutting down|starting up)/i;

/**
 * Whether an error means the database is unreachable (stopped, restarting, network down) rather than a fault of the
 * request or the code: such requests answer 503 and can be retried.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // 08: connection exception; 57P01–57P03: admin shutdown, crash shutdown, cannot connect now.
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (UNREACHABLE_CODES.has(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.test(message);
}

/** Detects foreign-key violations of both drivers. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
