import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ApiError, PersonalStatistics, UserBet, UserBetPage, ValidationIssue } from '@oddslab/shared/contract';
import type { EngineDb } from '../engine/store/engine-tables';
import type { EngineRuntime } from '../jobs/engine-runtime';
import { writeClockState } from '../jobs/replay-clock';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** The engine's instant while bets are recorded: two days before the matches below kick off. */
const BEFORE = '2025-05-01T12:00:00.000Z';
const KICKOFF = '2025-05-03T14:00:00.000Z';
/** Full time of every match, and a few days on (the unplayed match turns void). */
const AFTER = '2025-05-07T12:00:00.000Z';

/**
 * The clock, paused at `now`: the instant every route and the settlement step see. Written as another process
 * would, with the notice that makes the API read it again.
 */
async function setClock(engine: EngineRuntime, now: string): Promise<void> {
  await writeClockState(engine.db, {
    replayId: 1,
    startedAt: BEFORE,
    anchorSim: now,
    anchorRealMs: Date.now(),
    pace: 1,
    paused: true,
    endedAt: null,
  });
  // As another process would announce it; on PostgreSQL the notice comes back asynchronously, so wait for it.
  const heard = new Promise<void>((resolve) => {
    const unsubscribe = engine.queue.subscribe('engine:clock', () => {
      unsubscribe();
      resolve();
    });
  });
  await engine.queue.publish('engine:clock', { from: 'a test' });
  await heard;
}

/**
 * Five matches: 1 (1X2), 2 (Asian handicap −0.75), 3 (over/under and AH 0), 4 kicked off already, 5 never played.
 * B365 quotes each before kick-off; closing prices for matches 1 (B365) and 2 (Pinnacle only).
 */
async function seedMatches(db: EngineDb): Promise<void> {
  await db
    .insertInto('leagues')
    .values({ code: 'E0', name: 'Premier League', country: 'England' })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const names = [
    'Arsenal',
    'Brentford',
    'Chelsea',
    'Everton',
    'Fulham',
    'Liverpool',
    'Wolves',
    'Burnley',
    'Leeds',
    'Luton',
  ];
  await db
    .insertInto('teams')
    .values(names.map((name, i) => ({ id: 100 + i, name })))
    .execute();
  const match = (id: number, kickoff: string) => ({
    id,
    league_code: 'E0',
    season: '2024-25',
    match_date: kickoff.slice(0, 10),
    kickoff: kickoff.slice(11, 16),
    kickoff_at: kickoff,
    home_team_id: 100 + (id - 1) * 2,
    away_team_id: 101 + (id - 1) * 2,
  });
  await db
    .insertInto('matches')
    .values([
      match(1, KICKOFF),
      match(2, KICKOFF),
      match(3, KICKOFF),
      match(4, '2025-04-30T14:00:00.000Z'),
      match(5, KICKOFF),
    ])
    .execute();
  const quote = (
    match_id: number,
    market: string,
    phase: string,
    line: number | null,
    prices: number[],
    bookmaker = 'B365',
  ) => ({
    match_id,
    bookmaker,
    market,
    phase,
    line,
    price1: prices[0]!,
    price2: prices[1]!,
    price3: prices[2] ?? null,
  });
  await db
    .insertInto('odds')
    .values([
      quote(1, '1X2', 'pre', null, [2.0, 3.4, 3.8]),
      quote(1, '1X2', 'pre', null, [2.05, 3.4, 3.7], 'Avg'),
      quote(1, '1X2', 'close', null, [1.8, 3.5, 4.2]),
      quote(2, 'AH', 'pre', -0.75, [1.95, 1.95]),
      quote(2, 'AH', 'close', -0.75, [1.9, 2.0], 'PS'),
      quote(3, 'OU25', 'pre', null, [1.9, 1.95]),
      quote(3, 'AH', 'pre', 0, [1.9, 1.95]),
      quote(4, '1X2', 'pre', null, [2.0, 3.4, 3.8]),
      quote(5, '1X2', 'pre', null, [2.0, 3.4, 3.8]),
    ])
    .execute();
}

