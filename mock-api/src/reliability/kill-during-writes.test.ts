import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import {
  ACCOUNTS,
  ADMIN_PASSWORD,
  type ApiProcess,
  CLIENT_PASSWORD,
  call,
  type DatabaseHome,
  dialectLabel,
  freshDatabase,
  login,
  startApi,
} from './api-process';

/**
 * kill -9 during writes: the real server takes hundreds of concurrent writes (sign-ups, profile, package and
 * notification changes by subscribers, articles by an admin) and is killed with SIGKILL while they are in flight.
 * Started again on the same database, every write that was answered 2xx is there, and the database is intact.
 */

/** Writes in flight at once, as many browsers would send them. */
const CONCURRENCY = 24;
const SUBSCRIBERS = 12;
/** The server is killed once this many writes were acknowledged (the rest are still queued or in flight). */
const KILL_AFTER_ACKNOWLEDGED = 300;
const WRITES_OFFERED = 600;

let home: DatabaseHome | null = null;
let api: ApiProcess | null = null;
let db: Kysely<Database> | null = null;
const emptyFeed = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-empty-feed-'));

after(async () => {
  await api?.kill();
  await db?.destroy();
  await home?.remove();
  fs.rmSync(emptyFeed, { recursive: true, force: true });
});

interface Subscriber {
  id: number;
  email: string;
  token: string;
  settingsId: number;
}

/** What a record must hold afterwards: the last acknowledged value, or a later one that was in flight. */
interface Expectation {
  kind: string;
  verify(db: Kysely<Database>): Promise<boolean>;
}

