import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { PipelineRun, PipelineRunDetail, PredictionsResponse } from '@oddslab/shared/contract';
import { addMinutes } from '../../engine/store/dates';
import type { DataChange } from '../../jobs/data-changes';
import { until, writeSyntheticSeasons } from '../../test-support/synthetic-seasons';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * The clock's steps drop only the kept answers they can change: a step that settles nothing (prices, closing
 * prices, a kick-off, a new day's refit) keeps the track record; a settlement drops it too. Whatever is kept, every
 * read answers after each step exactly as a read computed afresh would.
 */
describe('kept answers across the clock’s steps', () => {
  let t: TestApp;
  let dataDir: string;
  let pro: string;
  const changes: DataChange[] = [];

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-clock-changes-'));
    writeSyntheticSeasons(dataDir);
    process.env.REPLAY_START = '2024-10-24';
    t = await createTestApp({ footballDataDir: dataDir });
    const admin = await t.tokenFor('admin');
    pro = await t.tokenFor('ultimate');
    const started = await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', token: admin, payload: {} });
    const runId = started.json<PipelineRun>().id;
    await until(async () => {
      const response = await t.request({ method: 'GET', url: `/api/admin/pipeline-runs/${runId}`, token: admin });
      const detail = response.json<PipelineRunDetail>();
      return detail.run.status === 'running' ? null : detail;
    });
    await t.app.engine.settled();
    t.app.dataChanges.subscribe((change) => void changes.push(change));
  });
  after(async () => {
    delete process.env.REPLAY_START;
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every kept read, as the API answers it now (status and body). */
  const readAll = async (): Promise<Record<string, unknown>> => {
    const { predictions } = (
      await t.request({ method: 'GET', url: '/api/predictions?page=0&size=50', token: pro })
    ).json<PredictionsResponse>();
    const urls = [
      '/api/predictions?page=0&size=50',
      '/api/fixtures/page?page=0&size=50',
      '/api/odds?page=0&size=50',
      '/api/recommendations?page=0&size=50&status=all',
      '/api/track-record',
      ...predictions.slice(0, 3).map((p) => `/api/matches/${p.matchId}`),
    ];
    const answers: Record<string, unknown> = {};
    for (const url of urls) {
      const response = await t.request({ method: 'GET', url, token: pro });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      answers[url] = response.json();
    }
    return answers;
  };

  it('answers every read after each kind of step as if computed afresh, keeping the track record until a settlement', async () => {
    const db = t.app.engine.db;
    const now = (await t.app.engine.now())!;
    const next = await db
      .selectFrom('feed_matches')
      .select((eb) => eb.fn.min('kickoff_at').as('kickoff'))
      .where('kickoff_at', '>', addMinutes(now, 72 * 60 + 1))
      .executeTakeFirstOrThrow();
    const kickoff = String(next.kickoff);
    // Catch up to just before the next match day's prices (the results of the days before settle here).
    await t.app.engine.step(addMinutes(kickoff, -72 * 60 - 1));
    const steps = [
      { what: 'prices revealed', at: addMinutes(kickoff, -72 * 60 + 1) },
      { what: 'a new day', at: addMinutes(kickoff, -60) },
      { what: 'kick-off and closing prices', at: addMinutes(kickoff, 1) },
      { what: 'results settled', at: addMinutes(kickoff, 116) },
    ];
    const trackRecordUrl = '/api/track-record';
    for (const step of steps) {
      // Fill the cache at the state before the step.
      const before = await readAll();
      changes.length = 0;
      await t.app.engine.step(step.at);
      const published = [...changes];
      const served = await readAll();
      // Drop everything, so that every read below is computed afresh.
      t.app.dataChanges.publish({ kind: 'as-of-moved' });
      const fresh = await readAll();
      for (const url of Object.keys(fresh)) assert.deepEqual(served[url], fresh[url], `${step.what}: ${url}`);
      const settled = published.some((change) => change.kind === 'as-of-moved' && !change.upcomingOnly);
      if (step.what === 'results settled') {
        assert.ok(settled, 'a settlement drops the settled figures');
        assert.notDeepEqual(fresh[trackRecordUrl], before[trackRecordUrl], 'the track record shows the new results');
      } else {
        assert.ok(!settled, `${step.what}: settles nothing`);
        assert.ok(published.length > 0, `${step.what}: published a change`);
      }
    }
  });
});
