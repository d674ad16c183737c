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
  type Cluster,
  call,
  type DatabaseHome,
  dialectLabel,
  freshDatabase,
  login,
  startApi,
  startCluster,
  waitFor,
} from './api-process';

/**
 * kill -9 during a job: a forced full re-ingestion is running when the server is killed with SIGKILL. Started
 * again on the same database, the same run goes on from its checkpoints and completes, and no match, price,
 * prediction or recommendation exists twice — the feed and matches are what they were before the run (the files did
 * not change). On PostgreSQL the same holds in a cluster: the replica running the run is killed, and another one
 * takes the job over once its claim lapses and completes it.
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
let clusterHome: DatabaseHome | null = null;
let cluster: Cluster | null = null;
let clusterDb: Kysely<Database> | null = null;
const feed = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-feed-'));
const source = loadConfig({}).footballDataDir;
// Links to the shared files (never copies); the source lists real folders, so only the files are links.
for (const league of LEAGUES) {
  fs.mkdirSync(path.join(feed, league));
  for (const file of fs.readdirSync(path.join(source, league))) {
    fs.symlinkSync(path.join(source, league, file), path.join(feed, league, file));
  }
}

after(async () => {
  await api?.kill();
  await cluster?.stop();
  await db?.destroy();
  await clusterDb?.destroy();
  await home?.remove();
  await clusterHome?.remove();
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

/** The admin's view of ingestion runs on one server (a process or the cluster's balancer). */
function runsOn(token: string) {
  return {
    async run(url: string, id: number): Promise<Run> {
      return ((await call(url, 'GET', `/api/admin/pipeline-runs/${id}`, { token })).body as { run: Run }).run;
    },
    async latest(url: string): Promise<Run | undefined> {
      const answer = await call(url, 'GET', '/api/admin/pipeline-runs?limit=1', { token });
      return (answer.body as Run[] | null)?.[0];
    },
  };
}

/** Waits for the start-up ingestion and its refit, then moves the clock so that bets are recommended. */
async function settledAtAsOf(url: string, token: string): Promise<Run> {
  // The start-up ingestion of the empty feed, then the refit its data causes (a new run is refused meanwhile).
  const startup = await waitFor('the start-up ingestion', JOB_LIMIT_MS, async () => {
    const run = await runsOn(token).latest(url);
    return run && run.status !== 'running' ? run : undefined;
  });
  // The clock moves on: matches up to the date are revealed, and those after it get predictions and recommendations.
  await waitFor('the clock to move to the as-of date', JOB_LIMIT_MS, async () => {
    const answer = await call(url, 'PUT', '/api/admin/as-of', {
      token,
      body: { asOf: AS_OF },
      timeoutMs: JOB_LIMIT_MS,
    });
    // 409 while the start-up refit still runs.
    if (answer.status !== 200 && answer.status !== 409) assert.fail(answer.text);
    return answer.status === 200 ? answer : undefined;
  });
  return startup;
}

/** A forced re-ingestion of the unchanged feed, started on `url`, once it has written two files. */
async function forcedRunUnderWay(url: string, token: string): Promise<{ forced: Run; atKill: Run }> {
  const forced = await waitFor('the forced run to start', JOB_LIMIT_MS, async () => {
    const answer = await call(url, 'POST', '/api/admin/pipeline-runs', { token, body: { force: true } });
    return answer.status === 202 ? (answer.body as Run) : undefined;
  });
  const atKill = await waitFor('the run to be under way', JOB_LIMIT_MS, async () => {
    const run = await runsOn(token).run(url, forced.id);
    return run.filesDone >= 2 ? run : undefined;
  });
  return { forced, atKill };
}

/** No table holds anything twice, and the tables the run writes hold what they held before it. */
function assertNothingTwice(
  before: Record<string, { rows: number; keys: number }>,
  after: Record<string, { rows: number; keys: number }>,
): void {
  for (const [table, c] of Object.entries(after)) assert.equal(c.rows, c.keys, `${table}: no duplicates`);
  for (const table of WRITTEN_BY_THE_RUN) {
    assert.equal(after[table].rows, before[table].rows, `${table}: the same rows as before the run`);
  }
}

const describeCounts = (after: Record<string, { rows: number; keys: number }>) =>
  Object.entries(after)
    .map(([table, c]) => `${table} ${c.rows}/${c.keys}`)
    .join(', ');

