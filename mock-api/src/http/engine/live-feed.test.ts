import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { AsOf, PipelineRun, PipelineRunDetail, PredictionsResponse } from '@oddslab/shared/contract';
import { seasonFolder, seasonOf } from '../../engine/ingest/sources';
import { addDays, todayUtc } from '../../engine/store/dates';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

function ddmmyyyy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * A double round robin around today: rounds a week apart, those before today played (scores derived from the
 * team indices, so stronger teams win more), the rest still to come with pre-match prices only.
 */
function liveFeed(): string {
  const today = todayUtc();
  const rows = ['Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,B365H,B365D,B365A,PSH,PSD,PSA'];
  let round = 0;
  for (let h = 0; h < TEAMS.length; h++) {
    for (let a = 0; a < TEAMS.length; a++) {
      if (h === a) continue;
      const date = addDays(today, (Math.floor(round / 4) - 10) * 7);
      round++;
      if (date < today) {
        const hg = (7 - h + a + round) % 4;
        const ag = (h + 2 * round) % 3;
        const ftr = hg > ag ? 'H' : hg < ag ? 'A' : 'D';
        rows.push(
          `E0,${ddmmyyyy(date)},15:00,${TEAMS[h]},${TEAMS[a]},${hg},${ag},${ftr},0,0,D,2.2,3.3,3.4,2.25,3.35,3.45`,
        );
      } else {
        rows.push(`E0,${ddmmyyyy(date)},15:00,${TEAMS[h]},${TEAMS[a]},,,,,,,2.2,3.3,3.4,2.25,3.35,3.45`);
      }
    }
  }
  return rows.join('\r\n');
}

describe('engine API on a live feed', () => {
  let server: Server;
  let t: TestApp;
  let admin: string;
  const season = seasonOf(new Date());
  const saved = { url: process.env.FOOTBALL_DATA_URL, seasons: process.env.FOOTBALL_DATA_SEASONS };

  before(async () => {
    const feed = liveFeed();
    server = createServer((req, res) => {
      if (req.url === `/mmz/${seasonFolder(season)}/E0.csv`) {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end(feed);
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.FOOTBALL_DATA_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mmz`;
    process.env.FOOTBALL_DATA_SEASONS = season;
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  after(async () => {
    // Background refits must end before the helper drops the test schema.
    await t.app.engine.stop();
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    for (const [key, value] of [
      ['FOOTBALL_DATA_URL', saved.url],
      ['FOOTBALL_DATA_SEASONS', saved.seasons],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('ingests the feed, follows today as the as-of, and predicts the matches still to come', async () => {
    const clock = (await t.request({ method: 'GET', url: '/api/as-of' })).json<AsOf>();
    assert.equal(clock.mode, 'live');
    assert.equal(clock.asOf, todayUtc());
    assert.ok(Math.abs(Date.parse(clock.now!) - Date.now()) < 120_000);
    assert.equal(clock.pace, 1);
    const started = await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', token: admin, payload: {} });
    assert.equal(started.statusCode, 202);
    const run = started.json<PipelineRun>();
    let detail: PipelineRunDetail;
    for (;;) {
      detail = (await t.request({ method: 'GET', url: `/api/admin/pipeline-runs/${run.id}`, token: admin })).json();
      if (detail.run.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(detail.run.status, 'partial');
    assert.equal(detail.run.rowsInserted, 56);
    assert.ok(detail.run.errors.every((e) => /answered 404/.test(e.message)));
    assert.match(detail.run.source, /^http:\/\/127\.0\.0\.1:\d+\/mmz$/);
    await t.app.engine.settled();

    const predictions = (
      await t.request({ method: 'GET', url: '/api/predictions?size=100', token: admin })
    ).json<PredictionsResponse>();
    assert.ok(predictions.predictions.length > 0);
    assert.ok(predictions.predictions.every((p) => p.date >= todayUtc()));

    const moved = await t.request({
      method: 'PUT',
      url: '/api/admin/as-of',
      token: admin,
      payload: { asOf: addDays(todayUtc(), 7) },
    });
    assert.equal(moved.statusCode, 409);
  });
});
