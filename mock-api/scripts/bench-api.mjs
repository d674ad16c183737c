// `npm run bench:api`: read throughput and latency of one API process on a fresh embedded database (seeded accounts,
// the season so far replayed, the clock running), next to a bare Fastify hello-world measured in the same run.
// For each read: autocannon with 10 connections as fast as it goes (requests/s, p50, p99, ratio to hello-world),
// then at a fixed 1,000 requests/s (p99), then the same bare Fastify process sending that read's answer as captured
// (same bytes, same headers): the ratio to it is the API's own cost, apart from what the answer's size costs.
// Every target first runs unmeasured for BENCH_API_WARMUP_SECONDS (2 by default), so that no figure includes V8
// compiling the path it measures. A benchmark, not a test: the figures depend on the machine.
// With --cluster, the same reads are then measured against three API replicas over a throwaway PostgreSQL (as
// `npm run cluster` runs them, without the worker) behind the site server's balancing proxy: the "cluster req/s"
// column (the single process is stopped first, so both have the machine to themselves).
//   npm run bench:api                      (BENCH_API_SECONDS=5 per measurement by default)
//   npm run bench:api -- --cluster         (BENCH_PG_PORT=54331 for its PostgreSQL by default; needs root, as CI)
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startApiBalancer } from '../../scripts/lib/api-balancer.mjs';
import {
  freePort,
  startApiWithFreshData,
  startNodeProcess,
  stopProcesses,
  waitFor,
  waitForApiReplay,
} from '../../scripts/lib/local-site.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const root = join(apiRoot, '..');
const seconds = Number(process.env.BENCH_API_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_API_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 10;
const FIXED_RATE = 1_000;
const seedAdminPassword = 'Bench-Admin-Passw0rd!';
const seedClientPassword = 'Bench-Client-Passw0rd!';
const clusterRun = process.argv.includes('--cluster');
const REPLICAS = 3;
const pgPort = process.env.BENCH_PG_PORT ?? '54331';

function log(message) {
  console.error(`[bench:api] ${message}`);
}

async function getJson(url, token) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.json();
}

async function signIn(apiUrl, email) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: seedClientPassword }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: HTTP ${response.status}`);
  return (await response.json()).token;
}

function cannon(url, headers, extra = {}) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, ...extra });
}

/** Headers a server sets per connection or per write, left out of a captured answer. */
const PER_WRITE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** A read's answer as the API sends it: its bytes and headers, for the bare Fastify yardstick to send alike. */
async function captureAnswer(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const kept = Object.fromEntries([...response.headers].filter(([name]) => !PER_WRITE_HEADERS.has(name)));
  return { headers: kept, body: Buffer.from(await response.arrayBuffer()).toString('base64') };
}

/** Unmeasured load, so that the measured runs find the path compiled and the first answer computed. */
async function warmUp(url, headers = {}) {
  if (warmupSeconds > 0) await cannon(url, headers, { duration: warmupSeconds });
}

/** Full speed, then a fixed 1,000 requests/s; non-2xx answers are counted so a failing read cannot look fast. */
async function measure(name, url, headers = {}) {
  await warmUp(url, headers);
  const flat = await cannon(url, headers);
  const fixed = await cannon(url, headers, { overallRate: FIXED_RATE });
  return {
    name,
    rps: flat.requests.average,
    p50: flat.latency.p50,
    p99: flat.latency.p99,
    fixedP99: fixed.latency.p99,
    fixedRps: fixed.requests.average,
    failed: flat.non2xx + flat.errors + fixed.non2xx + fixed.errors,
  };
}

function table(rows, hello) {
  const head =
    '| read | req/s | p50 ms | p99 ms | × bare Fastify | × bare Fastify, same answer | p99 ms at 1,000 req/s | non-2xx | cluster req/s |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  // A read that cannot keep up with the fixed rate says how fast it went: its p99 there is mostly queueing.
  const fixed = (r) =>
    r.fixedRps < FIXED_RATE * 0.95
      ? `${r.fixedP99} (only ${Math.round(r.fixedRps).toLocaleString('en')}/s)`
      : r.fixedP99;
  const line = (r) =>
    `| ${r.name} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p50} | ${r.p99} | ${(r.rps / hello.rps).toFixed(2)} | ` +
    `${r.sameAnswerRps === undefined ? '—' : `${(r.rps / r.sameAnswerRps).toFixed(2)} (${Math.round(r.sameAnswerRps).toLocaleString('en')}/s)`} | ` +
    `${fixed(r)} | ${r.failed} | ${r.clusterRps === undefined ? '—' : Math.round(r.clusterRps).toLocaleString('en')} |`;
  return [head, line(hello), ...rows.map(line)].join('\n');
}

/** The reads measured, against one API (`apiUrl`: a process or the balancer), as the Ultimate client where needed. */
async function readsOf(apiUrl) {
  const api = `${apiUrl}/api`;
  const token = await signIn(apiUrl, 'ultimate@oddslab.local');
  const auth = { authorization: `Bearer ${token}` };
  const { predictions } = await getJson(`${api}/predictions?page=0&size=10`, token);
  const news = await getJson(`${api}/articles/page/newsroom?page=0&size=5`);
  const matchId = predictions[0]?.matchId;
  const articleId = news.content[0]?.id;
  if (matchId === undefined || articleId === undefined) throw new Error('no prediction or article to read');
  return [
    ['predictions (page of 10)', `${api}/predictions?page=0&size=10`, auth],
    ['fixtures (page of 10)', `${api}/fixtures/page?page=0&size=10`, auth],
    ['odds (page of 10)', `${api}/odds?page=0&size=10`, auth],
    ['recommendations (page of 10)', `${api}/recommendations?page=0&size=10`, auth],
    ['match details', `${api}/matches/${matchId}`, auth],
    ['track record (public)', `${api}/track-record`, {}],
    ['News Room page (public)', `${api}/articles/page/newsroom?page=0&size=5`, {}],
    ['Rumour Mill page (public)', `${api}/articles/page/gossip?page=0&size=5`, {}],
    ['one article (public)', `${api}/articles/${articleId}`, {}],
  ];
}

/**
 * Three replicas of the built API over a throwaway PostgreSQL behind the site server's proxy: the first one
 * migrates, seeds and replays the season so far alone, then the others join. Resolves with the balancer's address.
 */
async function startCluster(workDir, children, stopPostgres) {
  const postgres = startThrowawayPostgres(pgPort);
  stopPostgres.push(postgres.stop);
  const shared = {
    ...process.env,
    DATABASE_URL: postgres.databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
    SEED_ADMIN_PASSWORD: seedAdminPassword,
    SEED_CLIENT_PASSWORD: seedClientPassword,
    LOGIN_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
  };
  const startReplica = async (index) => {
    const port = await freePort();
    const dataDir = join(workDir, `replica-${index + 1}`);
    mkdirSync(dataDir, { recursive: true });
    const api = startNodeProcess({
      name: `API replica ${index + 1}`,
      args: ['mock-api/dist/main.js'],
      cwd: root,
      env: { ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      logFile: join(workDir, `replica-${index + 1}.log`),
    });
    children.push(api);
    return { api, apiUrl: `http://127.0.0.1:${port}` };
  };
  const first = await startReplica(0);
  await waitForApiReplay(first);
  const others = [];
  for (let index = 1; index < REPLICAS; index++) others.push(await startReplica(index));
  await Promise.all(others.map(({ api, apiUrl }) => waitFor(api, `${apiUrl}/api/health`, 180_000)));
  const balancer = await startApiBalancer({
    apiUrls: [first, ...others].map(({ apiUrl }) => apiUrl),
    workDir: join(workDir, 'balancer'),
  });
  children.push(balancer.entry);
  return balancer.url;
}

