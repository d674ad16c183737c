import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  type ApiError,
  type AsOf,
  type Backtest,
  type BacktestScope,
  DEFAULT_ALGORITHM_WEIGHTS,
  type PipelineRun,
  type PipelineRunDetail,
  type PipelineRunPage,
} from '@oddslab/shared/contract';
import { loadConfig } from '../../config';
import { createTestApp, type TestAccount, type TestApp } from '../../test-support/test-app';

/** Two Premier League seasons: the first kicks off on 2023-08-11 at 20:00, the last match is 2025-05-25 at 16:00. */
function dataFolder(): string {
  const shipped = loadConfig({}).footballDataDir;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-console-data-'));
  fs.mkdirSync(path.join(dir, 'E0'));
  for (const season of ['2023-24', '2024-25']) {
    fs.copyFileSync(path.join(shipped, 'E0', `${season}.csv`), path.join(dir, 'E0', `${season}.csv`));
  }
  return dir;
}

async function until<T>(probe: () => Promise<T | null>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const REPLAY_START = '2025-04-27';
const fieldOf = (body: string) => (JSON.parse(body) as ApiError).details as { field: string; message: string }[];

/** The bounds and pages behind the admin console's controls: clock, backtests, pipeline history, weights. */
describe('console limits', () => {
  let t: TestApp;
  let dataDir: string;
  const tokens = {} as Record<TestAccount, string>;

  const get = (url: string, account: TestAccount | null = 'admin') =>
    t.request({ method: 'GET', url, token: account ? tokens[account] : null });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, account: TestAccount = 'admin') =>
    t.request({ method, url, payload, token: tokens[account] });
  const runPipeline = async (force: boolean): Promise<PipelineRun> => {
    const started = await send('POST', '/api/admin/pipeline-runs', { force });
    assert.equal(started.statusCode, 202, started.body);
    return until(async () => {
      const run = (await get(`/api/admin/pipeline-runs/${started.json<PipelineRun>().id}`)).json<PipelineRunDetail>()
        .run;
      return run.status === 'running' ? null : run;
    });
  };

  before(async () => {
    dataDir = dataFolder();
    process.env.REPLAY_START = REPLAY_START;
    t = await createTestApp({ footballDataDir: dataDir });
    for (const account of ['admin', 'pro'] as const) tokens[account] = await t.tokenFor(account);
  });
  after(async () => {
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no clock limits and nothing to backtest before any data', async () => {
    assert.equal((await get('/api/as-of', null)).json<AsOf>().limits, null);
    assert.deepEqual((await get('/api/admin/backtests/scope')).json<BacktestScope>(), { leagues: [] });
    const page = (await get('/api/admin/pipeline-runs/page')).json<PipelineRunPage>();
    assert.deepEqual(page, { content: [], totalPages: 0, totalElements: 0, page: 0, size: 10 });
  });

  it('forces a full re-ingestion that ignores the checkpoints', async () => {
    const first = await runPipeline(false);
    assert.equal(first.status, 'succeeded');
    assert.equal(first.filesTotal, 2);
    await t.app.engine.settled();
    const skipped = await runPipeline(false);
    assert.deepEqual([skipped.filesSkipped, skipped.rowsRead], [2, 0]);
    const forced = await runPipeline(true);
    assert.deepEqual([forced.filesSkipped, forced.rowsRead, forced.rowsUnchanged], [0, 760, 760]);
    assert.equal(forced.status, 'succeeded');
  });

  it('pages through every pipeline run, newest first', async () => {
    await runPipeline(false);
    const all = (await get('/api/admin/pipeline-runs?limit=200')).json<PipelineRun[]>();
    assert.equal(all.length, 4);
    const first = (await get('/api/admin/pipeline-runs/page?page=0&size=3')).json<PipelineRunPage>();
    assert.deepEqual([first.totalElements, first.totalPages, first.page, first.size], [4, 2, 0, 3]);
    const second = (await get('/api/admin/pipeline-runs/page?page=1&size=3')).json<PipelineRunPage>();
    assert.deepEqual(
      [...first.content, ...second.content].map((run) => run.id),
      all.map((run) => run.id),
    );
    assert.deepEqual((await get('/api/admin/pipeline-runs/page?page=5&size=3')).json<PipelineRunPage>().content, []);
    for (const query of ['page=-1', 'size=0', 'size=101', 'page=x', 'limit=3']) {
      const refused = await get(`/api/admin/pipeline-runs/page?${query}`);
      assert.equal(refused.statusCode, 400, query);
    }
    assert.equal((await get('/api/admin/pipeline-runs/page', null)).statusCode, 401);
    assert.equal((await get('/api/admin/pipeline-runs/page', 'pro')).statusCode, 403);
  });

  it('tells the console how far the clock can jump and where a replay can start, and refuses anything else', async () => {
    const clock = (await get('/api/as-of', null)).json<AsOf>();
    assert.equal(clock.asOf, REPLAY_START);
    // The first kick-off is in the evening: a replay starts on a morning, so the first possible start is the next day.
    assert.deepEqual(clock.limits, {
      jumpFrom: '2025-04-28',
      jumpTo: '2025-05-26',
      replayFrom: '2023-08-12',
      replayTo: '2025-05-25',
    });
    assert.deepEqual((await get('/api/admin/as-of')).json<AsOf>().limits, clock.limits);

    for (const [asOf, says] of [
      [REPLAY_START, /only moves forward: choose a day from 2025-04-28/],
      ['2025-04-01', /only moves forward/],
      ['2025-05-27', /cannot pass the day after the last match in the data: choose a day up to 2025-05-26/],
    ] as const) {
      const refused = await send('PUT', '/api/admin/as-of', { asOf });
      assert.equal(refused.statusCode, 400, asOf);
      assert.match(refused.json<ApiError>().message, says);
      assert.equal(fieldOf(refused.body)[0]!.field, 'asOf');
    }
    for (const start of ['2023-08-11', '2025-05-26']) {
      const refused = await send('POST', '/api/admin/replays', { start });
      assert.equal(refused.statusCode, 400, start);
      assert.match(refused.json<ApiError>().message, /must start on a day from 2023-08-12 to 2025-05-25/);
      assert.equal(fieldOf(refused.body)[0]!.field, 'start');
    }
    // Nothing moved.
    assert.equal((await get('/api/as-of', null)).json<AsOf>().now, clock.now);

    const moved = await send('PUT', '/api/admin/as-of', { asOf: '2025-04-28' });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await get('/api/as-of', null)).json<AsOf>().limits?.jumpFrom, '2025-04-29');
  });

  it('offers backtests only for seasons with played matches and refuses the others before starting a job', async () => {
    const scope = await get('/api/admin/backtests/scope');
    assert.equal(scope.statusCode, 200);
    assert.deepEqual(scope.json<BacktestScope>(), {
      leagues: [{ league: 'E0', leagueName: 'Premier League', seasons: ['2023-24', '2024-25'] }],
    });
    assert.equal((await get('/api/admin/backtests/scope', null)).statusCode, 401);
    assert.equal((await get('/api/admin/backtests/scope', 'pro')).statusCode, 403);

    const before = (await get('/api/admin/backtests')).json<Backtest[]>().length;
    for (const [payload, field, says] of [
      [{ league: 'E0', seasons: '2022-23' }, 'seasons', /2022-23 has none \(seasons with data: 2023-24 to 2024-25\)/],
      [{ league: 'Premier League', seasons: '2021-22..2023-24' }, 'seasons', /2021-22, 2022-23 have none/],
      [{ league: 'ALL', seasons: '2025-26' }, 'seasons', /in any league/],
      [{ league: 'SP1', seasons: '2023-24' }, 'league', /has no played matches before 2025-04-28/],
    ] as const) {
      const refused = await send('POST', '/api/admin/backtests', payload);
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
      assert.equal(fieldOf(refused.body)[0]!.field, field);
      assert.match(refused.json<ApiError>().message, says);
    }
    // No job was started for any of them.
    assert.equal((await get('/api/admin/backtests')).json<Backtest[]>().length, before);
  });

  it('documents the default weights and the new console endpoints', async () => {
    const doc = (await get('/api/openapi.json', null)).json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties: Record<string, { description?: string }> }> };
    }>();
    for (const p of ['/api/admin/pipeline-runs/page', '/api/admin/backtests/scope']) assert.ok(p in doc.paths, p);
    const weights = doc.components.schemas.AlgorithmWeights!.properties;
    for (const [key, value] of Object.entries(DEFAULT_ALGORITHM_WEIGHTS)) {
      assert.equal(weights[key]!.description, `0-100; default ${value}`);
    }
    assert.deepEqual(DEFAULT_ALGORITHM_WEIGHTS, {
      attackStrength: 70,
      defenseWeakness: 60,
      recentForm: 50,
      homeAdvantage: 55,
    });
    // A fresh engine serves the defaults.
    assert.deepEqual((await get('/api/admin/algorithm-weights')).json(), DEFAULT_ALGORITHM_WEIGHTS);
  });
});
