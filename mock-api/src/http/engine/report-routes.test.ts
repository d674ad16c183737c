import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  ApiError,
  Backtest,
  PipelineRun,
  PipelineRunDetail,
  Report,
  ReportPage,
  ValidationIssue,
} from '@oddslab/shared/contract';
import { sql } from 'kysely';
import { syntheticLeague } from '../../engine/evaluation/synthetic-league';
import type { PhasedQuote } from '../../engine/markets/reference-odds';
import type { EngineDb } from '../../engine/store/engine-tables';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Ten teams, three seasons of double round robins a week apart (15:00); the replay starts on the 2024-10-24
 * matchday and the clock is moved to the first minute of 2024-11-01, when one match of 2024-10-31 (kicking off at
 * 23:30) is under way: kicked off, not settled. The season before the replay's has no predictions.
 */
const REPLAY_START = '2024-10-24';
const CLOCK_DATE = '2024-11-01';
const LATE_KICKOFF = { date: '2024-10-31', time: '23:30' };
/** Spreadsheet formula text, a comma and quotes in one team's name: what the CSV must escape. */
const AWKWARD_TEAM = '=Team A, "the Reds"';

const fixtures = syntheticLeague({ teams: 10, seasons: 3, firstSeasonStart: 2022, seed: 11 }).map((m, index) => ({
  ...m,
  homeTeam: m.homeTeam === 'Team A' ? AWKWARD_TEAM : m.homeTeam,
  awayTeam: m.awayTeam === 'Team A' ? AWKWARD_TEAM : m.awayTeam,
  // Every fifth match has no pre-match prices (its closing prices only): predicted, but not covered.
  unpriced: index % 5 === 3,
  time: m.date === LATE_KICKOFF.date && index % 5 === 0 ? LATE_KICKOFF.time : '15:00',
}));

