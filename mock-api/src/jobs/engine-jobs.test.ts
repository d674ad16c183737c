import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { PipelineRun } from '@oddslab/shared/contract';
import { createDatabase } from '../db/database';
import { writeSyntheticSeasons } from '../test-support/synthetic-seasons';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { waitUntil } from '../test-support/wait-until';
import { EngineRuntime } from './engine-runtime';
import type { RunEvent } from './ingestion-job';

/** Waits for other processes or background work (the tests' own bound: 120,000 ms). */
const until = <T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, ms = 120_000) =>
  waitUntil(what, check, ms);

/**
 * The API with API_WORKS_JOBS=false beside a worker-only engine (what `npm run worker` runs) on the same database:
 * an admin's run is queued by the API, run by the worker, and — on PostgreSQL, where events cross processes —
 * its progress reaches the API's event stream.
 */
describe('engine jobs on a separate worker', () => {
  let t: TestApp;
  let worker: EngineRuntime;
  let workerDb: ReturnType<typeof createDatabase>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-engine-jobs-'));

  before(async () => {
    writeSyntheticSeasons(dataDir);
    const previous = process.env.API_WORKS_JOBS;
    process.env.API_WORKS_JOBS = 'false';
    try {
      t = await createTestApp({ footballDataDir: dataDir });
    } finally {
      if (previous === undefined) delete process.env.API_WORKS_JOBS;
      else process.env.API_WORKS_JOBS = previous;
    }
    const { dataDir: appDataDir, databaseUrl, databaseSchema } = t.config;
    workerDb = createDatabase({ dataDir: appDataDir, databaseUrl, databaseSchema });
    worker = new EngineRuntime(
      workerDb,
      { ...t.app.engine.settings, jobs: { work: true, takeoverSeconds: 10 } },
      undefined,
      { dataDir: appDataDir, databaseUrl, databaseSchema },
    );
    await worker.start({ lead: false });
  });

  after(async () => {
    await worker.stop();
    await workerDb.destroy();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs an admin-started ingestion once, on the worker, with its progress on the API', async () => {
    const events: RunEvent[] = [];
    const admin = await t.tokenFor('admin');
    const started = await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', token: admin, payload: {} });
    assert.equal(started.statusCode, 202);
    const run = started.json<PipelineRun>();
    const listen = (event: RunEvent) => events.push(event);
    t.app.engine.ingestion.events.on(`run:${run.id}`, listen);
    // A second request while it is queued or running is refused, naming it.
    const again = await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', token: admin, payload: {} });
    assert.equal(again.statusCode, 409);
    const finished = await until('the run to finish', async () => {
      const row = await t.app.engine.ingestion.getRun(run.id);
      return row?.status === 'running' ? undefined : row;
    });
    assert.equal(finished?.status, 'succeeded');
    assert.equal(t.app.engine.ingestion.activeRunId, null, 'the API did not run it');
    const matches = await t.app.db
      .selectFrom('feed_matches' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(matches.n), finished!.rowsInserted, 'each match stored once');
    if (t.dialect === 'postgres') {
      await until('the finished event on the API', async () => events.some((e) => e.type === 'finished'));
      assert.ok(events.some((e) => e.type === 'progress'));
    }
    t.app.engine.ingestion.events.off(`run:${run.id}`, listen);
  });

  it("shows another process's clock change in this one's reads, though each keeps its clock in memory", async (test) => {
    if (t.dialect !== 'postgres') {
      test.skip('events cross processes on PostgreSQL only');
      return;
    }
    const admin = await t.tokenFor('admin');
    const clockOnWorker = async () => (await worker.clock()).paused;
    const before = await clockOnWorker();
    const paused = await t.request({
      method: 'PUT',
      url: '/api/admin/clock',
      token: admin,
      payload: { paused: !before },
    });
    assert.equal(paused.statusCode, 200);
    // Well within the 10 s a clock read from the database is trusted without a notice.
    await until("the API's clock change on the worker", async () => (await clockOnWorker()) === !before, 5_000);
    const restored = await t.request({
      method: 'PUT',
      url: '/api/admin/clock',
      token: admin,
      payload: { paused: before },
    });
    assert.equal(restored.statusCode, 200);
    await until('the change back on the worker', async () => (await clockOnWorker()) === before, 5_000);
  });

  it("carries the read cache's changes between processes, each change once", async (test) => {
    if (t.dialect !== 'postgres') {
      test.skip('events cross processes on PostgreSQL only');
      return;
    }
    // Kinds only an HTTP route publishes: the worker's own background work (the refit after the first test's
    // ingestion, clock moves) publishes others at any time, and those must not count here.
    const published = new Set(['review-edited', 'articles-edited']);
    const onApi: string[] = [];
    const onWorker: string[] = [];
    const stopApi = t.app.dataChanges.subscribe((change) => {
      if (published.has(change.kind)) onApi.push(change.kind);
    });
    const stopWorker = worker.changes.subscribe((change) => {
      if (published.has(change.kind)) onWorker.push(change.kind);
    });
    try {
      worker.changes.publish({ kind: 'review-edited' });
      await until("the worker's change on the API", async () => onApi.includes('review-edited'));
      t.app.dataChanges.publish({ kind: 'articles-edited' });
      await until("the API's change on the worker", async () => onWorker.includes('articles-edited'));
      // Give an echo time to arrive: none may.
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(onApi, ['review-edited', 'articles-edited']);
      assert.deepEqual(onWorker, ['review-edited', 'articles-edited']);
    } finally {
      stopApi();
      stopWorker();
    }
  });
});
