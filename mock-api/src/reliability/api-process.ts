import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { createDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { SEED_ADMIN_EMAIL, seedClientEmail } from '../db/seed';

/**
 * The real API server as a child process (`src/main.ts` under tsx, as `npm run dev` starts it) over a database of
 * its own: a fresh SQLite folder, or a fresh schema on TEST_DATABASE_URL. It can be killed with SIGKILL and started
 * again on the same database, which is what the crash tests need and what an in-process app cannot show.
 */

export const ADMIN_PASSWORD = 'Reliability-admin-1';
export const CLIENT_PASSWORD = 'Reliability-client-1';
export const ACCOUNTS = {
  admin: SEED_ADMIN_EMAIL,
  free: seedClientEmail('Free'),
  basic: seedClientEmail('Basic'),
  pro: seedClientEmail('Pro'),
  ultimate: seedClientEmail('Ultimate'),
} as const;

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_LIMIT_MS = 60_000;

export interface DatabaseHome {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
  /** A connection of the test's own (open it after the server is gone on SQLite, or alongside on PostgreSQL). */
  open(): Kysely<Database>;
  /** Removes the folder and, on PostgreSQL, the schema. */
  remove(): Promise<void>;
}

/** A fresh database: SQLite in a temporary folder, or a new schema on TEST_DATABASE_URL. */
export function freshDatabase(): DatabaseHome {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-reliability-'));
  const databaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  const databaseSchema = databaseUrl ? `reliability_${randomBytes(6).toString('hex')}` : null;
  const open = () => createDatabase({ dataDir, databaseUrl, databaseSchema });
  return {
    dataDir,
    databaseUrl,
    databaseSchema,
    open,
    async remove() {
      if (databaseSchema) {
        const db = open();
        await sql`drop schema if exists ${sql.id(databaseSchema)} cascade`.execute(db);
        await db.destroy();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const dialectLabel = () => (process.env.TEST_DATABASE_URL?.trim() ? 'PostgreSQL' : 'SQLite');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr (start-up failures, crashes). */
  errors(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait (the normal stop). */
  stop(): Promise<void>;
  /** Resolves when the process exits on its own (a crash), with its exit code or signal. */
  exited: Promise<string>;
}

export interface StartOptions {
  /** Folder of league/season CSV files; an empty folder keeps the engine idle. */
  footballDataDir: string;
  env?: Record<string, string>;
}

/** Starts the API on the database and waits until it answers /api/health. */
export async function startApi(home: DatabaseHome, options: StartOptions): Promise<ApiProcess> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: home.dataDir,
    ...(home.databaseUrl ? { DATABASE_URL: home.databaseUrl } : {}),
    ...(home.databaseSchema ? { DATABASE_SCHEMA: home.databaseSchema } : {}),
    // Fixed across restarts, so tokens issued before a kill still work after it.
    JWT_SECRET: 'reliability-suite-jwt-secret-of-enough-length',
    SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
    SEED_CLIENT_PASSWORD: CLIENT_PASSWORD,
    FOOTBALL_DATA_DIR: options.footballDataDir,
    LOG_LEVEL: 'error',
    LOGIN_RATE_LIMIT_MAX: '100000',
    ACCOUNT_MAIL_RATE_LIMIT_MAX: '100000',
    ALERT_DIGEST_INTERVAL_SECONDS: '0',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  let started = false;
  while (!started) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API exited during start-up: ${stderr.slice(-2000)}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer within ${STARTUP_LIMIT_MS} ms: ${stderr.slice(-2000)}`);
    }
    try {
      started = (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      // Not listening yet.
    }
    if (!started) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    errors: () => stderr,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** One JSON request with a time bound; a refused connection or a timeout is status 0. */
export async function call(
  url: string,
  method: string,
  route: string,
  options: { token?: string | null; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body, text };
  } catch (error) {
    return { status: 0, body: null, text: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

export async function login(url: string, email: string, password: string): Promise<{ token: string; id: number }> {
  const answer = await call(url, 'POST', '/api/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status} ${answer.text}`);
  const body = answer.body as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function waitFor<T>(what: string, limitMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${limitMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