describe('client bets', () => {
  let t: TestApp;
  let dataDir: string;
  const tokens = { ultimate: '', pro: '', admin: '', other: '' };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
    t.request({ method, url: `/api/client/bets${url}`, token, ...(payload ? { payload } : {}) });
  const place = async (token: string, bet: object) => {
    const answer = await call('POST', '', token, bet);
    assert.equal(answer.statusCode, 201, answer.body);
    return answer.json<UserBet>();
  };
  const homeWin = { matchId: 1, market: '1X2', selection: 'home', bookmaker: 'B365', odds: 2.1, stake: 10 };

  before(async () => {
    // No match files: the engine stays idle and the matches come from seedMatches alone.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-bets-data-'));
    t = await createTestApp({ footballDataDir: dataDir });
    await t.app.engine.settled();
    await seedMatches(t.app.engine.db);
    await setClock(t.app.engine, BEFORE);
    tokens.ultimate = await t.tokenFor('ultimate');
    tokens.pro = await t.tokenFor('pro');
    tokens.admin = await t.tokenFor('admin');
    tokens.other = (await t.createClient()).token;
  });
  after(async () => {
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses anonymous callers on every route', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/export'],
      ['GET', '/statistics'],
      ['GET', '/1'],
      ['PUT', '/1'],
      ['DELETE', '/1'],
    ] as const) {
      const answer = await call(method, url, null, method === 'POST' || method === 'PUT' ? homeWin : undefined);
      assert.equal(answer.statusCode, 401, `${method} ${url}`);
    }
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...homeWin, odds: 1 }, 'odds'],
      [{ ...homeWin, odds: 1001 }, 'odds'],
      [{ ...homeWin, stake: 0.5 }, 'stake'],
      [{ ...homeWin, stake: 2_000_000 }, 'stake'],
      [{ ...homeWin, market: 'BTTS' }, 'market'],
      [{ ...homeWin, selection: 'over' }, 'selection'],
      [{ ...homeWin, line: 0.5 }, 'line'],
      [{ ...homeWin, matchId: 2, market: 'AH' }, 'line'],
      [{ ...homeWin, matchId: 2, market: 'AH', line: -0.3 }, 'line'],
      [{ ...homeWin, matchId: 2, market: 'AH', line: -0.5 }, 'bookmaker'],
      [{ ...homeWin, bookmaker: 'Avg' }, 'bookmaker'],
      [{ ...homeWin, bookmaker: 'WH' }, 'bookmaker'],
      [{ ...homeWin, bookmaker: '<b>' }, 'bookmaker'],
      [{ ...homeWin, matchId: 999 }, 'matchId'],
      [{ ...homeWin, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '', tokens.ultimate, body);
      assert.equal(answer.statusCode, 400, `${JSON.stringify(body)}: ${answer.body}`);
      const error = answer.json<ApiError>();
      assert.equal(error.status, 400);
      assert.ok(
        (error.details as ValidationIssue[]).some((issue) => issue.field === field),
        `${field} named in ${answer.body}`,
      );
    }
    const empty = await call('PUT', '/1', tokens.ultimate, {});
    assert.equal(empty.statusCode, 400);
    assert.equal((await call('GET', '?size=0', tokens.ultimate)).statusCode, 400);
    assert.equal((await call('GET', '/abc', tokens.ultimate)).statusCode, 400);
  });

  it('refuses a bet on a match that has kicked off', async () => {
    const answer = await call('POST', '', tokens.ultimate, { ...homeWin, matchId: 4 });
    assert.equal(answer.statusCode, 409);
    assert.match(answer.json<ApiError>().message, /kicked off: bets can only be recorded before kick-off/);
  });

  it("keeps each user's bets to themselves: another client and an admin get 404", async () => {
    const bet = await place(tokens.ultimate, { ...homeWin, followedRecommendation: true });
    assert.equal(bet.status, 'open');
    assert.equal(bet.editable, true);
    assert.equal(bet.homeTeam, 'Arsenal');
    assert.equal(bet.followedRecommendation, true);
    for (const token of [tokens.other, tokens.admin]) {
      assert.equal((await call('GET', `/${bet.id}`, token)).statusCode, 404);
      assert.equal((await call('PUT', `/${bet.id}`, token, { stake: 5 })).statusCode, 404);
      assert.equal((await call('DELETE', `/${bet.id}`, token)).statusCode, 404);
      assert.equal((await call('GET', '', token)).json<UserBetPage>().totalElements, 0);
      assert.equal((await call('GET', '/export', token)).body.trim().split('\r\n').length, 1);
    }
    const own = await place(tokens.admin, { ...homeWin, selection: 'draw', odds: 3.4, stake: 5 });
    assert.equal((await call('GET', `/${own.id}`, tokens.admin)).json<UserBet>().selection, 'draw');
    assert.equal((await call('GET', `/${own.id}`, tokens.ultimate)).statusCode, 404);
    assert.equal((await call('DELETE', `/${own.id}`, tokens.admin)).statusCode, 204);
    assert.equal((await call('DELETE', `/${bet.id}`, tokens.ultimate)).statusCode, 204);
    assert.equal((await call('GET', `/${bet.id}`, tokens.ultimate)).statusCode, 404);
  });

  it('gates Personal Statistics to the Ultimate package', async () => {
    assert.equal((await call('GET', '/statistics', tokens.pro)).statusCode, 403);
    assert.equal((await call('GET', '/statistics', tokens.other)).statusCode, 403);
    assert.equal((await call('GET', '/statistics', tokens.admin)).statusCode, 200);
    const empty = (await call('GET', '/statistics', tokens.ultimate)).json<PersonalStatistics>();
    assert.equal(empty.totalBets, 0);
    assert.equal(empty.winRate, null);
    assert.equal(empty.netProfit, 0);
  });

  it('edits before kick-off, refuses edits and deletes after, and settles every outcome with CLV', async () => {
    const win = await place(tokens.ultimate, { ...homeWin, odds: 2.0 });
    const edited = await call('PUT', `/${win.id}`, tokens.ultimate, { odds: 2.1, stake: 10 });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json<UserBet>().odds, 2.1);
    // A change of market takes the new market's line rule.
    const toOu = await call('PUT', `/${win.id}`, tokens.ultimate, { market: 'OU25', selection: 'over' });
    assert.equal(toOu.statusCode, 400);
    assert.equal((toOu.json<ApiError>().details as ValidationIssue[])[0]!.field, 'bookmaker');

    const halfWin = await place(tokens.ultimate, {
      matchId: 2,
      market: 'AH',
      line: -0.75,
      selection: 'home',
      bookmaker: 'B365',
      odds: 1.95,
      stake: 20,
    });
    const halfLoss = await place(tokens.ultimate, {
      matchId: 2,
      market: 'AH',
      line: -0.75,
      selection: 'away',
      bookmaker: 'B365',
      odds: 1.95,
      stake: 10,
    });
    const loss = await place(tokens.ultimate, {
      matchId: 3,
      market: 'OU25',
      selection: 'over',
      bookmaker: 'B365',
      odds: 1.9,
      stake: 10,
    });
    assert.equal(loss.line, 2.5);
    const push = await place(tokens.ultimate, {
      matchId: 3,
      market: 'AH',
      line: 0,
      selection: 'home',
      bookmaker: 'B365',
      odds: 1.9,
      stake: 10,
    });
    const voided = await place(tokens.ultimate, { ...homeWin, matchId: 5 });
    const deleted = await place(tokens.ultimate, { ...homeWin, stake: 3 });

    await setClock(t.app.engine, '2025-05-03T14:30:00.000Z');
    const late = await call('PUT', `/${win.id}`, tokens.ultimate, { stake: 50 });
    assert.equal(late.statusCode, 409);
    assert.match(late.json<ApiError>().message, /kicked off at 2025-05-03 14:00 UTC: a bet can only be changed/);
    assert.equal((await call('DELETE', `/${deleted.id}`, tokens.ultimate)).statusCode, 409);
    assert.equal((await call('GET', `/${win.id}`, tokens.ultimate)).json<UserBet>().editable, false);

    const db = t.app.engine.db;
    for (const [id, home, away] of [
      [1, 2, 1],
      [2, 1, 0],
      [3, 1, 1],
    ] as const) {
      await db.updateTable('matches').set({ home_goals: home, away_goals: away }).where('id', '=', id).execute();
    }
    await setClock(t.app.engine, AFTER);
    await t.app.engine.models.step(AFTER, { settle: true, refit: false });
    // Settling again changes nothing.
    await t.app.engine.models.step(AFTER, { settle: true, refit: false });

    const byId = new Map(
      (await call('GET', '?size=100', tokens.ultimate)).json<UserBetPage>().content.map((bet) => [bet.id, bet]),
    );
    const expect = (id: number, status: string, returned: number, profit: number, clv: number | null) => {
      const bet = byId.get(id)!;
      assert.equal(bet.status, status, `bet ${id}`);
      assert.equal(bet.returned, returned, `bet ${id} returned`);
      assert.equal(bet.profit, profit, `bet ${id} profit`);
      if (clv === null) assert.equal(bet.clv, null);
      else assert.ok(Math.abs(bet.clv! - clv) < 1e-9, `bet ${id} clv ${bet.clv}`);
      assert.equal(bet.editable, false);
    };
    expect(win.id, 'win', 21, 11, 2.1 / 1.8 - 1);
    assert.equal(byId.get(win.id)!.closingOdds, 1.8);
    // −0.75 at 1-0: half on −0.5 wins, half on −1 pushes. Closing from Pinnacle (no B365 close).
    expect(halfWin.id, 'half-win', 29.5, 9.5, 1.95 / 1.9 - 1);
    expect(halfLoss.id, 'half-loss', 5, -5, 1.95 / 2.0 - 1);
    expect(loss.id, 'loss', 0, -10, null);
    expect(push.id, 'push', 10, 0, null);
    expect(voided.id, 'void', 10, 0, null);
    expect(deleted.id, 'win', 6.3, 3.3, 2.1 / 1.8 - 1);

    const settled = (await call('GET', '?status=settled&market=AH', tokens.ultimate)).json<UserBetPage>();
    assert.equal(settled.totalElements, 3);
    assert.equal((await call('DELETE', `/${push.id}`, tokens.ultimate)).statusCode, 409);

    const stats = (await call('GET', '/statistics', tokens.ultimate)).json<PersonalStatistics>();
    assert.equal(stats.totalBets, 7);
    assert.equal(stats.openBets, 0);
    assert.equal(stats.wins, 3);
    assert.equal(stats.losses, 2);
    assert.equal(stats.pushes, 2);
    assert.ok(Math.abs(stats.winRate! - 3 / 7) < 1e-12);
    // 11 + 9.5 − 5 − 10 + 0 + 0 + 3.3
    assert.equal(stats.netProfit, 8.8);
    assert.equal(stats.firstDate, '2025-05-03');
    assert.equal(stats.lastDate, '2025-05-03');
    assert.equal(stats.lastBets.length, 3);
    assert.equal(stats.lastBets[0]!.id, deleted.id);
  });

  it('exports the bets as RFC 4180 CSV', async () => {
    const answer = await call('GET', '/export?status=settled', tokens.ultimate);
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^text\/csv/);
    assert.match(String(answer.headers['content-disposition']), /attachment; filename="oddslab-bets-2025-05-07\.csv"/);
    const lines = answer.body.split('\r\n');
    assert.equal(lines.at(-1), '');
    assert.equal(
      lines[0],
      'id,created_at,match_date,kickoff_at,league,home_team,away_team,market,selection,line,bookmaker,odds,stake,' +
        'followed_recommendation,status,returned,profit,closing_odds,clv,settled_at',
    );
    assert.equal(lines.length, 1 + 7 + 1);
    const halfWin = lines.find((line) => line.includes(',half-win,'))!.split(',');
    assert.deepEqual(halfWin.slice(4, 17), [
      'E0',
      'Chelsea',
      'Everton',
      'AH',
      'home',
      '-0.75',
      // A spreadsheet reader sees the bookmaker's name, not the data files' code.
      'Bet365',
      '1.95',
      '20',
      'false',
      'half-win',
      '29.5',
      '9.5',
    ]);
  });
});
