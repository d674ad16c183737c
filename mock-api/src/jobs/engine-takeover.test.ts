import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { PipelineRun } from '@oddslab/shared/contract';
import { createDatabase } from '../db/database';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { waitUntil } from '../test-support/wait-until';
import { EngineRuntime } from './engine-runtime';

const TAKEOVER_SECONDS = 10;

/** Waits for other processes or background work (the tests' own bound: 240,000 ms). */
const until = <T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, ms = 240_000) =>
  waitUntil(what, check, ms);

/**
 * kill -9 of the worker process in the middle of an ingestion run of the shipped seasons: another worker takes the
 * run over once the claim lapses, resumes from the checkpoints, and the data ends complete with nothing twice (a
 * forced re-run afterwards inserts nothing).
 */
describe('an ingestion run whose worker is killed', () => {
  let t: TestApp;
  let child: ChildProcess | null = null;
  let survivor: EngineRuntime | null = null;
  let survivorDb: ReturnType<typeof createDatabase> | null = null;

  before(async () => {
    const previous = { ...process.env };
    process.env.API_WORKS_JOBS = 'false';
    process.env.JOB_TAKEOVER_SECONDS = String(TAKEOVER_SECONDS);
    try {
      t = await createTestApp();
    } finally {
      for (const name of ['API_WORKS_JOBS', 'JOB_TAKEOVER_SECONDS']) {
        if (previous[name] === undefined) delete process.env[name];
        else process.env[name] = previous[name];
      }
    }
  });

  after(async () => {
    child?.kill('SIGKILL');
    await survivor?.stop();
    await survivorDb?.destroy();
    await t.close();
  });

  it('is finished by another worker from its checkpoints', { timeout: 600_000 }, async () => {
    const { dataDir, databaseUrl, databaseSchema, footballDataDir } = t.config;
    const { NODE_TEST_CONTEXT: _runner, ...env } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../worker.ts', import.meta.url))], {
      env: {
        ...env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        DATABASE_SCHEMA: databaseSchema ?? '',
        FOOTBALL_DATA_DIR: footballDataDir,
        JOB_TAKEOVER_SECONDS: String(TAKEOVER_SECONDS),
        ENGINE_AUTOSTART: 'false',
        PIPELINE_INTERVAL_MINUTES: '0',
        REPLAY_AUTOPLAY: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const admin = await t.tokenFor('admin');
    // Forced, so only the run's own checkpoints keep a taken-over attempt from reading its finished files again.
    const started = await t.request({
      method: 'POST',
      url: '/api/admin/pipeline-runs',
      token: admin,
      payload: { force: true },
    });
    assert.equal(started.statusCode, 202);
    const { id } = started.json<PipelineRun>();
    const before = await until('the worker to write a few files', async () => {
      const run = await t.app.engine.ingestion.getRun(id);
      return run && run.filesDone >= 3 && run.status === 'running' ? run : undefined;
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const checkpointsAtKill = await t.app.db
      .selectFrom('ingested_files' as never)
      .select(['file_key', 'completed_at'] as never[])
      .execute();
    assert.equal((await t.app.engine.ingestion.getRun(id))?.status, 'running');

    survivorDb = createDatabase({ dataDir, databaseUrl, databaseSchema });
    survivor = new EngineRuntime(
      survivorDb,
      { ...t.app.engine.settings, jobs: { work: true, takeoverSeconds: TAKEOVER_SECONDS } },
      undefined,
      { dataDir, databaseUrl, databaseSchema },
    );
    await survivor.start({ lead: false });
    const finished = await until('the run to finish on the survivor', async () => {
      const run = await t.app.engine.ingestion.getRun(id);
      return run?.status === 'running' ? undefined : run;
    });
    assert.equal(finished?.status, 'succeeded');
    assert.equal(finished?.filesDone, finished?.filesTotal);
    assert.ok(checkpointsAtKill.length >= before.filesDone);
    const checkpointsAfter = await t.app.db
      .selectFrom('ingested_files' as never)
      .select(['file_key', 'completed_at'] as never[])
      .execute();
    const completedAfter = new Map(
      (checkpointsAfter as { file_key: string; completed_at: string }[]).map((c) => [c.file_key, c.completed_at]),
    );
    for (const { file_key, completed_at } of checkpointsAtKill as { file_key: string; completed_at: string }[]) {
      assert.equal(
        completedAfter.get(file_key),
        completed_at,
        `${file_key}, written before the kill, was not read again`,
      );
    }

    // The run's job ends after the reveal and refit its data caused: until then a new run is refused (409).
    const again = await until('a new run to be accepted', async () => {
      const answer = await t.request({
        method: 'POST',
        url: '/api/admin/pipeline-runs',
        token: admin,
        payload: { force: true },
      });
      assert.ok([202, 409].includes(answer.statusCode), answer.body);
      return answer.statusCode === 202 ? answer : undefined;
    });
    const forced = await until('the forced run to finish', async () => {
      const run = await t.app.engine.ingestion.getRun(again.json<PipelineRun>().id);
      return run?.status === 'running' ? undefined : run;
    });
    assert.equal(forced?.status, 'succeeded');
    assert.equal(forced?.rowsInserted, 0, 'nothing was missing');
  });
});