function ddmmyyyy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** A CSV field as football-data.co.uk files quote them. */
const field = (value: string) => (/[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function writeSyntheticSeasons(dir: string): void {
  const header = [
    'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR',
    'B365H,B365D,B365A,PSH,PSD,PSA,B365CH,B365CD,B365CA,PSCH,PSCD,PSCA',
    'B365>2.5,B365<2.5,P>2.5,P<2.5,B365C>2.5,B365C<2.5,PC>2.5,PC<2.5',
  ].join(',');
  const bySeason = new Map<string, string[]>();
  for (const m of fixtures) {
    const quote = (bookmaker: string, market: PhasedQuote['market'], phase: PhasedQuote['phase']) =>
      m.odds.find((o) => o.bookmaker === bookmaker && o.market === market && o.phase === phase)!.prices;
    const prices = (market: PhasedQuote['market']) =>
      [
        ['B365', 'pre'],
        ['PS', 'pre'],
        ['B365', 'close'],
        ['PS', 'close'],
      ].flatMap(([bookmaker, phase]) =>
        quote(bookmaker!, market, phase as PhasedQuote['phase']).map((price) =>
          m.unpriced && phase === 'pre' ? '' : price.toFixed(2),
        ),
      );
    const [h, a] = [m.homeGoals!, m.awayGoals!];
    const row = [
      'E0',
      ddmmyyyy(m.date),
      m.time,
      field(m.homeTeam),
      field(m.awayTeam),
      h,
      a,
      h > a ? 'H' : h < a ? 'A' : 'D',
      ...prices('1X2'),
      ...prices('OU25'),
    ];
    bySeason.set(m.season, [...(bySeason.get(m.season) ?? [header]), row.join(',')]);
  }
  fs.mkdirSync(path.join(dir, 'E0'));
  for (const [season, rows] of bySeason) fs.writeFileSync(path.join(dir, 'E0', `${season}.csv`), rows.join('\r\n'));
}

/** RFC 4180 text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  assert.equal(cell, '', 'the CSV ends with CRLF');
  return rows;
}

/** The CSV's rows as objects keyed by its header. */
function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
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

function close(actual: number | null, expected: number | null, what: string): void {
  if (expected === null || actual === null) {
    assert.equal(actual, expected, what);
    return;
  }
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${what}: ${actual} ≠ ${expected}`);
}

/** Server-sent events of a finished stream: each event's name and parsed data. */
function eventsOf(body: string): { type: string; report: Report }[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [name, data] = block.split('\n');
      return { type: name!.slice('event: '.length), report: JSON.parse(data!.slice('data: '.length)) as Report };
    });
}

describe('admin reports', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let db: EngineDb;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = admin) =>
    t.request({ method, url: `/api/admin${url}`, token, ...(payload === undefined ? {} : { payload }) });

  /** Generates a report and waits for it to finish; returns it as the API then shows it. */
  const generate = async (payload: { kind: string; from: string; to: string }): Promise<Report> => {
    const started = await call('POST', '/reports', payload);
    assert.equal(started.statusCode, 202, started.body);
    const report = started.json<Report>();
    assert.equal(report.status, 'running');
    await t.app.engine.reports.wait(report.id);
    return (await call('GET', `/reports/${report.id}`)).json<Report>();
  };

  /** Everything a client is served as a probability: the predictions list and the stored predictions and fits. */
  const servedProbabilities = async () => {
    const pro = await t.tokenFor('pro');
    const predictions = await t.request({ method: 'GET', url: '/api/predictions?size=100', token: pro });
    assert.equal(predictions.statusCode, 200, predictions.body);
    const live = await call('GET', '/model-versions/live');
    const { rows } = await sql<Record<string, unknown>>`
      select p.*, (select count(*) from model_fits) as fits, (select count(*) from model_versions) as versions
      from predictions p order by p.id
    `.execute(db);
    return JSON.stringify({ api: predictions.json(), live: live.body, rows });
  };

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-reports-'));
    writeSyntheticSeasons(dataDir);
    process.env.REPLAY_START = REPLAY_START;
    t = await createTestApp({ footballDataDir: dataDir });
    db = t.app.engine.db;
    admin = await t.tokenFor('admin');
    const started = await call('POST', '/pipeline-runs', {});
    const runId = started.json<PipelineRun>().id;
    await until(async () => {
      const r = (await call('GET', `/pipeline-runs/${runId}`)).json<PipelineRunDetail>();
      return r.run.status === 'running' ? null : r;
    });
    await t.app.engine.settled();
    for (const asOf of ['2024-10-31', CLOCK_DATE]) {
      const moved = await t.request({ method: 'PUT', url: '/api/admin/as-of', token: admin, payload: { asOf } });
      assert.equal(moved.statusCode, 200, moved.body);
    }
  });
  after(async () => {
    delete process.env.REPLAY_START;
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is for admins only', async () => {
    const pro = await t.tokenFor('pro');
    const payload = { kind: 'pipeline', from: '2026-01-01', to: '2026-01-31' };
    assert.equal((await call('POST', '/reports', payload, null)).statusCode, 401);
    assert.equal((await call('POST', '/reports', payload, pro)).statusCode, 403);
    assert.equal((await call('GET', '/reports', undefined, pro)).statusCode, 403);
    assert.equal((await call('GET', '/reports/1/csv', undefined, pro)).statusCode, 403);
    assert.equal((await call('GET', '/backtests/1/csv', undefined, null)).statusCode, 401);
  });

  it('refuses a bad period with 400 naming the field, and stores nothing', async () => {
    const refusals: [payload: Record<string, unknown>, field: string][] = [
      [{ kind: 'uat', from: '2024-10-10', to: '2024-10-01' }, 'to'],
      [{ kind: 'uat', from: '2024-10-01', to: '2024-11-02' }, 'to'],
      [{ kind: 'uat', from: '2023-01-01', to: '2024-11-01' }, 'to'],
      [{ kind: 'uat', from: '2024-02-30', to: '2024-03-01' }, 'from'],
      [{ kind: 'uat', from: '2024-10-01' }, 'to'],
      [{ kind: 'weekly', from: '2024-10-01', to: '2024-10-02' }, 'kind'],
      [{ kind: 'uat', from: '2024-10-01', to: '2024-10-02', extra: 1 }, 'extra'],
      [{ kind: 'pipeline', from: '2026-01-01', to: '2999-01-01' }, 'to'],
    ];
    for (const [payload, fieldName] of refusals) {
      const response = await call('POST', '/reports', payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      const body = response.json<ApiError>();
      assert.equal(body.status, 400);
      assert.ok(
        (body.details as ValidationIssue[]).some((issue) => issue.field === fieldName),
        `${JSON.stringify(payload)} names ${fieldName}: ${response.body}`,
      );
    }
    const beyondClock = await call('POST', '/reports', { kind: 'uat', from: '2024-11-01', to: '2024-11-02' });
    assert.match(beyondClock.json<ApiError>().message, new RegExp(CLOCK_DATE));
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from reports`.execute(db);
    assert.equal(Number(rows[0]!.n), 0);
  });

  it('answers 404 for a report or backtest that does not exist', async () => {
    for (const url of ['/reports/999', '/reports/999/events', '/reports/999/csv', '/backtests/999/csv']) {
      const response = await call('GET', url);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(Object.keys(response.json()).sort(), ['details', 'message', 'status']);
    }
  });

  it('does not count a withdrawn prediction as coverage: clients had none at kick-off', async () => {
    const from = '2023-11-02';
    const before = (await generate({ kind: 'uat', from, to: CLOCK_DATE })).uat!;
    const { rows } = await sql<{ id: unknown }>`
      select m.id from matches m
      where m.match_date >= ${from} and m.kickoff_at <= ${`${CLOCK_DATE}T00:00:00.000Z`}
        and exists (select 1 from predictions p where p.match_id = m.id and p.created_at < m.kickoff_at)
        and exists (select 1 from odds o where o.match_id = m.id and o.phase = 'pre' and o.market = '1X2')
      order by m.id limit 1
    `.execute(db);
    assert.ok(rows[0], 'a covered match to withdraw');
    await sql`
      insert into prediction_reviews (match_id, action, reason, reviewed_by_email, reviewed_at)
      values (${Number(rows[0]!.id)}, 'withdraw', 'Team news', 'admin@oddslab.local', ${`${CLOCK_DATE}T00:00:00.000Z`})
    `.execute(db);
    try {
      const after = (await generate({ kind: 'uat', from, to: CLOCK_DATE })).uat!;
      assert.equal(after.scheduled, before.scheduled);
      assert.equal(after.covered, before.covered - 1);
    } finally {
      await sql`delete from prediction_reviews`.execute(db);
    }
  });

  it("measures a period's coverage, accuracy and RPS as computed here, and changes nothing served", async () => {
    const servedBefore = await servedProbabilities();
    // A year: the season before the replay's (never predicted) and this one's, up to the clock.
    const from = '2023-11-02';
    const report = await generate({ kind: 'uat', from, to: CLOCK_DATE });
    assert.equal(report.status, 'completed', report.error ?? '');
    assert.equal(report.progress, 1);
    const clock = (await call('GET', '/as-of')).json<{ now: string }>();
    assert.equal(report.engineNow, clock.now);
    assert.equal(report.createdBy, 'admin@oddslab.local');
    assert.equal(report.pipeline, null);

    // Independently: the fixtures written above, the kick-offs and predictions the site shows, RPS from its formula.
    const until = report.engineNow!;
    const { rows: shown } = await sql<Record<string, unknown>>`
      select m.match_date, m.kickoff_at, h.name as home, a.name as away,
        p.p_home, p.p_draw, p.p_away, p.created_at
      from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
      left join predictions p on p.match_id = m.id
    `.execute(db);
    const key = (date: unknown, home: unknown, away: unknown) => `${date}|${home}|${away}`;
    const byKey = new Map(shown.map((row) => [key(row.match_date, row.home, row.away), row]));
    let scheduled = 0;
    let predictedCount = 0;
    let covered = 0;
    let settled = 0;
    let hits = 0;
    let rpsSum = 0;
    for (const m of fixtures.filter((f) => f.date >= from && f.date <= CLOCK_DATE)) {
      const row = byKey.get(key(m.date, m.homeTeam, m.awayTeam));
      if (!row || String(row.kickoff_at) > until) continue;
      scheduled++;
      const predicted = row.p_home !== null && String(row.created_at) < String(row.kickoff_at);
      if (predicted) predictedCount++;
      if (predicted && !m.unpriced) covered++;
      const fullTime = new Date(Date.parse(String(row.kickoff_at)) + 115 * 60_000).toISOString();
      if (row.p_home === null || fullTime > until) continue;
      settled++;
      const [home, draw, away] = [Number(row.p_home), Number(row.p_draw), Number(row.p_away)];
      const favoured = home >= draw && home >= away ? 0 : draw >= away ? 1 : 2;
      const outcome = m.homeGoals! > m.awayGoals! ? 0 : m.homeGoals === m.awayGoals ? 1 : 2;
      if (favoured === outcome) hits++;
      rpsSum += ((home - (outcome === 0 ? 1 : 0)) ** 2 + (home + draw - (outcome <= 1 ? 1 : 0)) ** 2) / 2;
    }
    // A period worth measuring: matches without a prediction, without a price, covered, settled and under way.
    assert.ok(
      scheduled > predictedCount && predictedCount > covered && covered > 0 && predictedCount > settled && settled > 0,
      `${scheduled} / ${predictedCount} / ${covered} / ${settled}`,
    );
    const uat = report.uat!;
    assert.equal(uat.scheduled, scheduled);
    assert.equal(uat.covered, covered);
    close(uat.coverage, covered / scheduled, 'coverage');
    assert.equal(uat.settled, settled);
    assert.equal(uat.hits, hits);
    close(uat.accuracy, hits / settled, 'accuracy');
    close(uat.rps, rpsSum / settled, 'RPS');

    const listed = (await call('GET', '/reports?kind=uat')).json<ReportPage>();
    assert.deepEqual(listed.content[0], report);
    assert.equal((await call('GET', '/reports?kind=pipeline')).json<ReportPage>().totalElements, 0);

    const csv = await call('GET', `/reports/${report.id}/csv`);
    assert.equal(csv.statusCode, 200);
    assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(
      csv.headers['content-disposition'],
      `attachment; filename="oddslab-uat-report-${report.id}-${from}-to-${CLOCK_DATE}.csv"`,
    );
    const records = csvRecords(csv.body);
    assert.deepEqual(Object.keys(records[0]!), [
      'match_id',
      'match_date',
      'kickoff_at',
      'league',
      'home_team',
      'away_team',
      'prediction_before_kickoff',
      'price_before_kickoff',
      'covered',
      'p_home',
      'p_draw',
      'p_away',
      'favoured',
      'result',
      'correct',
      'rps',
    ]);
    assert.equal(records.length, scheduled);
    assert.equal(records.filter((r) => r.covered === 'true').length, covered);
    assert.equal(records.filter((r) => r.result !== '').length, settled);
    assert.equal(records.filter((r) => r.correct === 'true').length, hits);
    close(
      records.filter((r) => r.rps !== '').reduce((sum, r) => sum + Number(r.rps), 0) / settled,
      uat.rps,
      'RPS from the CSV',
    );
    assert.deepEqual(
      records.map((r) => r.match_date),
      records.map((r) => r.match_date).sort(),
      'in date order',
    );
    // The awkward name comes back whole, and a spreadsheet shows it as text instead of running it.
    assert.ok(csv.body.includes(`"'=Team A, ""the Reds"""`));
    assert.ok(records.some((r) => r.home_team === `'${AWKWARD_TEAM}`));

    assert.equal(await servedProbabilities(), servedBefore, 'every served probability is unchanged');
  });

  it('streams the progress of a report, then its finished state', async () => {
    const started = await call('POST', '/reports', { kind: 'uat', from: '2024-08-01', to: CLOCK_DATE });
    assert.equal(started.statusCode, 202, started.body);
    const id = started.json<Report>().id;
    const stream = await call('GET', `/reports/${id}/events`);
    assert.equal(stream.statusCode, 200);
    assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
    const events = eventsOf(stream.body);
    const last = events.at(-1)!;
    assert.equal(last.type, 'finished');
    assert.equal(last.report.status, 'completed');
    assert.equal(last.report.progress, 1);
    assert.ok(events.slice(0, -1).every((event) => event.type === 'progress' && event.report.status === 'running'));
    const progress = events.map((event) => event.report.progress);
    assert.deepEqual(
      progress,
      [...progress].sort((a, b) => a - b),
      'progress only grows',
    );
    assert.deepEqual(last.report, (await call('GET', `/reports/${id}`)).json<Report>());

    // A finished report's stream answers at once with its final state.
    const again = eventsOf((await call('GET', `/reports/${id}/events`)).body);
    assert.deepEqual(
      again.map((event) => event.type),
      ['finished'],
    );
  });

  it("counts the runs started in a period's days, one CSV row a day, newest report first, a page at a time", async () => {
    const runs: [startedAt: string, status: string][] = [
      ['2026-10-19T23:59:00.000Z', 'failed'],
      ['2026-10-20T06:00:00.000Z', 'succeeded'],
      ['2026-10-20T12:00:00.000Z', 'partial'],
      ['2026-10-22T06:00:00.000Z', 'succeeded'],
      ['2026-10-22T12:00:00.000Z', 'failed'],
      ['2026-10-22T18:00:00.000Z', 'succeeded'],
      ['2026-10-25T00:00:00.000Z', 'succeeded'],
    ];
    await db
      .insertInto('pipeline_runs')
      .values(
        runs.map(([startedAt, status]) => ({
          status,
          trigger: 'schedule',
          source: 'folder',
          started_at: startedAt,
          finished_at: startedAt.replace(/:00\.000Z$/, ':04.000Z'),
          rows_read: 10,
          rows_inserted: 2,
          rows_rejected: status === 'succeeded' ? 0 : 1,
        })),
      )
      .execute();
    const report = await generate({ kind: 'pipeline', from: '2026-10-20', to: '2026-10-24' });
    assert.equal(report.status, 'completed', report.error ?? '');
    assert.equal(report.engineNow, null);
    assert.equal(report.uat, null);
    // 2026-10-20 to 24: five runs, three succeeded, two failed (one only partly).
    assert.deepEqual(report.pipeline, {
      runs: 5,
      finished: 5,
      succeeded: 3,
      failures: 2,
      successRate: 3 / 5,
      rowsRead: 50,
      rowsInserted: 10,
      rowsRejected: 2,
    });

    const csv = await call('GET', `/reports/${report.id}/csv`);
    assert.equal(csv.statusCode, 200);
    assert.equal(
      csv.headers['content-disposition'],
      `attachment; filename="oddslab-pipeline-report-${report.id}-2026-10-20-to-2026-10-24.csv"`,
    );
    assert.equal(
      csv.body,
      [
        'date,total_runs,finished,succeeded,failures,success_rate,rows_read,rows_inserted,rows_rejected',
        '2026-10-20,2,2,1,1,0.5,20,4,1',
        '2026-10-21,0,0,0,0,,0,0,0',
        `2026-10-22,3,3,2,1,${2 / 3},30,6,1`,
        '',
      ].join('\r\n'),
    );

    const second = await generate({ kind: 'pipeline', from: '2026-10-25', to: '2026-10-25' });
    assert.deepEqual([second.pipeline?.runs, second.pipeline?.successRate], [1, 1]);
    const third = await generate({ kind: 'pipeline', from: '2026-11-01', to: '2026-11-02' });
    assert.deepEqual([third.pipeline?.runs, third.pipeline?.successRate], [0, null]);
    const firstPage = (await call('GET', '/reports?kind=pipeline&size=2')).json<ReportPage>();
    assert.deepEqual(
      firstPage.content.map((r) => r.id),
      [third.id, second.id],
    );
    assert.deepEqual([firstPage.totalElements, firstPage.totalPages, firstPage.page, firstPage.size], [3, 2, 0, 2]);
    const secondPage = (await call('GET', '/reports?kind=pipeline&size=2&page=1')).json<ReportPage>();
    assert.deepEqual(
      secondPage.content.map((r) => r.id),
      [report.id],
    );
    const all = (await call('GET', '/reports')).json<ReportPage>();
    assert.ok(all.content.some((r) => r.kind === 'uat') && all.content.some((r) => r.kind === 'pipeline'));
  });

  it('downloads a backtest as CSV, and explains why an unfinished report or backtest has none', async () => {
    const started = await call('POST', '/backtests', { league: 'E0', seasons: '2023-24' });
    assert.equal(started.statusCode, 202, started.body);
    const id = started.json<Backtest>().id;
    await t.app.engine.backtests.wait(id);
    const detail = (await call('GET', `/backtests/${id}`)).json<{
      backtest: Backtest;
      result: Record<string, never>;
    }>();
    assert.equal(detail.backtest.status, 'succeeded', detail.backtest.error ?? '');
    const csv = await call('GET', `/backtests/${id}/csv`);
    assert.equal(csv.statusCode, 200);
    assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(csv.headers['content-disposition'], `attachment; filename="oddslab-backtest-${id}.csv"`);
    const records = csvRecords(csv.body);
    const model = records.find((r) => r.league === 'ALL' && r.forecaster === 'model')!;
    const summary = detail.backtest.summary!;
    assert.equal(Number(model.matches), summary.n);
    assert.equal(Number(model.brier_score), summary.model.brier);
    assert.equal(Number(model.log_loss), summary.model.logLoss);
    assert.equal(Number(model.rps), summary.model.rps);
    assert.equal(Number(model.accuracy), summary.model.accuracy);
    const market = records.find((r) => r.league === 'ALL' && r.forecaster === 'market_closing')!;
    assert.equal(Number(market.brier_score), summary.market.brier);
    assert.deepEqual(
      records.filter((r) => r.league === 'E0').map((r) => r.forecaster),
      ['model', 'market_closing'],
    );

    const created = new Date().toISOString();
    const running = await db
      .insertInto('backtests')
      .values({ status: 'running', params: JSON.stringify(detail.backtest.params), created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    const busy = await call('GET', `/backtests/${running.id}/csv`);
    assert.equal(busy.statusCode, 409);
    assert.match(busy.json<ApiError>().message, /still being generated/);
    const failed = await db
      .insertInto('reports')
      .values({
        kind: 'uat',
        status: 'failed',
        period_from: '2024-10-01',
        period_to: '2024-10-31',
        error: 'interrupted: the server stopped while the report was being generated',
        created_by: 'admin@oddslab.local',
        created_at: created,
        finished_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await call('GET', `/reports/${failed.id}/csv`);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<ApiError>().message, /failed \(interrupted.*\): generate it again/);
  });
});
