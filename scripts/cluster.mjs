#!/usr/bin/env node
// `npm run cluster` after the build: the site as a cluster on one throwaway PostgreSQL — three API replicas, one
// job worker and the shell's server, whose proxy balances /api across the replicas (its upstream list, API_URL with
// several URLs). Ctrl-C stops every process and removes the database.
// PORT (default 3000) is the site; CLUSTER_API_PORT (default 3101) the first replica's port, the others follow;
// CLUSTER_PG_PORT (default 54330) PostgreSQL's. SEED_ADMIN_PASSWORD / SEED_CLIENT_PASSWORD set the seeded accounts'
// passwords as for `npm start` (generated and printed once otherwise). Without SMTP_URL a local mail catcher runs.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeProcess, stopProcesses, waitFor } from './lib/local-site.mjs';
import { mailCatcherProcess, mailCatcherSmtpUrl } from './lib/mail-catcher.mjs';
import { runTogether } from './lib/processes.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = Number(process.env.PORT ?? 3000);
const firstApiPort = Number(process.env.CLUSTER_API_PORT ?? 3101);
const pgPort = process.env.CLUSTER_PG_PORT ?? '54330';
const REPLICAS = 3;

for (const built of ['mock-api/dist/main.js', 'mock-api/dist/worker.js', 'shell/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run the build first (npm run cluster does it for you).`);
    process.exit(1);
  }
}

const postgres = startThrowawayPostgres(pgPort);
const databaseUrl = postgres.databaseUrl;
const workDir = mkdtempSync(join(tmpdir(), 'oddslab-cluster-'));
let cleanedUp = false;
const cleanUp = () => {
  if (cleanedUp) return;
  cleanedUp = true;
  postgres.stop();
  rmSync(workDir, { recursive: true, force: true });
  console.log('cluster stopped: PostgreSQL and its data removed');
};

// Until the processes run together (they handle signals from then on), Ctrl-C still removes the database.
let together = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (together) return;
    cleanUp();
    process.exit(130);
  });
}

const mailCatcher = process.env.SMTP_URL
  ? null
  : { smtpPort: process.env.MAIL_CATCHER_SMTP_PORT ?? '1025', webPort: process.env.MAIL_CATCHER_WEB_PORT ?? '1080' };
const apiPorts = Array.from({ length: REPLICAS }, (_, i) => firstApiPort + i);
// Every process shares the secrets that would otherwise be generated into each one's own data directory.
const shared = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
  SECRETS_KEY: process.env.SECRETS_KEY ?? randomBytes(32).toString('hex'),
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${sitePort}`,
  ...(mailCatcher && { SMTP_URL: mailCatcherSmtpUrl(mailCatcher.smtpPort) }),
};
const apiEnv = (port, index) => ({
  ...shared,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: join(workDir, `api-${index + 1}`),
});

let code = 1;
try {
  // The first replica migrates and seeds alone (once), and its console shows the seeded accounts.
  const setupLog = join(workDir, 'setup.log');
  const setup = startNodeProcess({
    name: 'api-1 (setup)',
    args: ['mock-api/dist/main.js'],
    cwd: root,
    // Only migrations and the seed: the cluster's replicas ingest and start the clock.
    env: { ...apiEnv(apiPorts[0], 0), ENGINE_AUTOSTART: 'false' },
    logFile: setupLog,
  });
  try {
    await waitFor(setup, `http://127.0.0.1:${apiPorts[0]}/api/health`, 120_000);
  } finally {
    await stopProcesses([setup]);
  }
  const seeded = readFileSync(setupLog, 'utf8')
    .split('\n')
    .filter((line) => /seeded|password/.test(line) && !line.startsWith('{'));
  for (const line of seeded) console.log(line);
  console.log(
    `OddsLab cluster: http://localhost:${sitePort} → API replicas on ${apiPorts.join(', ')}, one worker, PostgreSQL on ${pgPort}`,
  );
  together = true;
  code = await runTogether([
    ...(mailCatcher ? [{ ...mailCatcherProcess(mailCatcher), cwd: root }] : []),
    ...apiPorts.map((port, index) => ({
      name: `api-${index + 1}`,
      command: process.execPath,
      args: ['mock-api/dist/main.js'],
      cwd: root,
      env: apiEnv(port, index),
    })),
    {
      name: 'worker',
      command: process.execPath,
      args: ['mock-api/dist/worker.js'],
      cwd: root,
      env: { ...shared, DATA_DIR: join(workDir, 'worker') },
    },
    {
      name: 'web',
      command: process.execPath,
      args: ['shell/server/serve.mjs'],
      cwd: root,
      env: {
        ...process.env,
        PORT: String(sitePort),
        API_URL: apiPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
      },
    },
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  cleanUp();
}
process.exit(code);