/** Full speed through the balancer; every replica computes its own first answer before. */
async function measureCluster(url, headers) {
  for (let replica = 0; replica < REPLICAS; replica++) await fetch(url, { headers });
  const flat = await cannon(url, headers);
  return { rps: flat.requests.average, failed: flat.non2xx + flat.errors };
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'oddslab-bench-api-'));
  const children = [];
  const stopPostgres = [];
  try {
    const [apiPort, helloPort] = [await freePort(), await freePort()];
    const started = startApiWithFreshData({ root, workDir, port: apiPort, seedAdminPassword, seedClientPassword });
    children.push(started.api);
    log('waiting for the fresh install to ingest and replay the season so far…');
    await waitForApiReplay(started);
    const reads = await readsOf(started.apiUrl);
    const answersFile = join(workDir, 'answers.json');
    const answers = [];
    for (const [, url, headers] of reads) answers.push(await captureAnswer(url, headers));
    writeFileSync(answersFile, JSON.stringify(answers));
    const hello = startNodeProcess({
      name: 'bare Fastify',
      args: [join(apiRoot, 'scripts', 'hello-fastify.mjs')],
      env: { ...process.env, PORT: String(helloPort), ANSWERS_FILE: answersFile },
      cwd: apiRoot,
      logFile: join(workDir, 'hello.log'),
    });
    children.push(hello);
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    await waitFor(hello, helloUrl, 30_000);

    log(`measuring, ${seconds} s per run after ${warmupSeconds} s unmeasured, ${CONNECTIONS} connections…`);
    const helloRow = await measure('bare Fastify hello-world', helloUrl);
    const rows = [];
    for (const [index, [name, url, headers]] of reads.entries()) {
      log(name);
      const row = await measure(name, url, headers);
      // Right after the read, so that both meet the machine in the same state.
      const sameAnswerUrl = `${helloUrl}answer/${index}`;
      await warmUp(sameAnswerUrl);
      const sameAnswer = await cannon(sameAnswerUrl, {});
      row.sameAnswerRps = sameAnswer.requests.average;
      row.failed += sameAnswer.non2xx + sameAnswer.errors;
      rows.push(row);
    }
    let clusterNote =
      'cluster req/s: run `npm run bench:api -- --cluster` to measure three replicas behind the balancer.';
    if (clusterRun) {
      await stopProcesses(children.splice(0));
      log(`starting ${REPLICAS} API replicas over a throwaway PostgreSQL (port ${pgPort}) behind the site proxy…`);
      const clusterUrl = await startCluster(workDir, children, stopPostgres);
      const clusterReads = await readsOf(clusterUrl);
      for (const [index, [name, url, headers]] of clusterReads.entries()) {
        log(`cluster: ${name}`);
        const measured = await measureCluster(url, headers);
        rows[index].clusterRps = measured.rps;
        rows[index].failed += measured.failed;
      }
      clusterNote =
        `cluster req/s: the same reads through the site server's proxy balancing ${REPLICAS} API replicas over ` +
        'PostgreSQL (a fresh install, season so far replayed, clock running), measured after the single process ' +
        'was stopped, on the same cores; non-2xx counts both.';
    }
    console.log(
      `\nOne API process on the embedded database, clock running; ${CONNECTIONS} connections, ${seconds} s per run ` +
        `after ${warmupSeconds} s unmeasured; ${cpus().length} cores shared with the load generator. "Same answer": ` +
        "the bare Fastify process sending that read's captured bytes and headers, measured right after it.\n",
    );
    console.log(table(rows, helloRow));
    console.log(`\n${clusterNote}`);
  } finally {
    await stopProcesses(children);
    for (const stop of stopPostgres) stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
