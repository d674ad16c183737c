import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import autocannon from 'autocannon';
import { loadConfig } from '../config';
import {
  ACCOUNTS,
  ADMIN_PASSWORD,
  type ApiProcess,
  CLIENT_PASSWORD,
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
 * Load: 60 s of mixed traffic — visitors reading articles, a subscriber whose package allows everything reading
 * predictions, fixtures and odds, and sign-ins — with 10 connections, on one API process and (on PostgreSQL) on a
 * cluster of three replicas and a job worker behind the site server's balancing proxy, as `npm run cluster` runs it.
 * Not one 5xx or connection error; throughput and p50/p99 latency are printed side by side (they are figures, not
 * assertions: the machine is shared).
 */

const DURATION_SECONDS = 60;
const CONNECTIONS = 10;
/** The newest seasons of one league: enough matches for predictions, quick to ingest and fit. */
const FEED_FILES = ['E0/2022-23.csv', 'E0/2023-24.csv', 'E0/2024-25.csv'];
const SETUP_LIMIT_MS = 120_000;
/** A few weeks after the replay clock's start (late March 2025, in the newest season of the feed). */
const AS_OF = '2025-04-15';

const homes: DatabaseHome[] = [];
let api: ApiProcess | null = null;
let cluster: Cluster | null = null;
const feed = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-feed-'));
const source = loadConfig({}).footballDataDir;
for (const file of FEED_FILES) {
  fs.mkdirSync(path.join(feed, path.dirname(file)), { recursive: true });
  fs.symlinkSync(path.join(source, file), path.join(feed, file));
}
/** Each run's figures, printed together at the end. */
const figures: string[] = [];

after(async () => {
  await api?.stop();
  await cluster?.stop();
  for (const home of homes) await home.remove();
  fs.rmSync(feed, { recursive: true, force: true });
  if (figures.length > 1)
    console.log(`  Load figures side by side:\n${figures.map((line) => `    ${line}`).join('\n')}`);
});

/** The 60 s of mixed traffic against `url` (one process or the balancer), once the clock is at the as-of date. */
async function mixedTraffic(label: string, url: string): Promise<void> {
  const subscriber = await login(url, ACCOUNTS.ultimate, CLIENT_PASSWORD);
  const auth = { authorization: `Bearer ${subscriber.token}` };
  const admin = await login(url, ACCOUNTS.admin, ADMIN_PASSWORD);
  // The clock moves on from the replay's start once the start-up ingestion and fit are done (409 until then):
  // matches up to the date are revealed, and those after it are predicted, priced and recommended.
  await waitFor('the clock to move to the as-of date', SETUP_LIMIT_MS, async () => {
    const answer = await call(url, 'PUT', '/api/admin/as-of', {
      token: admin.token,
      body: { asOf: AS_OF },
      timeoutMs: SETUP_LIMIT_MS,
    });
    if (answer.status !== 200 && answer.status !== 409) assert.fail(answer.text);
    return answer.status === 200 ? answer : undefined;
  });
  const predictions = await call(url, 'GET', '/api/predictions?page=0&size=10', { token: subscriber.token });
  assert.ok((predictions.body as { predictions: unknown[] }).predictions.length > 0, 'there are predictions to read');

  // One sign-in in twenty requests: a password check costs far more than a read, as it should.
  const reads: autocannon.Request[] = [
    { method: 'GET', path: '/api/articles/page?page=0&size=10' },
    { method: 'GET', path: '/api/articles/page/newsroom?page=0&size=10' },
    { method: 'GET', path: '/api/predictions?page=0&size=10', headers: auth },
    { method: 'GET', path: '/api/fixtures?page=0&size=10', headers: auth },
    { method: 'GET', path: '/api/odds?page=0&size=10', headers: auth },
  ];
  const requests: autocannon.Request[] = [
    ...Array.from({ length: 19 }, (_, index) => reads[index % reads.length]),
    {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.pro, password: CLIENT_PASSWORD }),
    },
  ];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, requests });
  const fiveHundreds = result['5xx'];
  const line = `${label}, ${DURATION_SECONDS} s, ${CONNECTIONS} connections, mixed traffic: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; 2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${fiveHundreds}, errors ${result.errors}, timeouts ${result.timeouts}`;
  figures.push(line);
  console.log(`  ${line}`);
  assert.equal(fiveHundreds, 0, 'no 5xx under load');
  assert.equal(result.errors, 0, 'no connection errors or timeouts');
  assert.equal(result['4xx'], 0, 'every request of the mix is allowed');
  assert.ok(result.requests.total > 0);
}

// The 60 s runs happen once per suite: on PostgreSQL when the suite has a PostgreSQL pass, else on SQLite.
const skip = process.env.RELIABILITY_SKIP_LOAD === '1' ? 'the load runs in the PostgreSQL pass' : false;
const skipCluster = skip || (dialectLabel() === 'PostgreSQL' ? false : 'a cluster shares one PostgreSQL');

test(`60 s of mixed traffic on one process: no 5xx (${dialectLabel()})`, { skip, timeout: 240_000 }, async () => {
  const home = freshDatabase();
  homes.push(home);
  api = await startApi(home, { footballDataDir: feed });
  await mixedTraffic(`${dialectLabel()}, one process`, api.url);
  // The cluster's run has the machine to itself.
  await api.stop();
  api = null;
});

test('60 s of mixed traffic on a cluster of three replicas and a worker: no 5xx (PostgreSQL)', {
  skip: skipCluster,
  timeout: 300_000,
}, async () => {
  const home = freshDatabase();
  homes.push(home);
  cluster = await startCluster(home, { footballDataDir: feed, replicas: 3, worker: true });
  await mixedTraffic('PostgreSQL, cluster (3 replicas + worker, balanced by the site proxy)', cluster.url);
});
