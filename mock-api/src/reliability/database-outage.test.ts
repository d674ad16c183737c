import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  ACCOUNTS,
  ADMIN_PASSWORD,
  type Answer,
  type ApiProcess,
  CLIENT_PASSWORD,
  call,
  type DatabaseHome,
  freshDatabase,
  login,
  startApi,
  waitFor,
} from './api-process';

/**
 * Database outage (PostgreSQL only): the server PostgreSQL runs on is stopped for 10 s while clients keep reading,
 * signing in and writing. Meanwhile every answer is a 503 in the error shape within a time bound — no 500, no hang,
 * no crash — and /api/health says the database is down; when PostgreSQL is back, everything works again by itself.
 * It needs the throwaway server of `.ci/postgres.sh` (PG_DIR, PG_BIN), which it may stop and start.
 */

const OUTAGE_MS = 10_000;
/** No answer may take longer than this, with the database up or down. */
const ANSWER_BOUND_MS = 8_000;
const CLIENTS = 8;
const RECOVERY_LIMIT_MS = 30_000;

const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
const pgDir = process.env.PG_DIR;
const pgBin = process.env.PG_BIN;
const skip = !databaseUrl
  ? 'PostgreSQL only (TEST_DATABASE_URL is not set)'
  : !pgDir || !pgBin
    ? 'needs the throwaway PostgreSQL of .ci/postgres.sh (PG_DIR, PG_BIN) to stop and start'
    : false;

let home: DatabaseHome | null = null;
let api: ApiProcess | null = null;
let stopped = false;
const emptyFeed = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-empty-feed-'));

function pgCtl(...args: string[]): void {
  execFileSync(
    'runuser',
    ['-u', 'postgres', '--', path.join(pgBin ?? '', 'pg_ctl'), '-D', path.join(pgDir ?? '', 'data'), ...args],
    {
      stdio: 'ignore',
      timeout: 60_000,
    },
  );
}

/** Starts the server again with the options `.ci/postgres.sh` started it with. */
function startPostgres(): void {
  const port = new URL(databaseUrl ?? '').port;
  pgCtl(
    '-l',
    path.join(pgDir ?? '', 'log'),
    '-o',
    `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  );
  stopped = false;
}

after(async () => {
  // Whatever happened, the next test file finds PostgreSQL running.
  if (stopped) startPostgres();
  await api?.kill();
  await home?.remove();
  fs.rmSync(emptyFeed, { recursive: true, force: true });
});

type Phase = 'before' | 'outage' | 'after';

test('PostgreSQL stopped for 10 s under traffic: 503 in shape within a bound, health says down, recovers by itself', {
  skip,
  timeout: 180_000,
}, async () => {
  home = freshDatabase();
  api = await startApi(home, { footballDataDir: emptyFeed });
  const url = api.url;
  const admin = await login(url, ACCOUNTS.admin, ADMIN_PASSWORD);
  const client = await login(url, ACCOUNTS.pro, CLIENT_PASSWORD);
  const settings = (await call(url, 'GET', `/api/client-notifications/user/${client.id}`, { token: client.token }))
    .body as { id: number };

  // Reads, sign-ins and writes, as visitors, subscribers and the admin make them.
  let turn = 0;
  const requests: (() => Promise<Answer>)[] = [
    () => call(url, 'GET', '/api/articles/page?page=0&size=10'),
    () => call(url, 'GET', '/api/packages'),
    () => call(url, 'GET', '/api/users/me', { token: client.token }),
    () => call(url, 'POST', '/api/auth/login', { body: { email: ACCOUNTS.basic, password: CLIENT_PASSWORD } }),
    () =>
      call(url, 'PUT', `/api/client-notifications/${settings.id}`, {
        token: client.token,
        body: { userId: client.id, enableNotifications: turn++ % 2 === 0 },
      }),
    () => call(url, 'GET', '/api/users?page=0', { token: admin.token }),
  ];

  let phase: Phase = 'before';
  let running = true;
  const seen: Record<Phase, Map<number, number>> = { before: new Map(), outage: new Map(), after: new Map() };
  const problems: string[] = [];
  let slowest = 0;
  const client_ = async (index: number) => {
    for (let n = index; running; n++) {
      const started = performance.now();
      const answer = await requests[n % requests.length]();
      const took = performance.now() - started;
      slowest = Math.max(slowest, took);
      const at = phase;
      seen[at].set(answer.status, (seen[at].get(answer.status) ?? 0) + 1);
      if (took > ANSWER_BOUND_MS) problems.push(`${at}: an answer took ${Math.round(took)} ms`);
      if (answer.status === 0 || answer.status >= 500) {
        const body = answer.body as { message?: unknown; status?: unknown; details?: unknown } | null;
        if (answer.status !== 503) problems.push(`${at}: ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (typeof body?.message !== 'string' || body.status !== 503 || !('details' in body)) {
          problems.push(`${at}: 503 outside the error shape: ${answer.text.slice(0, 200)}`);
        }
      }
      if (phase !== 'before' && answer.status !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const server = api;
  const outageAndRecovery = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    pgCtl('-m', 'fast', 'stop');
    stopped = true;
    phase = 'outage';
    const outageStarted = Date.now();
    const health = await waitFor('/api/health to report the database down', OUTAGE_MS, async () => {
      const answer = await call(url, 'GET', '/api/health', { timeoutMs: ANSWER_BOUND_MS });
      if (server.child.exitCode !== null) assert.fail(`the API died: ${server.errors().slice(-1500)}`);
      return answer.status === 503 ? answer : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - outageStarted))));
    startPostgres();
    phase = 'after';
    const recovered = Date.now();
    await waitFor('the API to answer again', RECOVERY_LIMIT_MS, async () => {
      const answer = await call(url, 'GET', '/api/users/me', { token: client.token });
      return answer.status === 200 ? answer : undefined;
    });
    const recoveryMs = Date.now() - recovered;
    // A few more seconds of traffic on the recovered database.
    seen.after.clear();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { health, recoveryMs };
  };
  const traffic = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client_(index)));
  let outcome: Awaited<ReturnType<typeof outageAndRecovery>>;
  try {
    outcome = await outageAndRecovery();
  } finally {
    running = false;
    await traffic;
  }
  const { health, recoveryMs } = outcome;
  const summary = (phase: Phase) =>
    [...seen[phase]]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  console.log(
    `  PostgreSQL down ${OUTAGE_MS / 1000} s: before ${summary('before')}; during ${summary('outage')}; after ${summary('after')}; slowest answer ${Math.round(slowest)} ms; back ${recoveryMs} ms after PostgreSQL`,
  );
  assert.equal(api.child.exitCode, null, `the API is still running: ${api.errors().slice(-500)}`);
  assert.deepEqual(problems.slice(0, 10), []);
  assert.deepEqual(health.body, {
    message: 'The database is unreachable',
    status: 503,
    details: { database: 'down' },
  });
  assert.ok((seen.outage.get(503) ?? 0) > 0, 'requests during the outage were answered 503');
  assert.deepEqual(
    [...seen.after.keys()].filter((status) => status >= 500),
    [],
    'after the recovery no request fails',
  );
  assert.equal((await call(url, 'GET', '/api/health')).status, 200);
});