test(`kill -9 during concurrent writes loses no acknowledged write (${dialectLabel()})`, {
  timeout: 180_000,
}, async () => {
  home = freshDatabase();
  api = await startApi(home, { footballDataDir: emptyFeed });
  const url = api.url;
  const admin = await login(url, ACCOUNTS.admin, ADMIN_PASSWORD);
  const packages = ((await call(url, 'GET', '/api/packages')).body as { id: number }[]).map((p) => p.id);

  // Subscribers whose own records the storm changes; each record is written by one chain at a time.
  const subscribers: Subscriber[] = [];
  for (let index = 0; index < SUBSCRIBERS; index++) {
    const email = `subscriber-${index}@reliability.example.com`;
    const signup = await call(url, 'POST', '/api/auth/signup', {
      body: signupBody(`Subscriber ${index}`, email),
    });
    assert.equal(signup.status, 201, signup.text);
    const { token, id } = await login(url, email, CLIENT_PASSWORD);
    const settings = await call(url, 'GET', `/api/client-notifications/user/${id}`, { token });
    assert.equal(settings.status, 200, settings.text);
    subscribers.push({ id, email, token, settingsId: (settings.body as { id: number }).id });
  }

  const expectations: Expectation[] = [];
  /** Per record, the values written in order; the final state must be the last acknowledged or a later one. */
  const chains = new Map<string, { acknowledged: number; sent: unknown[] }>();
  let acknowledged = 0;
  let cutOff = 0;
  let killing: Promise<void> | null = null;

  const chainWrite = async (key: string, value: unknown, send: () => Promise<number>) => {
    const chain = chains.get(key) ?? { acknowledged: -1, sent: [] };
    chains.set(key, chain);
    chain.sent.push(value);
    const position = chain.sent.length - 1;
    const status = await send();
    if (status >= 200 && status < 300) {
      chain.acknowledged = Math.max(chain.acknowledged, position);
      return true;
    }
    return false;
  };

  // Each write is one of five kinds, interleaved; chains on one record are serialised by a per-record queue.
  const recordQueues = new Map<string, Promise<unknown>>();
  const onRecord = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = recordQueues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    recordQueues.set(key, next);
    return next;
  };

  const writes: (() => Promise<boolean>)[] = [];
  for (let n = 0; n < WRITES_OFFERED; n++) {
    const subscriber = subscribers[n % SUBSCRIBERS];
    switch (n % 5) {
      case 0: {
        const email = `signup-${n}@reliability.example.com`;
        writes.push(async () => {
          const answer = await call(url, 'POST', '/api/auth/signup', { body: signupBody(`Signup ${n}`, email) });
          if (answer.status !== 201) return false;
          expectations.push({
            kind: 'sign-up',
            verify: async (d) =>
              (await d.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined,
          });
          return true;
        });
        break;
      }
      case 1: {
        const title = `Reliability article ${n}`;
        writes.push(async () => {
          const answer = await call(url, 'POST', '/api/articles', {
            token: admin.token,
            body: { title, body: `Written before the crash (${n}).`, category: n % 2 ? 'NEWS' : 'RUMOUR' },
          });
          if (answer.status !== 201) return false;
          expectations.push({
            kind: 'admin article',
            verify: async (d) =>
              (await d.selectFrom('articles').select('id').where('title', '=', title).executeTakeFirst()) !== undefined,
          });
          return true;
        });
        break;
      }
      case 2: {
        const name = `Subscriber ${subscriber.id} v${n}`;
        writes.push(() =>
          onRecord(`name:${subscriber.id}`, () =>
            chainWrite(`name:${subscriber.id}`, name, async () => {
              const answer = await call(url, 'PUT', `/api/users/${subscriber.id}/profile`, {
                token: subscriber.token,
                body: { name, email: subscriber.email },
              });
              return answer.status;
            }),
          ),
        );
        break;
      }
      case 3: {
        const packageId = packages[n % packages.length];
        writes.push(() =>
          onRecord(`package:${subscriber.id}`, () =>
            chainWrite(`package:${subscriber.id}`, packageId, async () => {
              const answer = await call(url, 'PATCH', `/api/users/${subscriber.id}/package?packageId=${packageId}`, {
                token: subscriber.token,
              });
              return answer.status;
            }),
          ),
        );
        break;
      }
      default: {
        const enabled = n % 2 === 0;
        writes.push(() =>
          onRecord(`settings:${subscriber.id}`, () =>
            chainWrite(`settings:${subscriber.id}`, enabled, async () => {
              const answer = await call(url, 'PUT', `/api/client-notifications/${subscriber.settingsId}`, {
                token: subscriber.token,
                body: { userId: subscriber.id, enableNotifications: enabled, emailNotifications: !enabled },
              });
              return answer.status;
            }),
          ),
        );
      }
    }
  }

  const server = api;
  let next = 0;
  const worker = async () => {
    // Nothing new is sent once the kill is under way: what fails after it was in flight when the server died.
    while (next < writes.length && !killing) {
      const write = writes[next++];
      if (await write()) {
        acknowledged++;
        if (acknowledged >= KILL_AFTER_ACKNOWLEDGED && !killing) killing = server.kill();
      } else cutOff++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killing;
  assert.ok(killing, `the server was killed mid-stream (only ${acknowledged} writes were acknowledged)`);
  assert.ok(cutOff > 0, 'writes were still in flight when the server died');

  api = await startApi(home, { footballDataDir: emptyFeed });
  db = home.open();
  const database = db;

  let lost = 0;
  const lostKinds: string[] = [];
  for (const expectation of expectations) {
    if (!(await expectation.verify(database))) {
      lost++;
      lostKinds.push(expectation.kind);
    }
  }
  for (const [key, chain] of chains) {
    if (chain.acknowledged < 0) continue;
    const [kind, userId] = key.split(':');
    const allowed = chain.sent.slice(chain.acknowledged);
    const user = await database
      .selectFrom('users')
      .select(['name', 'package_id'])
      .where('id', '=', Number(userId))
      .executeTakeFirstOrThrow();
    const settings = await database
      .selectFrom('client_notifications')
      .select('enable_notifications')
      .where('user_id', '=', Number(userId))
      .executeTakeFirstOrThrow();
    const actual =
      kind === 'name' ? user.name : kind === 'package' ? user.package_id : Boolean(settings.enable_notifications);
    if (!allowed.includes(actual)) {
      lost++;
      lostKinds.push(`${kind} (${String(actual)} instead of ${String(chain.sent[chain.acknowledged])})`);
    }
  }
  const chained = [...chains.values()].reduce((sum, chain) => sum + chain.acknowledged + 1, 0);
  console.log(
    `  ${dialectLabel()}: ${acknowledged} writes acknowledged before SIGKILL (${expectations.length} creations, ${chained} changes), ${cutOff} in flight and cut off by the kill; lost acknowledged writes: ${lost}`,
  );
  assert.deepEqual(lostKinds, [], 'acknowledged writes missing after the restart');
  assert.ok(acknowledged >= KILL_AFTER_ACKNOWLEDGED);

  await assertIntact(database, home.databaseUrl !== null);
  // The restarted server serves the accounts written before the crash.
  const again = await login(api.url, subscribers[0].email, CLIENT_PASSWORD);
  assert.equal(again.id, subscribers[0].id);
});

function signupBody(name: string, email: string) {
  return {
    name,
    email,
    password: CLIENT_PASSWORD,
    confirmPassword: CLIENT_PASSWORD,
    dateOfBirth: '1990-05-17',
    country: 'Canada',
    image: '',
  };
}

/** SQLite: integrity_check and foreign_key_check; PostgreSQL: no row breaks a foreign key or a unique key. */
async function assertIntact(database: Kysely<Database>, postgres: boolean): Promise<void> {
  if (!postgres) {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(database);
    assert.deepEqual(
      integrity.rows.map((row) => row.integrity_check),
      ['ok'],
    );
    const orphans = await sql`pragma foreign_key_check`.execute(database);
    assert.deepEqual(orphans.rows, [], 'rows pointing at missing parents');
    return;
  }
  // Every single-column foreign key of the schema, checked row by row: constraints hold even if one was deferred.
  const keys = await sql<{ child: string; column: string; parent: string; parent_column: string }>`
    select kcu.table_name as child, kcu.column_name as column, ccu.table_name as parent, ccu.column_name as parent_column
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
    where rc.constraint_schema = current_schema()`.execute(database);
  assert.ok(keys.rows.length > 5, 'the schema has foreign keys');
  for (const key of keys.rows) {
    const orphans = await sql<{ count: number }>`
      select count(*) as count from ${sql.table(key.child)} c
      where c.${sql.ref(key.column)} is not null
        and not exists (select 1 from ${sql.table(key.parent)} p where p.${sql.ref(key.parent_column)} = c.${sql.ref(key.column)})`.execute(
      database,
    );
    assert.equal(Number(orphans.rows[0].count), 0, `${key.child}.${key.column} → ${key.parent}`);
  }
  const users = await sql<{ rows: number; emails: number }>`
    select count(*) as rows, count(distinct lower(email)) as emails from users`.execute(database);
  assert.equal(users.rows[0].rows, users.rows[0].emails, 'one account per e-mail address');
}
