// `npm run bench:api`: read throughput and latency of one API process on a fresh embedded database (seeded accounts,
// the season so far replayed, the clock running), next to a bare Fastify hello-world measured in the same run.
// For each read: autocannon with 10 connections as fast as it goes (requests/s, p50, p99, ratio to hello-world),
// then at a fixed 1,000 requests/s (p99). A benchmark, not a test: the figures depend on the machine.
//   npm run bench:api                      (BENCH_API_SECONDS=5 per measurement by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  freePort,
  startApiWithFreshData,
  startNodeProcess,
  stopProcesses,
  waitFor,
  waitForApiReplay,
} from '../../scripts/lib/local-site.mjs';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const root = join(apiRoot, '..');
const seconds = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 10;
const FIXED_RATE = 1_000;
const seedAdminPassword = 'Bench-Admin-Passw0rd!';
const seedClientPassword = 'Bench-Client-Passw0rd!';

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

/** Full speed, then a fixed 1,000 requests/s; non-2xx answers are counted so a failing read cannot look fast. */
async function measure(name, url, headers = {}) {
  await fetch(url, { headers }); // the first answer of a state of the data is computed; the bench measures the rest
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
    '| read | req/s | p50 ms | p99 ms | × bare Fastify | p99 ms at 1,000 req/s | non-2xx | cluster req/s |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|';
  // A read that cannot keep up with the fixed rate says how fast it went: its p99 there is mostly queueing.
  const fixed = (r) =>
    r.fixedRps < FIXED_RATE * 0.95
      ? `${r.fixedP99} (only ${Math.round(r.fixedRps).toLocaleString('en')}/s)`
      : r.fixedP99;
  const line = (r) =>
    `| ${r.name} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p50} | ${r.p99} | ${(r.rps / hello.rps).toFixed(2)} | ` +
    `${fixed(r)} | ${r.failed} | — |`;
  return [head, line(hello), ...rows.map(line)].join('\n');
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'oddslab-bench-api-'));
  const children = [];
  try {
    const [apiPort, helloPort] = [await freePort(), await freePort()];
    const started = startApiWithFreshData({ root, workDir, port: apiPort, seedAdminPassword, seedClientPassword });
    children.push(started.api);
    const hello = startNodeProcess({
      name: 'bare Fastify',
      args: [join(apiRoot, 'scripts', 'hello-fastify.mjs')],
      env: { ...process.env, PORT: String(helloPort) },
      cwd: apiRoot,
      logFile: join(workDir, 'hello.log'),
    });
    children.push(hello);
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    await waitFor(hello, helloUrl, 30_000);
    log('waiting for the fresh install to ingest and replay the season so far…');
    await waitForApiReplay(started);
    const api = `${started.apiUrl}/api`;
    const token = await signIn(started.apiUrl, 'ultimate@oddslab.local');
    const auth = { authorization: `Bearer ${token}` };
    const { predictions } = await getJson(`${api}/predictions?page=0&size=10`, token);
    const news = await getJson(`${api}/articles/page/newsroom?page=0&size=5`);
    const matchId = predictions[0]?.matchId;
    const articleId = news.content[0]?.id;
    if (matchId === undefined || articleId === undefined) throw new Error('no prediction or article to read');

    log(`measuring, ${seconds} s per run, ${CONNECTIONS} connections…`);
    const helloRow = await measure('bare Fastify hello-world', helloUrl);
    const reads = [
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
    const rows = [];
    for (const [name, url, headers] of reads) {
      log(name);
      rows.push(await measure(name, url, headers));
    }
    console.log(
      `\nOne API process on the embedded database, clock running; ${CONNECTIONS} connections, ${seconds} s per run; ` +
        `${cpus().length} cores shared with the load generator.\n`,
    );
    console.log(table(rows, helloRow));
    console.log('\ncluster req/s: filled in by `npm run cluster` runs (not measured by this command yet).');
  } finally {
    await stopProcesses(children);
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
