import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { createDatabase, ensureSchema } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { waitUntil } from '../../test-support/wait-until';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';
import { bossSchemaFor } from './pg-boss-job-queue';

const databaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;
/** pg-boss accepts no heartbeat shorter than 10 s; the in-process runner's claim can be short. */
const TAKEOVER_SECONDS = databaseUrl ? 10 : 2;

interface Setup {
  db: Kysely<unknown>;
  env: Record<string, string>;
  replica(): JobQueue;
}

async function setUp(): Promise<Setup> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-queue-test-'));
  const databaseSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : null;
  const db = createDatabase({ dataDir, databaseUrl, databaseSchema }) as Kysely<unknown>;
  await ensureSchema(db, databaseSchema);
  await migrateToLatest(db, databaseSchema);
  const queues: JobQueue[] = [];
  const databases: Kysely<unknown>[] = [db];
  after(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    if (databaseSchema) {
      await sql`drop schema if exists ${sql.id(bossSchemaFor(databaseSchema))} cascade`.execute(db);
      await sql`drop schema if exists ${sql.id(databaseSchema)} cascade`.execute(db);
    }
    await Promise.all(databases.map((d) => d.destroy()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    db,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: databaseSchema ?? '',
      TAKEOVER_SECONDS: String(TAKEOVER_SECONDS),
    },
    replica() {
      // Each replica has its own connection(s), as separate processes would.
      const own = createDatabase({ dataDir, databaseUrl, databaseSchema }) as Kysely<unknown>;
      databases.push(own);
      const queue = createJobQueue(own, {
        databaseUrl,
        databaseSchema,
        singletonQueues: ['slow', 'tick', 'single'],
        takeoverSeconds: TAKEOVER_SECONDS,
      });
      queues.push(queue);
      return queue;
    },
  };
}

/** Waits for other processes or background work (the tests' own bound: 60,000 ms). */
const until = <T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, ms = 60_000) =>
  waitUntil(what, check, ms);

describe(`job queue contract (${databaseUrl ? 'pg-boss on PostgreSQL' : 'in-process runner on SQLite'})`, () => {
  test('two consumers run each of 30 jobs exactly once', { timeout: 120_000 }, async () => {
    const setup = await setUp();
    const [a, b] = [setup.replica(), setup.replica()];
    const ran: { n: number; by: string }[] = [];
    for (const [queue, by] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      await queue.start();
      await queue.work<{ n: number }>('count', async (job) => {
        ran.push({ n: job.data.n, by });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    for (let n = 0; n < 30; n++) assert.ok(await a.enqueue('count', { n }));
    await until('every job to run', () => ran.length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.deepEqual(
      ran.map((r) => r.n).sort((x, y) => x - y),
      Array.from({ length: 30 }, (_, n) => n),
    );
  });

  test('a singleton key admits one queued or running job; its status and cancellation are visible', async () => {
    const setup = await setUp();
    const queue = setup.replica();
    await queue.start();
    const first = await queue.enqueue('single', { n: 1 }, { singletonKey: 'single' });
    assert.ok(first);
    assert.equal(await queue.enqueue('single', { n: 2 }, { singletonKey: 'single' }), null);
    assert.equal(await queue.status('single', first), 'created');
    await queue.cancel('single', first);
    assert.equal(await queue.status('single', first), 'cancelled');
    assert.ok(await queue.enqueue('single', { n: 3 }, { singletonKey: 'single' }));
  });

  test('a job whose worker process is killed is taken over by another replica', { timeout: 120_000 }, async () => {
    const setup = await setUp();
    const survivor = setup.replica();
    await survivor.start();
    const id = await survivor.enqueue('slow', { n: 1 }, { singletonKey: 'slow' });
    assert.ok(id);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../test-support/queue-worker.ts', import.meta.url))],
      { env: { ...process.env, ...setup.env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await until('the worker process to claim the job', () => output.includes(`claimed ${id}`));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const attempts: number[] = [];
    await survivor.work<{ n: number }>('slow', async (job) => {
      attempts.push(job.attempt);
    });
    await until('the survivor to take the job over', () => attempts.length > 0);
    assert.equal(attempts[0], 2);
    await until('the job to complete', async () => (await survivor.status('slow', id)) === 'completed');
  });

  test('two replicas on the same schedule fire once per interval', { timeout: 120_000 }, async () => {
    const setup = await setUp();
    const [a, b] = [setup.replica(), setup.replica()];
    const slots: number[] = [];
    for (const queue of [a, b]) {
      await queue.start();
      await queue.work<{ slot: number }>('tick', async (job) => {
        slots.push(job.data.slot);
      });
    }
    for (const queue of [a, b]) {
      queue.schedule('tick', 400, async (slot) => {
        await queue.enqueue('tick', { slot }, { singletonKey: 'tick' });
      });
    }
    await until('four ticks', () => slots.length >= 4);
    assert.equal(new Set(slots).size, slots.length, `a slot fired twice: ${slots.join(', ')}`);
  });

  // SQLite runs as one server process: its events stay in that process.
  test(`events published by one replica reach ${databaseUrl ? 'every replica' : 'its listeners'}`, async () => {
    const setup = await setUp();
    const [a, b] = [setup.replica(), setup.replica()];
    await Promise.all([a.start(), b.start()]);
    const heard: unknown[] = [];
    const stop = (databaseUrl ? b : a).subscribe('run:1', (payload) => heard.push(payload));
    await a.publish('run:1', { progress: 0.5 });
    await until('the event', () => heard.length > 0);
    stop();
    assert.deepEqual(heard, [{ progress: 0.5 }]);
  });

  test('a lease has one holder; another takes it over once it lapses', async () => {
    const setup = await setUp();
    const queue = setup.replica();
    assert.equal(await queue.lease('clock', 'a', 300), true);
    assert.equal(await queue.lease('clock', 'b', 300), false);
    assert.equal(await queue.lease('clock', 'a', 300), true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal(await queue.lease('clock', 'b', 300), true);
    assert.equal(await queue.lease('clock', 'a', 300), false);
  });
});
