import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_MAX_OPEN_EXPOSURE, loadConfig } from '../config';
import { DEFAULT_MARKET_BLEND, DEFAULT_WEIGHTS } from '../engine/index';
import { folderSource } from '../engine/ingest/sources';
import type { EngineDb } from '../engine/store/engine-tables';
import type { Lifecycle } from '../engine/store/feed-reveal';
import type { ServedModel } from '../engine/store/model-versions-repository';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { EngineRuntime } from './engine-runtime';
import { IngestionJob } from './ingestion-job';
import { LifecycleThread, type LifecycleWork, lifecycleWorkOn } from './lifecycle-thread';
import { workerEntry } from './worker-entry';

const lifecycle: Lifecycle = { priceLeadMinutes: 72 * 60, fullTimeMinutes: 115 };
const served: ServedModel = {
  versionId: 1,
  weights: { ...DEFAULT_WEIGHTS },
  blends: new Map([['E0', { ...DEFAULT_MARKET_BLEND }]]),
  validatedSeason: '2023-24',
};
const servedModel = async () => served;
/** A matchday weekend early in 2024-25: mornings publish, evenings settle. */
const INSTANTS = [
  '2024-09-14T06:00:00.000Z',
  '2024-09-14T23:00:00.000Z',
  '2024-09-15T06:00:00.000Z',
  '2024-09-15T23:00:00.000Z',
  '2024-09-16T06:00:00.000Z',
];

/** Two real Premier League seasons. */
function dataFolder(): string {
  const shipped = loadConfig({}).footballDataDir;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-lifecycle-data-'));
  fs.mkdirSync(path.join(dir, 'E0'));
  for (const season of ['2023-24', '2024-25']) {
    fs.copyFileSync(path.join(shipped, 'E0', `${season}.csv`), path.join(dir, 'E0', `${season}.csv`));
  }
  return dir;
}

function engineDb(t: TestApp): EngineDb {
  return t.app.db as unknown as EngineDb;
}

/** A week of predictions and the default cap on open stakes, on both sides of the comparison. */
const PUBLISHING = { predictionHorizonDays: 7, maxOpenExposure: DEFAULT_MAX_OPEN_EXPOSURE };

function threadOn(t: TestApp, model: () => Promise<ServedModel> = servedModel): LifecycleThread {
  const { dataDir, databaseUrl, databaseSchema } = t.config;
  return new LifecycleThread(
    workerEntry('lifecycle-worker')!,
    { database: { dataDir, databaseUrl, databaseSchema }, publishing: PUBLISHING },
    model,
  );
}

/** What the site shows from the engine's work, without row ids (each database numbers its own rows). */
async function outputs(db: EngineDb) {
  const predictions = await db
    .selectFrom('predictions')
    .select([
      'match_id',
      'as_of',
      'p_home',
      'p_draw',
      'p_away',
      'xg_home',
      'xg_away',
      'p_over25',
      'markets',
      'outcome',
      'rps',
    ])
    .orderBy('match_id')
    .execute();
  const recommendations = await db
    .selectFrom('recommendations')
    .select(['match_id', 'market', 'selection', 'line', 'bookmaker', 'price', 'probability', 'edge', 'stake'])
    .select(['status', 'profit', 'closing_price'])
    .orderBy('match_id')
    .orderBy('market')
    .orderBy('selection')
    .execute();
  const alerts = await db
    .selectFrom('alerts')
    .select(['audience', 'alert_type', 'message', 'match_id', 'created_at'])
    .orderBy('id')
    .execute();
  return { predictions, recommendations, alerts };
}

describe('the lifecycle thread', () => {
  const apps: TestApp[] = [];
  let dataDir: string;

  before(async () => {
    dataDir = dataFolder();
    for (let i = 0; i < 2; i++) {
      const t = await createTestApp();
      apps.push(t);
      await (await new IngestionJob(engineDb(t), () => folderSource(dataDir)).start('admin')).done;
    }
  });
  after(async () => {
    for (const t of apps) await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes, settles and alerts exactly as the same work on the calling thread', async () => {
    const [threaded, local] = apps as [TestApp, TestApp];
    const thread = threadOn(threaded);
    const here = lifecycleWorkOn(engineDb(local), servedModel, PUBLISHING);
    try {
      let since: string | null = null;
      for (const now of INSTANTS) {
        const step = async (work: LifecycleWork) => {
          const counts = await work.reveal(now, lifecycle, since);
          const summary = await work.step(now, { settle: counts.results > 0, refit: true });
          return { counts, summary };
        };
        assert.deepEqual(await step(thread), await step(here), `step at ${now}`);
        since = now;
      }
      const at = { now: INSTANTS.at(-1)!, asOf: INSTANTS.at(-1)!.slice(0, 10) };
      assert.deepEqual(await thread.refresh(at), await here.refresh(at));
    } finally {
      await thread.stop();
    }
    const shown = await outputs(engineDb(threaded));
    assert.ok(shown.predictions.length > 10, `predictions: ${shown.predictions.length}`);
    assert.ok(
      shown.predictions.some((p) => p.outcome !== null),
      'some predictions are settled',
    );
    assert.ok(shown.alerts.some((a) => a.alert_type === 'Result'));
    // Served probabilities, stakes and settlements are the very same numbers.
    assert.deepEqual(shown, await outputs(engineDb(local)));
  });

  it("fails the call with the thread's error and keeps serving the next one", async () => {
    const thread = threadOn(apps[0]!, async () => {
      throw new Error('no live model version');
    });
    try {
      const now = '2024-09-21T06:00:00.000Z';
      await assert.rejects(thread.step(now, { settle: false, refit: true }), /no live model version/);
      const counts = await thread.reveal(now, lifecycle, INSTANTS.at(-1)!);
      assert.ok(counts.prices > 0);
    } finally {
      await thread.stop();
    }
  });

  it('turns a thread that cannot start into one admin System alert per run of failed steps, not a crash', async () => {
    const t = apps[1]!;
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-lifecycle-')), 'file');
    fs.writeFileSync(blocker, '');
    const runtime = new EngineRuntime(t.app.db, t.app.engine.settings, undefined, {
      // A data folder inside a file: the thread's connection cannot be opened.
      dataDir: path.join(blocker, 'data'),
      databaseUrl: null,
      databaseSchema: null,
    });
    const systemAlerts = () =>
      engineDb(t)
        .selectFrom('alerts')
        .select(['audience', 'message'])
        .where('alert_type', '=', 'System')
        .where('message', 'like', 'The lifecycle step%')
        .execute();
    try {
      await assert.rejects(runtime.step('2024-09-21T06:00:00.000Z'));
      await assert.rejects(runtime.step('2024-09-21T07:00:00.000Z'));
      const alerts = await systemAlerts();
      assert.equal(alerts.length, 1);
      assert.equal(alerts[0]!.audience, 'admins');
      assert.match(alerts[0]!.message, /2024-09-21 06:00 UTC failed/);
    } finally {
      await runtime.stop();
      fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
    }
  });
});
