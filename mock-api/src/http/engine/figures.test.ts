import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  PipelineRun,
  PipelineRunDetail,
  PredictionsResponse,
  RecommendationsResponse,
  SettledFigures,
  TrackRecord,
} from '@oddslab/shared/contract';
import { sql } from 'kysely';
import { removeMargin, simultaneousKelly } from '../../engine/index';
import type { EngineDb } from '../../engine/store/engine-tables';
import { until, writeSyntheticSeasons } from '../../test-support/synthetic-seasons';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Ten teams, two seasons of double round robins a week apart, 15:00 kick-offs; the replay starts mid-season. */
const REPLAY_START = '2024-10-24';
const CAP = 0.06;

/** Equal up to floating-point summation order (SQLite and PostgreSQL may add in another order than we do). */
function close(actual: number | null, expected: number | null, what: string): void {
  if (expected === null || actual === null) {
    assert.equal(actual, expected, what);
    return;
  }
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${what}: ${actual} ≠ ${expected}`);
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

type Fragment = ReturnType<typeof sql.raw>;

/**
 * The settled figures written out in SQL here, independently of the server: money back from each status and
 * price (not from the stored profit), wins and losses by status, CLV from the closing prices. Grouped per market,
 * or one row for all.
 */
async function settledInSql(db: EngineDb, where: Fragment, perMarket: boolean) {
  const key = perMarket ? sql`r.market` : sql`'all'`;
  const { rows } = await sql<Record<string, unknown>>`
    select ${key} as market, count(*) as n,
      sum(case when r.status = 'win' then 1 else 0 end) as wins,
      sum(case when r.status = 'half-win' then 1 else 0 end) as half_wins,
      sum(case when r.status = 'push' then 1 else 0 end) as pushes,
      sum(case when r.status = 'half-loss' then 1 else 0 end) as half_losses,
      sum(case when r.status = 'loss' then 1 else 0 end) as losses,
      sum(r.stake) as staked,
      sum(case r.status when 'win' then r.stake * r.price when 'half-win' then r.stake * (r.price + 1) / 2
        when 'push' then r.stake when 'half-loss' then r.stake / 2 else 0 end) as returned,
      avg(case when r.closing_price > 0 then r.price / r.closing_price - 1 end) as clv,
      min(m.match_date) as first_date, max(m.match_date) as last_date
    from recommendations r join matches m on m.id = r.match_id
    where r.status <> 'open' ${where}
    ${perMarket ? sql`group by r.market order by r.market` : sql``}
  `.execute(db);
  return rows.map((row) => {
    const staked = num(row.staked);
    const returned = num(row.returned);
    const won = num(row.wins) + num(row.half_wins);
    const decided = won + num(row.half_losses) + num(row.losses);
    return {
      market: String(row.market),
      count: num(row.n),
      wins: num(row.wins),
      halfWins: num(row.half_wins),
      pushes: num(row.pushes),
      halfLosses: num(row.half_losses),
      losses: num(row.losses),
      staked,
      returned,
      profit: returned - staked,
      roi: staked > 0 ? (returned - staked) / staked : null,
      hitRate: decided > 0 ? won / decided : null,
      clv: row.clv === null ? null : Number(row.clv),
      firstDate: (row.first_date as string | null) ?? null,
      lastDate: (row.last_date as string | null) ?? null,
    };
  });
}

function sameFigures(actual: SettledFigures, expected: SettledFigures, what: string): void {
  for (const field of [
    'count',
    'wins',
    'halfWins',
    'pushes',
    'halfLosses',
    'losses',
    'firstDate',
    'lastDate',
  ] as const) {
    assert.equal(actual[field], expected[field], `${what}: ${field}`);
  }
  for (const field of ['staked', 'returned', 'profit', 'roi', 'hitRate', 'clv'] as const) {
    close(actual[field], expected[field], `${what}: ${field}`);
  }
}

/** Σ stake of every open recommendation, in SQL. */
async function openExposureInSql(db: EngineDb): Promise<number> {
  const { rows } = await sql<{ stake: unknown }>`
    select sum(stake) as stake from recommendations where status = 'open'
  `.execute(db);
  return num(rows[0]?.stake);
}

describe('figures that add up, on a synthetic season', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let pro: string;
  let db: EngineDb;
  /** The open exposure after every clock step, and whether the cap had to scale or skip a bet there. */
  const exposures: { open: number; scaled: boolean }[] = [];

  const get = async <T>(url: string, token: string | null = pro): Promise<T> => {
    const response = await t.request({ method: 'GET', url, token });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json<T>();
  };

  const recordExposure = async () => {
    const { rows } = await sql<{ n: unknown }>`
      select count(*) as n from recommendations where status = 'open' and kelly_stake > stake + 1e-12
    `.execute(db);
    exposures.push({ open: await openExposureInSql(db), scaled: num(rows[0]?.n) > 0 });
  };

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-figures-'));
    writeSyntheticSeasons(dataDir);
    process.env.REPLAY_START = REPLAY_START;
    t = await createTestApp({ footballDataDir: dataDir, maxOpenExposure: CAP });
    db = t.app.engine.db;
    admin = await t.tokenFor('admin');
    pro = await t.tokenFor('pro');
    const started = await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', token: admin, payload: {} });
    const runId = started.json<PipelineRun>().id;
    await until(async () => {
      const r = await get<PipelineRunDetail>(`/api/admin/pipeline-runs/${runId}`, admin);
      return r.run.status === 'running' ? null : r;
    });
    await t.app.engine.settled();
    await recordExposure();
    // Three more matchdays: each settles one and publishes the next under the cap.
    for (const asOf of ['2024-10-31', '2024-11-07', '2024-11-14']) {
      const moved = await t.request({ method: 'PUT', url: '/api/admin/as-of', token: admin, payload: { asOf } });
      assert.equal(moved.statusCode, 200, moved.body);
      await recordExposure();
    }
  });
  after(async () => {
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has settled recommendations, won and lost, and open ones to add up', async () => {
    const [all] = await settledInSql(db, sql``, false);
    assert.ok(all!.count >= 30, `settled: ${all!.count}`);
    assert.ok(all!.wins > 0 && all!.losses > 0);
    assert.ok((await openExposureInSql(db)) > 0);
  });

  it('summarises every recommendation the filters match, whatever the page, as SQL does', async () => {
    const filters: { query: string; where: Fragment; status: 'open' | 'settled' | 'all' }[] = [
      { query: 'status=all', where: sql``, status: 'all' },
      { query: 'status=settled', where: sql``, status: 'settled' },
      { query: 'status=open', where: sql``, status: 'open' },
      { query: 'status=all&league=E0', where: sql`and m.league_code = ${'E0'}`, status: 'all' },
      { query: 'status=settled&from=2024-10-10', where: sql`and m.match_date >= ${'2024-10-10'}`, status: 'settled' },
      { query: 'status=all&league=I1', where: sql`and m.league_code = ${'I1'}`, status: 'all' },
    ];
    for (const filter of filters) {
      const body = await get<RecommendationsResponse>(`/api/recommendations?${filter.query}&size=1`);
      const summary = body.summary;
      assert.ok(body.recommendations.length <= 1, 'a one-row page');
      const { rows } = await sql<Record<string, unknown>>`
        select count(*) as n, sum(case when r.status = 'open' then 1 else 0 end) as open_n,
          sum(case when r.status = 'open' then r.stake else 0 end) as open_stake
        from recommendations r join matches m on m.id = r.match_id
        where ${filter.status === 'open' ? sql`r.status = 'open'` : filter.status === 'settled' ? sql`r.status <> 'open'` : sql`1 = 1`}
        ${filter.where}
      `.execute(db);
      assert.equal(summary.count, num(rows[0]!.n), `${filter.query}: count`);
      assert.equal(summary.open.count, num(rows[0]!.open_n), `${filter.query}: open count`);
      close(summary.open.stake, num(rows[0]!.open_stake), `${filter.query}: open stake`);
      if (filter.status === 'open') {
        assert.equal(summary.settled.count, 0);
        assert.deepEqual(summary.byMarket, []);
      } else {
        const [expected] = await settledInSql(db, filter.where, false);
        sameFigures(summary.settled, expected!, filter.query);
        const perMarket = await settledInSql(db, filter.where, true);
        assert.deepEqual(
          summary.byMarket.map((m) => m.market),
          perMarket.map((m) => m.market),
        );
        for (const [i, market] of summary.byMarket.entries()) {
          sameFigures(market, perMarket[i]!, `${filter.query} ${market.market}`);
        }
      }
      close(summary.exposure.open, await openExposureInSql(db), `${filter.query}: exposure`);
      assert.equal(summary.exposure.cap, CAP);
    }
  });

  it('shows the track record from the same figures, month by month too', async () => {
    const record = await get<TrackRecord>('/api/track-record', null);
    const [bets] = await settledInSql(db, sql``, false);
    assert.equal(record.bets, bets!.count);
    close(record.roi, bets!.roi, 'ROI');
    close(record.clv, bets!.clv, 'CLV');
    // The ROI's 95 % interval: around it, and the same on every read (the resampling is seeded).
    const interval = record.roiInterval!;
    assert.equal(interval.level, 0.95);
    assert.ok(interval.low < record.roi! && record.roi! < interval.high);
    assert.deepEqual((await get<TrackRecord>('/api/track-record', null)).roiInterval, interval);
    const { rows: predictions } = await sql<Record<string, unknown>>`
      select p_home, p_draw, p_away, outcome, rps from predictions where outcome is not null
    `.execute(db);
    const hits = predictions.filter((p) => {
      const [home, draw, away] = [num(p.p_home), num(p.p_draw), num(p.p_away)];
      return (home >= draw && home >= away ? 'H' : draw >= away ? 'D' : 'A') === p.outcome;
    }).length;
    assert.equal(record.predictions, predictions.length);
    close(record.accuracy, hits / predictions.length, 'accuracy');
    close(record.rps, predictions.reduce((sum, p) => sum + num(p.rps), 0) / predictions.length, 'RPS');
    for (const month of record.overTime.filter((m) => m.bets > 0)) {
      const [expected] = await settledInSql(db, sql`and substr(m.match_date, 1, 7) = ${month.month}`, false);
      assert.equal(month.bets, expected!.count, `${month.month}: bets`);
      close(month.roi, expected!.roi, `${month.month}: ROI`);
    }
    assert.equal(
      record.overTime.reduce((sum, m) => sum + m.bets, 0),
      record.bets,
      'the months add up to the total',
    );

    // One figure in two places: the dashboard's settled summary, the model diagnostics' live accuracy.
    const settled = (await get<RecommendationsResponse>('/api/recommendations?status=settled&size=1')).summary;
    assert.equal(settled.settled.count, record.bets);
    assert.equal(settled.settled.roi, record.roi);
    const diagnostics = (await get<PredictionsResponse>('/api/predictions?size=1')).diagnostics;
    assert.equal(diagnostics.liveMatches, record.predictions);
    assert.equal(diagnostics.liveAccuracy, record.accuracy);
  });

  it('keeps the open exposure under the cap at every step, scaling down what does not fit', () => {
    for (const step of exposures) assert.ok(step.open <= CAP + 1e-12, `open exposure ${step.open} over ${CAP}`);
    assert.ok(
      exposures.some((step) => step.scaled || step.open > CAP - 0.001),
      'the cap bound at least once',
    );
  });

  it('sizes the outcomes of one market of one match jointly, and says why each bet exists', async () => {
    const { recommendations } = await get<RecommendationsResponse>('/api/recommendations?status=all&size=100');
    const byMarket = new Map<string, typeof recommendations>();
    for (const r of recommendations) {
      const key = `${r.matchId}|${r.market}`;
      byMarket.set(key, [...(byMarket.get(key) ?? []), r]);
    }
    const joint = [...byMarket.values()].filter((group) => group.length > 1);
    assert.ok(joint.length > 0, 'some match had two value bets on one market');
    for (const group of joint) {
      assert.ok(
        group.every((r) => r.market === '1X2' || r.market === 'OU25'),
        'one Asian handicap bet per match',
      );
      for (const r of group) {
        assert.deepEqual(
          [...r.sizedWith].sort(),
          group
            .filter((other) => other.id !== r.id)
            .map((other) => other.selection)
            .sort(),
        );
      }
      // Quarter of the simultaneous Kelly stakes, at most 5 % on the market, before the exposure cap.
      const full = simultaneousKelly(group.map((r) => ({ probability: r.probability, price: r.price })));
      const total = full.reduce((sum, f) => sum + 0.25 * f, 0);
      for (const [i, r] of group.entries()) {
        close(r.kellyStake, 0.25 * full[i]! * Math.min(1, 0.05 / total), `kelly stake of ${r.selection}`);
      }
    }
    for (const r of recommendations) {
      const { rows } = await sql<Record<string, unknown>>`
        select price1, price2, price3 from odds
        where match_id = ${r.matchId} and bookmaker = 'PS' and phase = 'pre' and market = ${r.market}
      `.execute(db);
      const quote = rows[0]!;
      const prices = [quote.price1, quote.price2, quote.price3].filter((p) => p !== null).map(Number);
      const index = { home: 0, draw: 1, away: 2, over: 0, under: 1 }[r.selection as 'home']!;
      const side = r.market === '1X2' ? index : r.selection === 'home' || r.selection === 'over' ? 0 : 1;
      const fair = removeMargin(prices, 'shin')[side]!;
      close(r.marketProbability, fair, `market probability of ${r.id}`);
      // A bookmaker's price that beats the model's fair price and Pinnacle's (the reference, never bet itself).
      assert.ok(r.edge > 0 && fair * r.price - 1 >= 0);
      assert.equal(r.bookmaker, 'B365');
    }
  });
});
