import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  AsOf,
  AsOfUpdateResponse,
  Backtest,
  BacktestDetail,
  Fixture,
  MatchDetail,
  ModelVersion,
  OddsResponse,
  PipelineRun,
  PipelineRunDetail,
  PredictionsResponse,
  RecommendationsResponse,
  ReplayHistory,
  Simulation,
  TrackRecord,
  Visualizations,
} from '@oddslab/shared/contract';
import { teamDisplayName } from '@oddslab/shared/names';
import { loadConfig } from '../../config';
import {
  fitLeagueModel,
  layEdge,
  layWinPerLiability,
  type MarketBlend,
  marketOneXTwo,
  marketOver25,
  netBackPrice,
  predictMatch,
} from '../../engine/index';
import { readFootballDataFolder } from '../../engine/ingest/football-data-csv';
import { addDays, addMinutes, kickoffInstant } from '../../engine/store/dates';
import { modelDiagnostics } from '../../engine/store/read-models';
import { readWeights, weightsHash } from '../../engine/store/settings-repository';
import { EngineRuntime } from '../../jobs/engine-runtime';
import { createTestApp, TEST_ACCOUNTS, type TestAccount, type TestApp } from '../../test-support/test-app';

/** Two real Premier League seasons plus a small file with bad rows in an older season of another league. */
function dataFolder(): string {
  const shipped = loadConfig({}).footballDataDir;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-engine-data-'));
  fs.mkdirSync(path.join(dir, 'E0'));
  fs.mkdirSync(path.join(dir, 'SP1'));
  for (const season of ['2023-24', '2024-25']) {
    fs.copyFileSync(path.join(shipped, 'E0', `${season}.csv`), path.join(dir, 'E0', `${season}.csv`));
  }
  const sp1 = fs.readFileSync(path.join(shipped, 'SP1', '2014-15.csv'), 'utf8').split(/\r?\n/);
  const bad = [
    'SP1,99/08/14,Malaga,Sevilla,1,0,H,0,0,D',
    'SP1,24/08/14,,Sevilla,1,0,H,0,0,D',
    'SP1,24/08/14,Malaga,Sevilla,1,0,A,0,0,D',
  ];
  fs.writeFileSync(path.join(dir, 'SP1', '2014-15.csv'), [...sp1.slice(0, 11), ...bad].join('\n'));
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

describe('engine API', () => {
  let t: TestApp;
  let dataDir: string;
  const tokens = {} as Record<TestAccount, string>;
  let firstRun: PipelineRun;

  const get = async (url: string, account: TestAccount | null) =>
    t.request({ method: 'GET', url, token: account ? tokens[account] : null });

  before(async () => {
    dataDir = dataFolder();
    // A fixed replay start keeps the dates below stable; the default start is checked on its own.
    process.env.REPLAY_START = REPLAY_START;
    // Predictions for the rest of the season, so the property checks below see many matches.
    process.env.PREDICTION_HORIZON_DAYS = '35';
    t = await createTestApp({ footballDataDir: dataDir });
    for (const account of ['admin', 'free', 'basic', 'pro', 'ultimate'] as const)
      tokens[account] = await t.tokenFor(account);
  });
  after(async () => {
    // Background refits must end before the helper drops the test schema.
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no as-of before any data, and data endpoints answer empty instead of failing', async () => {
    const asOf = await get('/api/as-of', null);
    assert.equal(asOf.statusCode, 200);
    const clock = asOf.json<AsOf>();
    assert.equal(clock.asOf, null);
    assert.equal(clock.now, null);
    assert.equal(clock.mode, 'replay');
    assert.equal(clock.replayId, null);
    const predictions = await get('/api/predictions', 'basic');
    assert.equal(predictions.statusCode, 200);
    assert.deepEqual(predictions.json<PredictionsResponse>().predictions, []);
    assert.equal(predictions.json<PredictionsResponse>().diagnostics.modelStatus, 'No data');
  });

  it('starts an ingestion run for admins only, reports it and its rejected rows', async () => {
    assert.equal((await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', payload: {} })).statusCode, 401);
    const denied = await t.request({
      method: 'POST',
      url: '/api/admin/pipeline-runs',
      token: tokens.ultimate,
      payload: {},
    });
    assert.equal(denied.statusCode, 403);
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/pipeline-runs',
      token: tokens.admin,
      payload: { force: 'yes' },
    });
    assert.equal(bad.statusCode, 400);

    const started = await t.request({
      method: 'POST',
      url: '/api/admin/pipeline-runs',
      token: tokens.admin,
      payload: {},
    });
    assert.equal(started.statusCode, 202);
    const run = started.json<PipelineRun>();
    assert.equal(run.trigger, 'admin');
    const detail = await until(async () => {
      const r = (await get(`/api/admin/pipeline-runs/${run.id}`, 'admin')).json<PipelineRunDetail>();
      return r.run.status === 'running' ? null : r;
    });
    firstRun = detail.run;
    // Model fits follow a run in the background; queue behind them.
    await t.app.engine.settled();
    // Three rows were refused: the run only partly succeeded.
    assert.equal(firstRun.status, 'partial');
    assert.equal(firstRun.filesTotal, 3);
    assert.equal(firstRun.rowsInserted, 760 + 10);
    assert.equal(firstRun.rowsRejected, 3);
    assert.ok(firstRun.oddsWritten > 760 * 20);
    assert.deepEqual(
      detail.rejectedRows.map((r) => [r.file, r.row]),
      [
        ['SP1/2014-15', 12],
        ['SP1/2014-15', 13],
        ['SP1/2014-15', 14],
      ],
    );
    assert.match(detail.rejectedRows[2]!.reason, /disagrees with score 1-0/);
    const list = (await get('/api/admin/pipeline-runs', 'admin')).json<PipelineRun[]>();
    assert.equal(list[0]!.id, run.id);
    assert.equal((await get('/api/admin/pipeline-runs/99999', 'admin')).statusCode, 404);
  });

  it('streams run progress as server-sent events ending with finished', async () => {
    const started = await t.request({
      method: 'POST',
      url: '/api/admin/pipeline-runs',
      token: tokens.admin,
      payload: { force: true },
    });
    const run = started.json<PipelineRun>();
    const stream = await get(`/api/admin/pipeline-runs/${run.id}/events`, 'admin');
    assert.equal(stream.statusCode, 200);
    assert.match(String(stream.headers['content-type']), /text\/event-stream/);
    const events = stream.body
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => ({
        type: block.split('\n')[0]!.slice(7),
        run: JSON.parse(block.split('\n')[1]!.slice(6)) as PipelineRun,
      }));
    const last = events.at(-1)!;
    assert.equal(last.type, 'finished');
    assert.equal(last.run.filesDone, 3);
    assert.equal(last.run.rowsUnchanged, 770);
    assert.equal(last.run.rowsInserted, 0);
    assert.equal((await get(`/api/admin/pipeline-runs/${run.id}/events`, 'pro')).statusCode, 403);
  });

  it('changes nothing on a second run: every file is skipped by its checkpoint', async () => {
    // A POST without a body means no options.
    const started = await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', token: tokens.admin });
    assert.equal(started.statusCode, 202);
    const run = await until(async () => {
      const r = (
        await get(`/api/admin/pipeline-runs/${started.json<PipelineRun>().id}`, 'admin')
      ).json<PipelineRunDetail>().run;
      return r.status === 'running' ? null : r;
    });
    assert.deepEqual([run.filesSkipped, run.rowsInserted, run.rowsUpdated, run.rowsRejected], [3, 0, 0, 0]);
  });

  it('starts a replay with the season so far as history, and defaults to eight weeks before the season ends', async () => {
    const clock = (await get('/api/as-of', null)).json<AsOf>();
    assert.equal(clock.mode, 'replay');
    assert.equal(clock.now, `${REPLAY_START}T06:00:00.000Z`);
    assert.equal(clock.asOf, REPLAY_START);
    assert.equal(clock.replayId, 1);
    assert.equal(clock.replayStartedAt, `${REPLAY_START}T06:00:00.000Z`);
    // The test runner turns autoplay off: the clock waits for the tests to move it.
    assert.equal(clock.paused, true);
    assert.equal((await get('/api/admin/as-of', 'pro')).statusCode, 403);
    // The season's earlier matchdays were predicted before their kick-offs and are settled: a filled record.
    const record = (await get('/api/track-record', null)).json<TrackRecord>();
    assert.ok(record.predictions > 200, `settled predictions: ${record.predictions}`);
    const engine = t.app.engine;
    const unset = new EngineRuntime(t.app.db, {
      ...engine.settings,
      replay: { ...engine.settings.replay, start: null },
    });
    // E0 2024-25 ends on 2025-05-25: eight weeks and a day before.
    assert.equal(await unset.defaultReplayStart(), '2025-03-29T06:00:00.000Z');
  });

  it('serves predictions for upcoming matches only, gated by PREDICTIONS, with filters', async () => {
    assert.equal((await get('/api/predictions', null)).statusCode, 401);
    assert.equal((await get('/api/predictions', 'free')).statusCode, 403);
    const response = await get('/api/predictions?page=0&size=5', 'basic');
    assert.equal(response.statusCode, 200);
    const body = response.json<PredictionsResponse>();
    assert.equal(body.predictions.length, 5);
    for (const p of body.predictions) {
      assert.ok(p.date >= '2025-04-27');
      assert.ok(Math.abs(p.homeWinRate + p.drawProbability + p.awayWinRate - 1) < 1e-9);
      assert.ok(p.expectedGoalsHome > 0 && p.expectedGoalsAway > 0);
      assert.ok(['Home Win', 'Draw', 'Away Win'].includes(p.recommendation));
      assert.equal(p.league, 'E0');
    }
    assert.equal(body.diagnostics.modelStatus, 'Active');
    assert.ok(body.diagnostics.trainedAccuracy! > 0.3 && body.diagnostics.trainedAccuracy! < 0.8);
    assert.ok(body.diagnostics.modelConfidence! > 0.33);
    assert.ok(body.diagnostics.timestamp);

    const page2 = (await get('/api/predictions?page=1&size=5', 'basic')).json<PredictionsResponse>();
    assert.notEqual(page2.predictions[0]!.matchId, body.predictions[0]!.matchId);
    const team = body.predictions[0]!.homeTeamName;
    const byTeam = (
      await get(`/api/predictions?team=${encodeURIComponent(team.toLowerCase())}&size=50`, 'basic')
    ).json<PredictionsResponse>();
    assert.ok(byTeam.predictions.length >= 1);
    assert.ok(byTeam.predictions.every((p) => p.homeTeamName === team || p.awayTeamName === team));
    const byDate = (
      await get(`/api/predictions?date=${body.predictions[0]!.date}&size=50`, 'basic')
    ).json<PredictionsResponse>();
    assert.ok(byDate.predictions.every((p) => p.date === body.predictions[0]!.date));
    const byLeague = (
      await get('/api/predictions?league=Premier%20League&size=3', 'basic')
    ).json<PredictionsResponse>();
    assert.equal(byLeague.predictions.length, 3);
    assert.deepEqual(
      (await get('/api/predictions?league=Bundesliga', 'basic')).json<PredictionsResponse>().predictions,
      [],
    );
    const btts = (await get('/api/predictions?market=BTTS&size=3', 'basic')).json<PredictionsResponse>();
    assert.ok(btts.predictions.every((p) => /Both Teams Score/.test(p.recommendation)));

    for (const query of ['league=Narnia', 'date=2025-13-01', 'size=0', 'size=101', 'page=-1', 'market=XYZ', 'foo=1']) {
      const r = await get(`/api/predictions?${query}`, 'basic');
      assert.equal(r.statusCode, 400, query);
      assert.equal(r.json<{ status: number }>().status, 400);
    }
  });

  it('reports the fits in force on a day without a refit: the model stays active with its last fit', async () => {
    const { asOf } = (await get('/api/as-of', null)).json<AsOf>();
    const db = t.app.engine.db;
    const hash = weightsHash(await readWeights(db));
    const atRefit = await modelDiagnostics(db, asOf!, hash, false);
    assert.equal(atRefit.modelStatus, 'Active');
    // A replay refits a league only when its results change: the next day has no fit of its own.
    const nextDay = addDays(asOf!, 1);
    const fitsOfNextDay = await db.selectFrom('model_fits').select('id').where('as_of', '=', nextDay).execute();
    assert.equal(fitsOfNextDay.length, 0);
    const between = await modelDiagnostics(db, nextDay, hash, false);
    assert.equal(between.modelStatus, 'Active');
    assert.equal(between.timestamp, atRefit.timestamp);
    assert.equal(between.trainedAccuracy, atRefit.trainedAccuracy);
  });

  it('serves fixtures with W-D-L form and head-to-head on GET and POST, gated by FIXTURES', async () => {
    assert.equal((await get('/api/fixtures', null)).statusCode, 401);
    const fixtures = (await get('/api/fixtures?size=4', 'free')).json<Fixture[]>();
    assert.equal(fixtures.length, 4);
    for (const f of fixtures) {
      assert.ok(f.date >= '2025-04-27');
      assert.match(f.recentFormHome, /^[WDL](-[WDL]){4}$/);
      assert.match(f.recentFormAway, /^[WDL](-[WDL]){4}$/);
      assert.match(f.headToHead, /^([WDL](-[WDL]){0,4})?$/);
    }
    const posted = await t.request({
      method: 'POST',
      url: '/api/fixtures',
      token: tokens.free,
      payload: { matchDate: '2025-05-10', league: 'Premier League', page: 0, size: 10 },
    });
    assert.equal(posted.statusCode, 200);
    const list = posted.json<Fixture[]>();
    assert.ok(list.length > 0 && list.every((f) => f.date >= '2025-05-10' && f.league === 'E0'));
    const onlyPage = await t.request({
      method: 'POST',
      url: '/api/fixtures',
      token: tokens.free,
      payload: { page: 1 },
    });
    assert.equal(onlyPage.json<Fixture[]>().length, 10);
    const noBody = await t.request({ method: 'POST', url: '/api/fixtures', token: tokens.free });
    assert.deepEqual(noBody.json<Fixture[]>(), (await get('/api/fixtures', 'free')).json<Fixture[]>());
    for (const payload of [{ league: 'Narnia' }, { size: 1000 }, { matchDate: '10/05/2025' }, { extra: true }]) {
      const r = await t.request({ method: 'POST', url: '/api/fixtures', token: tokens.free, payload });
      assert.equal(r.statusCode, 400, JSON.stringify(payload));
    }
  });

  it('hides the result, statistics and closing odds of an upcoming match, but shows them for a played one', async () => {
    const upcomingId = (await get('/api/predictions?size=1', 'basic')).json<PredictionsResponse>().predictions[0]!
      .matchId;
    const upcoming = (await get(`/api/matches/${upcomingId}`, 'ultimate')).json<MatchDetail>();
    assert.equal(upcoming.status, 'upcoming');
    assert.equal(upcoming.score, null);
    assert.equal(upcoming.statistics, null);
    assert.ok(upcoming.odds.length > 0);
    assert.ok(upcoming.odds.every((o) => o.phase === 'pre'));
    assert.ok(upcoming.prediction && 'overUnder' in upcoming.prediction && 'asianHandicap' in upcoming.prediction);
    assert.ok(upcoming.ratings);

    const played = (await get(`/api/matches/${upcomingId - 50}`, 'ultimate')).json<MatchDetail>();
    assert.equal(played.status, 'played');
    assert.ok(played.score && played.statistics);
    assert.ok(played.odds.some((o) => o.phase === 'close'));

    assert.equal((await get(`/api/matches/${upcomingId}`, null)).statusCode, 401);
    assert.equal((await get('/api/matches/999999', 'free')).statusCode, 404);
    assert.equal((await get('/api/matches/abc', 'free')).statusCode, 400);
  });

  it('shows match probabilities only with PREDICTIONS and bookmaker odds only with ODDS_COMPARISON', async () => {
    const matchId = (await get('/api/predictions?size=1', 'basic')).json<PredictionsResponse>().predictions[0]!.matchId;
    const detailFor = async (account: TestAccount) => {
      const response = await get(`/api/matches/${matchId}`, account);
      assert.equal(response.statusCode, 200, account);
      return response.json<MatchDetail>();
    };
    const free = await detailFor('free');
    assert.equal(free.prediction, null);
    assert.equal(free.ratings, null);
    assert.deepEqual(free.odds, []);
    assert.ok(free.homeTeam && typeof free.form.home === 'string');
    const basic = await detailFor('basic');
    assert.ok(basic.prediction && basic.ratings);
    assert.deepEqual(basic.odds, []);
    for (const account of ['pro', 'admin'] as const) {
      const full = await detailFor(account);
      assert.ok(full.prediction && full.ratings && full.odds.length > 0, account);
    }
  });

  it('compares odds by bookmaker with best prices flagged and a margin-free consensus, gated by ODDS_COMPARISON', async () => {
    assert.equal((await get('/api/odds', 'basic')).statusCode, 403);
    const body = (await get('/api/odds?size=3', 'pro')).json<OddsResponse>();
    // Only matches inside the bookmakers' lead time have prices: two on the replay's first morning.
    assert.equal(body.matches.length, 2);
    for (const m of body.matches) {
      assert.ok(m.bookmakers.length >= 4);
      for (const key of ['homeWin', 'draw', 'awayWin', 'over25', 'under25'] as const) {
        const prices = m.bookmakers.map((b) => b[key]).filter((p): p is number => p !== null);
        const best = Math.max(...prices);
        assert.ok(m.bookmakers.every((b) => b.best[key] === (b[key] === best)));
      }
      const c = m.consensus;
      assert.ok(Math.abs(c.home! + c.draw! + c.away! - 1) < 1e-6);
      assert.ok(Math.abs(c.over25! + c.under25! - 1) < 1e-6);
      assert.match(c.source!, /Pinnacle pre-match/);
    }
    const one = (await get(`/api/odds?matchId=${body.matches[1]!.matchId}`, 'pro')).json<OddsResponse>();
    assert.deepEqual(
      one.matches.map((m) => m.matchId),
      [body.matches[1]!.matchId],
    );
    assert.equal((await get('/api/odds?matchId=999999', 'pro')).statusCode, 404);
    assert.equal((await get('/api/odds?matchId=x', 'pro')).statusCode, 400);
    // Ids beyond a 32-bit integer column are a 400, not a PostgreSQL range error.
    assert.equal((await get('/api/odds?matchId=2147483648', 'pro')).statusCode, 400);
  });

  it('lists model-edge backs and exchange lays that beat both the model and the sharp price, gated by RECOMMENDATIONS', async () => {
    assert.equal((await get('/api/recommendations', 'basic')).statusCode, 403);
    // The replay's history published (and settled) recommendations for the season so far.
    const body = (await get('/api/recommendations?status=all&size=100', 'pro')).json<RecommendationsResponse>();
    assert.ok(body.recommendations.length > 0);
    for (const r of body.recommendations) {
      assert.ok(r.status !== 'open' || r.date >= '2025-04-27');
      assert.ok(r.edge > 0);
      assert.ok(r.stake > 0 && r.stake <= 0.05);
      // Commission is the exchange's alone; a lay is only ever on the exchange.
      assert.equal(r.commission, r.bookmaker === 'BFE' ? 0.02 : 0);
      assert.ok(r.side === 'back' || r.bookmaker === 'BFE');
      // The sharp reference agrees: the price taken beats its fair price too.
      assert.ok(r.marketProbability !== null);
      if (r.market === 'AH') continue;
      if (r.side === 'back') {
        const paid = netBackPrice(r.price, r.commission);
        assert.ok(Math.abs(r.probability * paid - 1 - r.edge) < 1e-9);
        assert.ok(r.marketProbability * paid - 1 >= 0);
      } else {
        assert.ok(Math.abs(layEdge(r.probability, r.price, r.commission) - r.edge) < 1e-9);
        assert.ok(layEdge(r.marketProbability, r.price, r.commission) >= 0);
        // A settled lay kept the backer's stake less commission, or paid its liability (the stake).
        if (r.status === 'win') assert.ok(Math.abs(r.profit! - r.stake * layWinPerLiability(r.price, 0.02)) < 1e-12);
        if (r.status === 'loss') assert.ok(Math.abs(r.profit! + r.stake) < 1e-12);
      }
    }
    // 2024-25 has the Betfair Exchange's prices: the served set lays where the model and Pinnacle agree.
    assert.ok(body.recommendations.some((r) => r.side === 'lay'));
    assert.ok(body.recommendations.some((r) => r.side === 'lay' && r.status !== 'open'));
    assert.equal((await get('/api/recommendations?status=bogus', 'pro')).statusCode, 400);
  });

  it('serves visualizations (VISUALIZATIONS), simulations and the public track record', async () => {
    assert.equal((await get('/api/visualizations', 'pro')).statusCode, 403);
    const viz = (await get('/api/visualizations?league=Premier%20League', 'ultimate')).json<Visualizations>();
    assert.equal(viz.league, 'E0');
    assert.equal(viz.teams.length, 20);
    assert.ok(viz.confidenceOverTime.length > 0);
    assert.equal(
      viz.predictions,
      viz.confidenceOverTime.reduce((sum, day) => sum + day.matches, 0),
    );
    assert.ok(viz.teams.every((team) => team.attackStrength > 0 && team.defenseWeakness > 0));

    assert.equal((await get('/api/simulations/E0', null)).statusCode, 401);
    assert.equal((await get('/api/simulations/E0', 'basic')).statusCode, 403);
    const sim = await get('/api/simulations/Premier%20League?simulations=2000&seed=7', 'pro');
    assert.equal(sim.statusCode, 200);
    const body = sim.json<Simulation>();
    assert.equal(body.teams.length, 20);
    assert.ok(body.remainingMatches > 0);
    assert.ok(Math.abs(body.teams.reduce((s, x) => s + x.title, 0) - 1) < 1e-9);
    assert.ok(Math.abs(body.teams.reduce((s, x) => s + x.relegation, 0) - 3) < 1e-9);
    const again = (await get('/api/simulations/E0?simulations=2000&seed=7', 'pro')).json<Simulation>();
    assert.deepEqual(again, body);
    assert.equal((await get('/api/simulations/XX', 'pro')).statusCode, 400);
    assert.equal((await get('/api/simulations/E0?simulations=5', 'pro')).statusCode, 400);
    assert.equal((await get('/api/simulations/SP1', 'pro')).statusCode, 409);

    // The replay's history: the season so far, settled.
    const record = (await get('/api/track-record', null)).json<TrackRecord>();
    assert.ok(record.predictions > 0);
    assert.equal(record.calibration.length, 10);
  });

  it('never lets a result, statistic or closing price after the as-of reach a served prediction', async () => {
    const engine = t.app.engine;
    const asOf = (await engine.asOf())!;
    const served = async () =>
      (await get('/api/predictions?size=100', 'basic')).json<PredictionsResponse>().predictions.map((p) => ({
        id: p.matchId,
        p: [p.homeWinRate, p.drawProbability, p.awayWinRate],
      }));
    const refit = async () => {
      await engine.db.deleteFrom('model_fits').execute();
      await engine.models.refresh();
    };
    /**
     * Turns the closing prices of the matches dated in [from, to) towards the away side and, unless `pricesOnly`,
     * makes every one of them a 9-0 home win with 15 shots on target to 0. Returns the undo.
     */
    const tamper = async (from: string, to: string, pricesOnly = false) => {
      const ids = (
        await engine.db
          .selectFrom('matches')
          .select('id')
          .where('match_date', '>=', from)
          .where('match_date', '<', to)
          .execute()
      ).map((m) => m.id);
      const matches = await engine.db.selectFrom('matches').selectAll().where('id', 'in', ids).execute();
      const closing = await engine.db
        .selectFrom('odds')
        .selectAll()
        .where('phase', '=', 'close')
        .where('match_id', 'in', ids)
        .execute();
      if (!pricesOnly) {
        await engine.db
          .updateTable('matches')
          .set({ home_goals: 9, away_goals: 0, home_shots_on_target: 15, away_shots_on_target: 0 })
          .where('id', 'in', ids)
          .execute();
      }
      await engine.db
        .updateTable('odds')
        .set((eb) => ({ price1: eb('price1', '*', 3), price3: eb('price3', '/', 3) }))
        .where('phase', '=', 'close')
        .where('match_id', 'in', ids)
        .execute();
      return async () => {
        for (const { id, ...m } of matches) {
          await engine.db.updateTable('matches').set(m).where('id', '=', id).execute();
        }
        for (const o of closing) {
          await engine.db
            .updateTable('odds')
            .set({ price1: o.price1, price3: o.price3 })
            .where('match_id', '=', o.match_id)
            .where('bookmaker', '=', o.bookmaker)
            .where('market', '=', o.market)
            .where('phase', '=', 'close')
            .execute();
        }
      };
    };

    // Predictions from cold fits throughout, so that equal evidence gives equal numbers to the last digit.
    await refit();
    const before = await served();
    assert.ok(before.length > 20);
    const restoreFuture = await tamper(asOf, '9999-12-31');
    try {
      await refit();
      assert.deepEqual(await served(), before);
    } finally {
      await restoreFuture();
    }
    // Control: the closing prices of the last month before the as-of alone do move the predictions, so the model
    // reads closing prices, of the past only (and the check above could fail).
    const restorePast = await tamper(addDays(asOf, -30), asOf, true);
    try {
      await refit();
      assert.notDeepEqual(await served(), before);
    } finally {
      await restorePast();
    }
    await refit();
    assert.deepEqual(await served(), before);
  });

  it("blends each prediction with its own pre-match market price, which moves only that match's prediction", async () => {
    const engine = t.app.engine;
    const list = (await get('/api/predictions?size=10', 'basic')).json<PredictionsResponse>().predictions;
    const target = list[0]!;
    const detail = (await get(`/api/matches/${target.matchId}`, 'ultimate')).json<MatchDetail>();
    assert.equal(detail.prediction!.blended, true);
    const pre = await engine.db
      .selectFrom('odds')
      .selectAll()
      .where('match_id', '=', target.matchId)
      .where('phase', '=', 'pre')
      .where('market', '=', '1X2')
      .where('bookmaker', 'in', ['PS', 'Avg'])
      .execute();
    assert.ok(pre.length > 0);
    const setHome = async (factor: number) => {
      for (const o of pre) {
        await engine.db
          .updateTable('odds')
          .set({ price1: o.price1 * factor })
          .where('match_id', '=', o.match_id)
          .where('bookmaker', '=', o.bookmaker)
          .where('market', '=', '1X2')
          .where('phase', '=', 'pre')
          .execute();
      }
    };
    try {
      // A longer home price: the market now rates the home side lower, and so does the served prediction.
      await setHome(1.5);
      await engine.models.refresh();
      const after = (await get('/api/predictions?size=10', 'basic')).json<PredictionsResponse>().predictions;
      assert.ok(after[0]!.homeWinRate < target.homeWinRate - 0.05);
      assert.deepEqual(after.slice(1), list.slice(1));
    } finally {
      await setHome(1);
      await engine.models.refresh();
    }
    assert.deepEqual((await get('/api/predictions?size=10', 'basic')).json<PredictionsResponse>().predictions, list);
  });

  it('serves exactly the model the backtest scores: same evidence, same fit, blended as the live version says', async () => {
    const asOf = (await t.app.engine.asOf())!;
    const served = (await get('/api/predictions?league=E0&size=100', 'basic')).json<PredictionsResponse>().predictions;
    assert.ok(served.length > 20);
    const live = (await get('/api/admin/model-versions/live', 'admin')).json<ModelVersion>();
    const learned = live.blends.find((b) => b.league === 'E0')!;
    assert.ok(learned.learned && learned.totals);
    const blend: MarketBlend = { ...learned, totals: learned.totals! };
    // The backtest's path: the CSVs parsed directly, every odd and statistic of each match handed to the fit, which
    // itself keeps only what lies before the as-of.
    const matches = (await readFootballDataFolder(dataDir, { leagues: ['E0'] })).flatMap((f) => f.matches);
    const model = fitLeagueModel(matches, { asOf });
    const now = (await t.app.engine.now())!;
    const { priceLeadMinutes } = t.app.engine.settings.lifecycle;
    let blendedCount = 0;
    for (const p of served) {
      // The API serves clubs by their full names; the files use short ones.
      const m = matches.find(
        (x) =>
          x.date === p.date &&
          teamDisplayName(x.homeTeam) === p.homeTeamName &&
          teamDisplayName(x.awayTeam) === p.awayTeamName,
      )!;
      // Bookmakers' prices exist only from the lead time before kick-off: further matches are the model alone.
      const priced = kickoffInstant(m.date, m.kickoff) <= addMinutes(now, priceLeadMinutes);
      const expected = predictMatch(model, m.homeTeam, m.awayTeam, {
        marketPreMatch: priced ? marketOneXTwo(m.odds, 'pre') : null,
        marketOverPreMatch: priced ? marketOver25(m.odds, 'pre') : null,
        marketBlend: blend,
      });
      assert.equal(expected.blended, priced);
      if (priced) blendedCount++;
      const got = [p.homeWinRate, p.drawProbability, p.awayWinRate, p.expectedGoalsHome, p.expectedGoalsAway];
      const want = [
        expected.probabilities.home,
        expected.probabilities.draw,
        expected.probabilities.away,
        expected.expectedGoals.home,
        expected.expectedGoals.away,
      ];
      for (const [i, x] of got.entries()) {
        assert.ok(Math.abs(x - want[i]!) < 1e-6, `${p.homeTeamName}-${p.awayTeamName}: ${got} vs ${want}`);
      }
    }
    assert.ok(blendedCount > 0 && blendedCount < served.length);
  });

  it('moves the as-of forward only: results appear, predictions and recommendations settle, alerts are raised', async () => {
    const before = (await get('/api/predictions?size=1', 'basic')).json<PredictionsResponse>().predictions[0]!;
    const recordBefore = (await get('/api/track-record', null)).json<TrackRecord>();
    const settledBefore = (
      await get('/api/recommendations?status=settled&size=100', 'pro')
    ).json<RecommendationsResponse>().recommendations.length;
    const put = (asOf: string, account: TestAccount = 'admin') =>
      t.request({ method: 'PUT', url: '/api/admin/as-of', token: tokens[account], payload: { asOf } });
    assert.equal((await put('2025-05-04', 'ultimate')).statusCode, 403);
    assert.equal((await put('2025-04-01')).statusCode, 400);
    assert.equal((await put('2025-02-30')).statusCode, 400);
    assert.equal((await put('2031-01-01')).statusCode, 400);

    const moved = await put('2025-05-04');
    assert.equal(moved.statusCode, 200);
    const summary = moved.json<AsOfUpdateResponse>();
    assert.equal(summary.previousAsOf, '2025-04-27');
    // E0 played 8 matches from 27 April to 3 May 2025.
    assert.equal(summary.predictionsSettled, 8);
    assert.ok(summary.alertsRaised >= 1);
    assert.equal((await get('/api/as-of', null)).json<AsOf>().asOf, '2025-05-04');

    const revealed = (await get(`/api/matches/${before.matchId}`, 'ultimate')).json<MatchDetail>();
    assert.equal(revealed.status, 'played');
    assert.ok(revealed.score);
    assert.ok(revealed.prediction && ['H', 'D', 'A'].includes(String(revealed.prediction.outcome)));

    const record = (await get('/api/track-record', null)).json<TrackRecord>();
    assert.equal(record.predictions, recordBefore.predictions + summary.predictionsSettled);
    assert.ok(record.rps! > 0 && record.rps! < 0.5);
    assert.ok(record.marketRps! > 0);
    assert.equal(record.bets, recordBefore.bets + summary.recommendationsSettled);

    const settled = (await get('/api/recommendations?status=settled&size=100', 'pro')).json<RecommendationsResponse>();
    assert.equal(settled.recommendations.length, Math.min(100, settledBefore + summary.recommendationsSettled));
    assert.ok(settled.recommendations.every((r) => r.status !== 'open' && r.profit !== null));

    // Clients get match alerts only; the settlement summary is for admins.
    const alerts = await get('/api/alerts?size=100', 'basic');
    assert.equal(alerts.statusCode, 200);
    const list = alerts.json<{ alertType: string; message: string }[]>();
    assert.ok(list.length > 0);
    assert.ok(list.every((a) => ['Prediction', 'Value Bet', 'Result'].includes(a.alertType)));
    const adminAlerts = (await get('/api/alerts?type=System', 'admin')).json<
      { alertType: string; message: string }[]
    >();
    // One settlement summary per day, kept up to date as the day's results arrive.
    const summaries = adminAlerts.filter((a) => a.message.startsWith('Settled on '));
    assert.ok(summaries.some((a) => a.message.startsWith('Settled on 2025-05-04 by 00:00 UTC: 8 predictions and ')));
    assert.equal(new Set(summaries.map((a) => a.message.slice(0, 21))).size, summaries.length);
    // The day an alert was raised and the day it concerns are filtered apart.
    const all = (await get('/api/alerts?size=100', 'admin')).json<{ date: string; createdAt: string }[]>();
    const ahead = all.find((a) => a.createdAt.slice(0, 10) < a.date)!;
    assert.ok(ahead, 'an alert raised before the day it concerns');
    const raised = (await get(`/api/alerts?size=100&raisedOn=${ahead.createdAt.slice(0, 10)}`, 'admin')).json<
      { date: string; createdAt: string }[]
    >();
    assert.ok(raised.length > 0 && raised.every((a) => a.createdAt.startsWith(ahead.createdAt.slice(0, 10))));
    const concerning = (await get(`/api/alerts?size=100&date=${ahead.date}`, 'admin')).json<{ date: string }[]>();
    assert.ok(concerning.length > 0 && concerning.every((a) => a.date === ahead.date));
    assert.equal((await get('/api/alerts?raisedOn=2025-02-30', 'admin')).statusCode, 400);
    assert.equal((await get('/api/alerts', 'free')).statusCode, 403);
    assert.equal((await get('/api/alerts?type=Nope', 'basic')).statusCode, 400);
    const diagnostics = (await get('/api/predictions', 'basic')).json<PredictionsResponse>().diagnostics;
    assert.ok(diagnostics.modelAccuracy !== null);
  });

  it('validates and makes live a new model version when the weights change, moving every prediction their way', async () => {
    const weights = (await get('/api/admin/algorithm-weights', 'admin')).json<Record<string, number>>();
    assert.deepEqual(weights, { attackStrength: 70, defenseWeakness: 60, recentForm: 50, homeAdvantage: 55 });
    const liveBefore = (await get('/api/admin/model-versions/live', 'admin')).json<ModelVersion>();
    const all = async () => (await get('/api/predictions?size=100', 'basic')).json<PredictionsResponse>().predictions;
    const before = await all();
    assert.ok(before.length > 20);
    const put = (payload: unknown, account: TestAccount = 'admin') =>
      t.request({
        method: 'PUT',
        url: '/api/admin/algorithm-weights',
        token: tokens[account],
        payload: payload as object,
      });
    assert.equal((await put({ ...weights, homeAdvantage: 101 })).statusCode, 400);
    assert.equal((await put({ ...weights, homeAdvantage: 5.5 })).statusCode, 400);
    assert.equal((await put({ attackStrength: 1 })).statusCode, 400);
    assert.equal((await put(weights, 'ultimate')).statusCode, 403);
    // Rejected changes made no version.
    assert.equal((await get('/api/admin/model-versions/live', 'admin')).json<ModelVersion>().id, liveBefore.id);

    for (const [homeAdvantage, moves] of [
      [100, (after: number, was: number) => after > was],
      [0, (after: number, was: number) => after < was],
    ] as const) {
      const changed = await put({ ...weights, homeAdvantage });
      assert.equal(changed.statusCode, 200);
      assert.equal(changed.json<Record<string, number>>().homeAdvantage, homeAdvantage);
      const live = (await get('/api/admin/model-versions/live', 'admin')).json<ModelVersion>();
      assert.ok(live.id > liveBefore.id);
      assert.equal(live.trigger, 'admin-weights');
      assert.equal(live.madeLiveBy, TEST_ACCOUNTS.admin);
      assert.equal(live.weights.homeAdvantage, homeAdvantage);
      assert.ok(live.blends.every((b) => b.modelWeight > 0));
      // Home advantage moves the served (blended) home-win chance its way for every upcoming match.
      const after = await all();
      assert.deepEqual(
        after.map((p) => p.matchId),
        before.map((p) => p.matchId),
      );
      for (const [k, p] of after.entries()) {
        assert.ok(moves(p.homeWinRate, before[k]!.homeWinRate), `${p.homeTeamName}-${p.awayTeamName}`);
        assert.ok(!moves(p.awayWinRate, before[k]!.awayWinRate), `${p.homeTeamName}-${p.awayTeamName}`);
      }
    }
    await put(weights);
    const versions = (await get('/api/admin/model-versions', 'admin')).json<ModelVersion[]>();
    assert.deepEqual(
      versions.slice(0, 3).map((v) => [v.trigger, v.weights.homeAdvantage, v.live]),
      [
        ['admin-weights', 55, true],
        ['admin-weights', 0, false],
        ['admin-weights', 100, false],
      ],
    );
    // Back at the same weights, validated on the same data: the same predictions.
    assert.deepEqual(await all(), before);
  });

  it('runs a walk-forward backtest in the background and stores its metrics', async () => {
    const post = (payload: object, account: TestAccount = 'admin') =>
      t.request({ method: 'POST', url: '/api/admin/backtests', token: tokens[account], payload });
    assert.equal((await post({ league: 'E0', seasons: '2024-25' }, 'pro')).statusCode, 403);
    assert.equal((await post({ league: 'E0', seasons: '2024-23' })).statusCode, 400);
    assert.equal((await post({ league: 'Narnia', seasons: '2024-25' })).statusCode, 400);
    const started = await post({ league: 'Premier League', seasons: '2024-25' });
    assert.equal(started.statusCode, 202);
    const id = started.json<Backtest>().id;
    const detail = await until(async () => {
      const d = (await get(`/api/admin/backtests/${id}`, 'admin')).json<BacktestDetail>();
      return d.backtest.status === 'running' ? null : d;
    });
    assert.equal(detail.backtest.status, 'succeeded', detail.backtest.error ?? '');
    const summary = detail.backtest.summary!;
    // Only matches before the as-of (2025-05-04) are scored.
    assert.ok(summary.n > 300 && summary.n < 380);
    assert.ok(summary.model.rps > 0.15 && summary.model.rps < 0.25);
    assert.ok(summary.market.rps > 0.15 && summary.market.rps < 0.25);
    // Each strategy's figures are stored with it: the served set is today's betting summary, with its interval.
    const strategies = summary.strategies!;
    assert.deepEqual(Object.keys(strategies).sort(), ['consensusOutlier', 'modelEdgeBack', 'modelEdgeLay', 'served']);
    assert.equal(strategies.served.bets, summary.bets);
    assert.ok(strategies.modelEdgeLay.bets > 0, 'the 2024-25 exchange prices give lays');
    assert.deepEqual(Object.keys(strategies.served.bySeason), ['2024-25']);
    const interval = strategies.served.roiInterval!;
    assert.ok(interval.low <= strategies.served.roi && strategies.served.roi <= interval.high);
    assert.ok((await get('/api/admin/backtests', 'admin')).json<Backtest[]>().some((b) => b.id === id));
    assert.equal((await get('/api/admin/backtests/99999', 'admin')).statusCode, 404);
  });

  it('leaves every served probability identical when a backtest is followed by a refit', async () => {
    const engine = t.app.engine;
    const all = async () => (await get('/api/predictions?size=100', 'basic')).json<PredictionsResponse>();
    // Every refit here starts from scratch, so both sides of the comparison are fitted the same way.
    const refit = async () => {
      await engine.db.deleteFrom('model_fits').execute();
      await engine.models.refresh();
    };
    await refit();
    const before = await all();
    const liveBefore = (await get('/api/admin/model-versions/live', 'admin')).json<ModelVersion>();
    // The current weights over a new span, and other weights: each once replaced the served blend at the next refit.
    for (const payload of [
      { league: 'E0', seasons: '2023-24..2024-25' },
      {
        league: 'E0',
        seasons: '2024-25',
        weights: { attackStrength: 90, defenseWeakness: 30, recentForm: 100, homeAdvantage: 10 },
      },
    ]) {
      const started = await t.request({ method: 'POST', url: '/api/admin/backtests', token: tokens.admin, payload });
      assert.equal(started.statusCode, 202);
      await engine.backtests.wait(started.json<Backtest>().id);
    }
    await refit();
    const after = await all();
    assert.ok(before.predictions.length > 20);
    assert.deepEqual(after.predictions, before.predictions);
    assert.deepEqual({ ...after.diagnostics, timestamp: null }, { ...before.diagnostics, timestamp: null });
    assert.deepEqual((await get('/api/admin/model-versions/live', 'admin')).json<ModelVersion>(), liveBefore);
  });

  it('lists model versions and makes a new one live on request, for admins only', async () => {
    assert.equal((await get('/api/admin/model-versions', 'ultimate')).statusCode, 403);
    assert.equal((await get('/api/admin/model-versions/live', null)).statusCode, 401);
    const denied = await t.request({ method: 'POST', url: '/api/admin/model-versions', token: tokens.pro });
    assert.equal(denied.statusCode, 403);

    const first = (await get('/api/admin/model-versions', 'admin')).json<ModelVersion[]>().at(-1)!;
    // The first version was validated by the engine itself, on the last season complete before the clock.
    assert.equal(first.trigger, 'engine-refit');
    assert.equal(first.madeLiveBy, null);
    assert.deepEqual(first.validation!.seasons, ['2023-24']);
    assert.deepEqual(first.validation!.leagues, ['E0']);
    assert.equal(first.validation!.scope, `Walk-forward 2023-24, 1 league, ${first.validation!.matches} matches`);
    assert.ok(first.validation!.matches > 300 && first.validation!.matches <= 380);
    assert.ok(first.validation!.model.rps > 0.15 && first.validation!.model.rps < 0.25);
    assert.ok(first.trainingWindow!.from >= '2023-08-01' && first.trainingWindow!.to <= '2024-06-01');
    assert.equal(first.ratingsWindowDays, 1200);
    // SP1 has no match in the validated season: it carries the default blend, marked as not learned.
    assert.deepEqual(
      first.blends.map((b) => [b.league, b.learned]),
      [
        ['E0', true],
        ['SP1', false],
      ],
    );

    const before = (await get('/api/predictions?size=100', 'basic')).json<PredictionsResponse>();
    const made = await t.request({ method: 'POST', url: '/api/admin/model-versions', token: tokens.admin });
    assert.equal(made.statusCode, 201);
    const version = made.json<ModelVersion>();
    assert.equal(version.trigger, 'admin-make-live');
    assert.equal(version.madeLiveBy, TEST_ACCOUNTS.admin);
    assert.ok(version.live);
    assert.deepEqual((await get('/api/admin/model-versions/live', 'admin')).json<ModelVersion>(), version);
    const after = (await get('/api/predictions?size=100', 'basic')).json<PredictionsResponse>();
    // The clients' diagnostics show the live version's own validation, its scope in words, and the live record.
    assert.equal(after.diagnostics.modelVersion, version.id);
    assert.equal(after.diagnostics.validationScope, version.validation!.scope);
    assert.equal(after.diagnostics.modelAccuracy, version.validation!.model.accuracy);
    assert.equal(after.diagnostics.validationRps, version.validation!.model.rps);
    assert.equal(after.diagnostics.validationMarketRps, version.validation!.market.rps);
    const record = (await get('/api/track-record', null)).json<TrackRecord>();
    assert.equal(after.diagnostics.liveMatches, record.predictions);
    assert.ok(after.diagnostics.liveAccuracy! >= 0 && after.diagnostics.liveAccuracy! <= 1);
    // Same weights, same clock, same data: a re-validation learns the same blend and serves the same predictions.
    assert.deepEqual(after.predictions, before.predictions);
  });

  it("keeps an earlier replay's records apart when a new replay starts", async () => {
    const recordBefore = (await get('/api/track-record', null)).json<TrackRecord>();
    const alertsBefore = (await get('/api/alerts?size=100', 'basic')).json<unknown[]>().length;
    const before = (await get('/api/admin/replays', 'admin')).json<ReplayHistory>().replays;
    assert.equal(before.length, 1);
    const running = before[0]!;
    assert.equal(running.current, true);
    assert.equal(running.settledPredictions, recordBefore.predictions);
    assert.equal(running.settledBets, recordBefore.bets);
    assert.equal((await get('/api/admin/replays', 'ultimate')).statusCode, 403);

    const restart = await t.request({
      method: 'POST',
      url: '/api/admin/replays',
      token: tokens.admin,
      payload: { start: '2025-05-11' },
    });
    assert.equal(restart.statusCode, 200);
    const clock = restart.json<AsOf>();
    assert.equal(clock.replayId, running.replayId + 1);
    assert.equal(clock.replayStartedAt, '2025-05-11T06:00:00.000Z');

    const after = (await get('/api/admin/replays', 'admin')).json<ReplayHistory>().replays;
    assert.deepEqual(
      after.map((r) => [r.replayId, r.current]),
      [
        [running.replayId + 1, true],
        [running.replayId, false],
      ],
    );
    const archived = after[1]!;
    // The earlier replay keeps the record it ended on, and every row it made.
    assert.equal(archived.settledPredictions, recordBefore.predictions);
    assert.equal(archived.accuracy, recordBefore.accuracy);
    assert.equal(archived.roi, recordBefore.roi);
    assert.equal(archived.predictions, running.predictions);
    assert.equal(archived.recommendations, running.recommendations);
    assert.ok(archived.alerts >= alertsBefore);
    assert.ok(archived.archivedAt);
    // The new replay's record is its own: rebuilt from its history, not added to the earlier one.
    const record = (await get('/api/track-record', null)).json<TrackRecord>();
    assert.equal(record.predictions, after[0]!.settledPredictions);
    // A week later than where the earlier replay stood: at most one more round of ten matches, not both records.
    assert.ok(record.predictions >= recordBefore.predictions && record.predictions <= recordBefore.predictions + 10);
    const fixtures = (await get('/api/predictions?size=100', 'basic')).json<PredictionsResponse>().predictions;
    assert.ok(fixtures.every((p) => p.date >= '2025-05-11'));
  });

  it('documents every engine endpoint in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json', null)).json<{ paths: Record<string, unknown> }>();
    for (const p of [
      '/api/predictions',
      '/api/fixtures',
      '/api/matches/{id}',
      '/api/odds',
      '/api/recommendations',
      '/api/visualizations',
      '/api/simulations/{league}',
      '/api/track-record',
      '/api/alerts',
      '/api/as-of',
      '/api/admin/as-of',
      '/api/admin/pipeline-runs',
      '/api/admin/pipeline-runs/{id}',
      '/api/admin/pipeline-runs/{id}/events',
      '/api/admin/algorithm-weights',
      '/api/admin/backtests',
      '/api/admin/backtests/{id}',
      '/api/admin/backtests/{id}/csv',
      '/api/admin/reports',
      '/api/admin/reports/{id}',
      '/api/admin/reports/{id}/events',
      '/api/admin/reports/{id}/csv',
      '/api/admin/model-versions',
      '/api/admin/model-versions/live',
      '/api/admin/replays',
      '/api/admin/clock',
    ]) {
      assert.ok(p in doc.paths, p);
    }
  });
});
