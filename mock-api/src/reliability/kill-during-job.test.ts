import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';
import {
  ACCOUNTS,
  ADMIN_PASSWORD,
  type ApiProcess,
  call,
  type DatabaseHome,
  dialectLabel,
  freshDatabase,
  login,
  startApi,
  waitFor,
} from './api-process';

/**
 * kill -9 during a job: a forced full re-ingestion is running when the server is killed with SIGKILL. Started
 * again on the same database, the same run goes on from its checkpoints and completes, and no match, price,
 * prediction or recommendation exists twice — the feed and matches are what they were before the run (the files did
 * not change).
 */

/** One league, every season the football data has: enough files that the kill lands mid-run. */
const LEAGUES = ['E0'];
const JOB_LIMIT_MS = 90_000;
/** A few weeks after the replay clock's start (late March 2025, in the last season of the feed). */
const AS_OF = '2025-04-15';

/** Tables the run writes or its data feeds, each with the natural key one row per thing must follow. */
const UNIQUE_KEYS: Record<string, string[]> = {
  feed_matches: ['league_code', 'season', 'home_team_id', 'away_team_id'],
  feed_odds: ['match_id', 'bookmaker', 'market', 'phase'],
  matches: ['league_code', 'season', 'home_team_id', 'away_team_id'],
  odds: ['match_id', 'bookmaker', 'market', 'phase'],
  predictions: ['match_id'],
  recommendations: ['match_id', 'market', 'selection'],
  ingested_files: ['file_key'],
};

/**
 * The tables the re-ingestion itself writes: a forced run of unchanged files leaves them as they were. Predictions
 * and recommendations are published again by the refit after the run, on the clock's instant of then (the replay
 * moves on meanwhile), so for them only "nothing twice" holds.
 */
const WRITTEN_BY_THE_RUN = ['feed_matches', 'feed_odds', 'matches', 'odds', 'ingested_files'];

let home: DatabaseHome | null = null;
let api: ApiProcess | null = null;
let db: Kysely<Database> | null = null;
const feed = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-feed-'));

after(async () => {
  await api?.kill();
  await db?.destroy();
  await home?.remove();
  fs.rmSync(feed, { recursive: true, force: true });
});

interface Run {
  id: number;
  status: string;
  filesTotal: number;
  filesDone: number;
}

/** Rows and distinct natural keys per table. */
async function counts(database: Kysely<Database>): Promise<Record<string, { rows: number; keys: number }>> {
  const result: Record<string, { rows: number; keys: number }> = {};
  for (const [table, key] of Object.entries(UNIQUE_KEYS)) {
    const row = await sql<{ rows: number; keys: number }>`
      select count(*) as rows, (select count(*) from (select distinct ${sql.join(key.map((c) => sql.ref(c)))} from ${sql.table(table)}) k) as keys
      from ${sql.table(table)}`.execute(database);
    result[table] = { rows: Number(row.rows[0].rows), keys: Number(row.rows[0].keys) };
  }
  return result;
}

test(`kill -9 during a forced re-ingestion: the run resumes on restart, nothing twice (${dialectLabel()})`, {
  timeout: 240_000,
}, async () => {
  const source = loadConfig({}).footballDataDir;
  // Links to the shared files (never copies); the source lists real folders, so only the files are links.
  for (const league of LEAGUES) {
    fs.mkdirSync(path.join(feed, league));
    for (const file of fs.readdirSync(path.join(source, league))) {
      fs.symlinkSync(path.join(source, league, file), path.join(feed, league, file));
    }
  }
  home = freshDatabase();
  api = await startApi(home, { footballDataDir: feed });
  const admin = await login(api.url, ACCOUNTS.admin, ADMIN_PASSWORD);
  const runOf = async (server: ApiProcess, id: number) =>
    ((await call(server.url, 'GET', `/api/admin/pipeline-runs/${id}`, { token: admin.token })).body as { run: Run })
      .run;
  const latestRun = async (server: ApiProcess) => {
    const answer = await call(server.url, 'GET', '/api/admin/pipeline-runs?limit=1', { token: admin.token });
    return (answer.body as Run[] | null)?.[0];
  };

  // The start-up ingestion of the empty feed, then the refit its data causes (a new run is refused meanwhile).
  const startup = await waitFor('the start-up ingestion', JOB_LIMIT_MS, async () => {
    const run = await latestRun(api as ApiProcess);
    return run && run.status !== 'running' ? run : undefined;
  });
  // The clock moves on: matches up to the date are revealed, and those after it get predictions and recommendations.
  const started = api;
  await waitFor('the clock to move to the as-of date', JOB_LIMIT_MS, async () => {
    const answer = await call(started.url, 'PUT', '/api/admin/as-of', {
      token: admin.token,
      body: { asOf: AS_OF },
      timeoutMs: JOB_LIMIT_MS,
    });
    // 409 while the start-up refit still runs.
    if (answer.status !== 200 && answer.status !== 409) assert.fail(answer.text);
    return answer.status === 200 ? answer : undefined;
  });
  db = home.open();
  const before = await counts(db);
  assert.ok(before.recommendations.rows > 0, 'the engine recommends bets at the as-of date');
  assert.ok(before.feed_matches.rows > 500, `the feed holds the leagues' matches (${before.feed_matches.rows})`);

  const server = api;
  const forced = await waitFor('the forced run to start', JOB_LIMIT_MS, async () => {
    const answer = await call(server.url, 'POST', '/api/admin/pipeline-runs', {
      token: admin.token,
      body: { force: true },
    });
    return answer.status === 202 ? (answer.body as Run) : undefined;
  });
  const atKill = await waitFor('the run to be under way', JOB_LIMIT_MS, async () => {
    const run = await runOf(server, forced.id);
    return run.filesDone >= 2 ? run : undefined;
  });
  await server.kill();
  assert.ok(atKill.filesDone < atKill.filesTotal, `killed mid-run (${atKill.filesDone}/${atKill.filesTotal} files)`);

  api = await startApi(home, { footballDataDir: feed });
  const restarted = api;
  const resumed = await waitFor('the resumed run to finish', JOB_LIMIT_MS, async () => {
    const run = await runOf(restarted, forced.id);
    return run.status !== 'running' ? run : undefined;
  });
  const after = await counts(db);
  console.log(
    `  ${dialectLabel()}: forced run ${forced.id} killed at ${atKill.filesDone}/${atKill.filesTotal} files, resumed to ${resumed.filesDone}/${resumed.filesTotal} (${resumed.status}); rows/distinct keys: ${Object.entries(
      after,
    )
      .map(([table, c]) => `${table} ${c.rows}/${c.keys}`)
      .join(', ')}`,
  );
  assert.equal(resumed.status, startup.status, 'the resumed run ends as the full ingestion did');
  assert.equal(resumed.filesDone, resumed.filesTotal);
  for (const [table, c] of Object.entries(after)) assert.equal(c.rows, c.keys, `${table}: no duplicates`);
  for (const table of WRITTEN_BY_THE_RUN) {
    assert.equal(after[table].rows, before[table].rows, `${table}: the same rows as before the run`);
  }
  const newer = await latestRun(restarted);
  assert.equal(newer?.id, forced.id, 'no new run was started in its place');
});