test(`kill -9 during a forced re-ingestion: the run resumes on restart, nothing twice (${dialectLabel()})`, {
  timeout: 240_000,
}, async () => {
  home = freshDatabase();
  api = await startApi(home, { footballDataDir: feed });
  const admin = await login(api.url, ACCOUNTS.admin, ADMIN_PASSWORD);
  const runs = runsOn(admin.token);
  const startup = await settledAtAsOf(api.url, admin.token);
  db = home.open();
  const before = await counts(db);
  assert.ok(before.recommendations.rows > 0, 'the engine recommends bets at the as-of date');
  assert.ok(before.feed_matches.rows > 500, `the feed holds the leagues' matches (${before.feed_matches.rows})`);

  const { forced, atKill } = await forcedRunUnderWay(api.url, admin.token);
  await api.kill();
  assert.ok(atKill.filesDone < atKill.filesTotal, `killed mid-run (${atKill.filesDone}/${atKill.filesTotal} files)`);

  api = await startApi(home, { footballDataDir: feed });
  const restarted = api;
  const resumed = await waitFor('the resumed run to finish', JOB_LIMIT_MS, async () => {
    const run = await runs.run(restarted.url, forced.id);
    return run.status !== 'running' ? run : undefined;
  });
  const after = await counts(db);
  console.log(
    `  ${dialectLabel()}: forced run ${forced.id} killed at ${atKill.filesDone}/${atKill.filesTotal} files, resumed to ${resumed.filesDone}/${resumed.filesTotal} (${resumed.status}); rows/distinct keys: ${describeCounts(after)}`,
  );
  assert.equal(resumed.status, startup.status, 'the resumed run ends as the full ingestion did');
  assert.equal(resumed.filesDone, resumed.filesTotal);
  assertNothingTwice(before, after);
  const newer = await runs.latest(restarted.url);
  assert.equal(newer?.id, forced.id, 'no new run was started in its place');
});

/** How long a dead replica's job stays claimed: the shortest the API allows, to keep the test short. */
const TAKEOVER_SECONDS = 10;

test('kill -9 of the replica running an ingestion in a cluster: another replica completes it, nothing twice (PostgreSQL)', {
  skip: dialectLabel() === 'PostgreSQL' ? false : 'a cluster shares one PostgreSQL',
  timeout: 300_000,
}, async () => {
  clusterHome = freshDatabase();
  cluster = await startCluster(clusterHome, {
    footballDataDir: feed,
    replicas: 3,
    env: { JOB_TAKEOVER_SECONDS: String(TAKEOVER_SECONDS) },
  });
  const [runner, ...others] = cluster.replicas;
  const admin = await login(cluster.url, ACCOUNTS.admin, ADMIN_PASSWORD);
  const runs = runsOn(admin.token);
  const startup = await settledAtAsOf(cluster.url, admin.token);
  clusterDb = clusterHome.open();
  const before = await counts(clusterDb);
  assert.ok(before.recommendations.rows > 0, 'the engine recommends bets at the as-of date');

  // Any replica may claim a job. The others are frozen while the run is started and claimed, so the one to kill
  // is known; they go on once it is under way, and see it claimed. The clock is paused first, so that no frozen
  // replica is caught in the middle of one of its steps.
  const paused = await call(runner.url, 'PUT', '/api/admin/clock', { token: admin.token, body: { paused: true } });
  assert.equal(paused.status, 200, paused.text);
  for (const replica of others) replica.pause();
  let claimed: { forced: Run; atKill: Run };
  try {
    claimed = await forcedRunUnderWay(runner.url, admin.token);
  } finally {
    for (const replica of others) replica.resume();
  }
  const { forced, atKill } = claimed;
  await runner.kill();
  assert.ok(atKill.filesDone < atKill.filesTotal, `killed mid-run (${atKill.filesDone}/${atKill.filesTotal} files)`);
  const afterKill = await runs.run(others[0].url, forced.id);
  assert.equal(afterKill.status, 'running', 'the run outlives the replica that ran it');

  // Asked of a survivor directly: the balancer would still send every third request to the dead replica (502).
  const finished = await waitFor(
    'another replica to complete the run',
    JOB_LIMIT_MS + TAKEOVER_SECONDS * 1000,
    async () => {
      const run = await runs.run(others[0].url, forced.id);
      return run.status !== 'running' ? run : undefined;
    },
  );
  const after = await counts(clusterDb);
  console.log(
    `  PostgreSQL cluster: forced run ${forced.id} killed with its replica at ${atKill.filesDone}/${atKill.filesTotal} files, completed by another replica at ${finished.filesDone}/${finished.filesTotal} (${finished.status}); rows/distinct keys: ${describeCounts(after)}`,
  );
  assert.equal(finished.status, startup.status, 'the run ends as the full ingestion did');
  assert.equal(finished.filesDone, finished.filesTotal);
  assertNothingTwice(before, after);
  for (const replica of others) {
    assert.equal((await runs.latest(replica.url))?.id, forced.id, 'no new run was started in its place');
  }
});
