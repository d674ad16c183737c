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
  /** SIGSTOP / SIGCONT: the process is frozen (a stalled machine) and goes on where it was. */
  pause(): void;
  resume(): void;
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

/** The environment every server process of a test gets: its own port, the database, fixed secrets and limits. */
function serverEnv(home: DatabaseHome, options: StartOptions, port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: home.dataDir,
    ...(home.databaseUrl ? { DATABASE_URL: home.databaseUrl } : {}),
    ...(home.databaseSchema ? { DATABASE_SCHEMA: home.databaseSchema } : {}),
    // Fixed across restarts and replicas, so tokens issued by one process work on any other.
    JWT_SECRET: 'reliability-suite-jwt-secret-of-enough-length',
    SECRETS_KEY: 'a1'.repeat(32),
    SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
    SEED_CLIENT_PASSWORD: CLIENT_PASSWORD,
    FOOTBALL_DATA_DIR: options.footballDataDir,
    LOG_LEVEL: 'error',
    LOGIN_RATE_LIMIT_MAX: '100000',
    ACCOUNT_MAIL_RATE_LIMIT_MAX: '100000',
    ALERT_DIGEST_INTERVAL_SECONDS: '0',
    ...options.env,
  };
}

/** Spawns `src/<entry>` under tsx; `ready` tells when it has started (it throws past the start-up limit). */
async function spawnServer(
  entry: string,
  env: Record<string, string>,
  url: string,
  ready: (stdout: string) => Promise<boolean>,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}`], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    // Only the start-up lines matter (the worker's "takes jobs"); the rest is dropped unread.
    if (stdout.length < 100_000) stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
  );
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (!(await ready(stdout))) {
    if (gone()) throw new Error(`${entry} exited during start-up: ${stderr.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start within ${STARTUP_LIMIT_MS} ms: ${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    errors: () => stderr,
    exited,
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    pause() {
      if (!gone()) child.kill('SIGSTOP');
    },
    resume() {
      if (!gone()) child.kill('SIGCONT');
    },
    async stop() {
      if (gone()) return;
      // A paused process would not see SIGTERM until continued.
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Starts the API on the database and waits until it answers /api/health. */
export async function startApi(home: DatabaseHome, options: StartOptions): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return spawnServer('main.ts', serverEnv(home, options, port), url, async () => {
    try {
      return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      return false; // Not listening yet.
    }
  });
}

/** Starts a job worker (`npm run worker`, no HTTP: its url is empty) and waits until it takes jobs. */
export async function startWorker(home: DatabaseHome, options: StartOptions): Promise<ApiProcess> {
  return spawnServer('worker.ts', serverEnv(home, options, 0), '', async (stdout) => stdout.includes('takes jobs'));
}

export interface Cluster {
  /** The balancer's address: requests go to the replicas in turn. */
  url: string;
  replicas: ApiProcess[];
  worker: ApiProcess | null;
  /** Stops the balancer, the worker and every replica still running. */
  stop(): Promise<void>;
}

/** The site server's proxy balancing /api across replicas, as `npm run cluster` runs it (scripts/lib). */
interface Balancer {
  entry: unknown;
  url: string;
}
const balancerModule = new URL('../../../scripts/lib/api-balancer.mjs', import.meta.url).href;
const localSiteModule = new URL('../../../scripts/lib/local-site.mjs', import.meta.url).href;

/**
 * `npm run cluster` over the test's PostgreSQL schema: API replicas (the first one migrates and seeds alone, then the
 * others start together), optionally a job worker, and the site server's proxy balancing /api across the replicas.
 */
export async function startCluster(
  home: DatabaseHome,
  options: StartOptions & { replicas?: number; worker?: boolean },
): Promise<Cluster> {
  if (!home.databaseUrl) throw new Error('a cluster needs PostgreSQL (TEST_DATABASE_URL)');
  const replicas: ApiProcess[] = [];
  let worker: ApiProcess | null = null;
  let balancer: Balancer | null = null;
  const balancerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-balancer-'));
  const { startApiBalancer } = (await import(balancerModule)) as {
    startApiBalancer(options: { apiUrls: string[]; workDir: string }): Promise<Balancer>;
  };
  const { stopProcesses } = (await import(localSiteModule)) as { stopProcesses(entries: unknown[]): Promise<void> };
  const stop = async () => {
    if (balancer) await stopProcesses([balancer.entry]);
    await Promise.all([worker, ...replicas].map((server) => server?.stop()));
    fs.rmSync(balancerDir, { recursive: true, force: true });
  };
  try {
    replicas.push(await startApi(home, options));
    const others = Array.from({ length: (options.replicas ?? 3) - 1 }, () => startApi(home, options));
    const workerStart = options.worker ? startWorker(home, options) : null;
    const startedOthers = await Promise.allSettled(others);
    const startedWorker = workerStart ? await Promise.allSettled([workerStart]) : [];
    // Whatever started is kept (so that stop() ends it) before a failure to start is reported.
    for (const result of startedOthers) if (result.status === 'fulfilled') replicas.push(result.value);
    if (startedWorker[0]?.status === 'fulfilled') worker = startedWorker[0].value;
    for (const result of [...startedOthers, ...startedWorker]) if (result.status === 'rejected') throw result.reason;
    balancer = await startApiBalancer({ apiUrls: replicas.map((replica) => replica.url), workDir: balancerDir });
    return { url: balancer.url, replicas, worker, stop };
  } catch (error) {
    await stop();
    throw error;
  }
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
