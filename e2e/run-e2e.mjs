#!/usr/bin/env node
// Browser tests against the production build: makes sure Chromium and the builds exist, starts a mail catcher, the
// API (fresh temporary database, known seed passwords, mail to the catcher) and the shell server on free ports,
// runs Playwright, stops them all.
// Extra arguments go to `playwright test` (e.g. `node run-e2e.mjs tests/shell-guards.spec.ts`).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  startApiWithFreshData,
  startNodeProcess,
  stopProcesses,
  tail,
  waitFor,
  waitForApiReplay,
} from '../scripts/lib/local-site.mjs';
import { mailCatcherProcess, mailCatcherSmtpUrl } from '../scripts/lib/mail-catcher.mjs';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const root = join(e2eDir, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const seedAdminPassword = process.env.SEED_ADMIN_PASSWORD ?? 'E2e-Admin-Passw0rd!';
const seedClientPassword = process.env.SEED_CLIENT_PASSWORD ?? 'E2e-Client-Passw0rd!';

function log(message) {
  console.log(`[e2e] ${message}`);
}

function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`[e2e] ${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
    process.exit(result.status || 1);
  }
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `[e2e] ${chromium} is missing. Install Debian's chromium package (apt-get install -y chromium) as root.`,
    );
    process.exit(1);
  }
  log('Chromium is missing: installing the Debian package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runOrExit('apt-get', ['update'], { env });
  runOrExit('apt-get', ['install', '-y', 'chromium'], { env });
}

/** Newest modification time of the files under `paths` (folders are walked; node_modules and dist skipped). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      visit(join(path, entry));
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

function isStale(output, inputs) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(inputs);
}

const frontendApps = [
  { filter: '@oddslab/shell', dir: 'shell', output: 'shell/dist/index.html' },
  { filter: '@oddslab/mfe-public', dir: 'mfe-public', output: 'mfe-public/dist/mf-manifest.json' },
  { filter: '@oddslab/mfe-articles', dir: 'mfe-articles', output: 'mfe-articles/dist/mf-manifest.json' },
  { filter: '@oddslab/mfe-client', dir: 'mfe-client', output: 'mfe-client/dist/mf-manifest.json' },
  { filter: '@oddslab/mfe-admin', dir: 'mfe-admin', output: 'mfe-admin/dist/mf-manifest.json' },
];

const buildLock = join(root, 'node_modules', '.cache', 'oddslab-e2e-build.lock');

function lockOwnerAlive() {
  try {
    process.kill(Number(readFileSync(join(buildLock, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** One build at a time when several runs start together (each build empties the dist folders first). */
async function withBuildLock(build) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(buildLock, { recursive: false });
      writeFileSync(join(buildLock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') {
        mkdirSync(dirname(buildLock), { recursive: true });
        continue;
      }
      if (!lockOwnerAlive()) {
        rmSync(buildLock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Another run has held ${buildLock} for 15 minutes`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
    }
  }
  try {
    build();
  } finally {
    rmSync(buildLock, { recursive: true, force: true });
  }
}

function ensureBuilds() {
  const sharedInputs = [join(root, 'shared', 'src'), join(root, 'tooling', 'webpack'), join(root, 'pnpm-lock.yaml')];
  const stale = frontendApps.filter((app) =>
    isStale(join(root, app.output), [
      join(root, app.dir, 'src'),
      join(root, app.dir, 'public'),
      join(root, app.dir, 'webpack.config.cjs'),
      join(root, app.dir, 'package.json'),
      ...sharedInputs,
    ]),
  );
  const apiStale = isStale(join(root, 'mock-api', 'dist', 'main.js'), [
    join(root, 'mock-api', 'src'),
    join(root, 'mock-api', 'scripts'),
    join(root, 'shared', 'src', 'contract'),
  ]);
  const filters = [...(apiStale ? ['@oddslab/api'] : []), ...stale.map((app) => app.filter)];
  if (filters.length === 0) {
    log('Builds are up to date.');
    return;
  }
  log(`Building ${filters.join(', ')}…`);
  runOrExit('pnpm', [...filters.flatMap((filter) => ['--filter', filter]), 'run', 'build']);
}

const children = [];

function start(name, args, env, logFile) {
  const entry = startNodeProcess({ name, args, env, cwd: root, logFile });
  children.push(entry);
  return entry;
}

async function main() {
  ensureChromium();
  if (process.env.E2E_SKIP_BUILD !== '1') await withBuildLock(ensureBuilds);

  const workDir = mkdtempSync(join(tmpdir(), 'oddslab-e2e-'));
  const [apiPort, webPort, smtpPort, mailWebPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const mailUrl = `http://127.0.0.1:${mailWebPort}`;
  const baseEnv = { ...process.env };
  // The browser tests always run on a fresh embedded database, never on a configured PostgreSQL.
  delete baseEnv.DATABASE_URL;

  let exitCode = 1;
  const onSignal = async (signal) => {
    log(`${signal}: stopping servers`);
    await stopProcesses(children);
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    // Tests read the site's mail (verification and reset links) from the catcher's REST API.
    const mail = start(
      'mail catcher',
      mailCatcherProcess({ smtpPort, webPort: mailWebPort }).args,
      baseEnv,
      join(workDir, 'mail.log'),
    );
    await waitFor(mail, `${mailUrl}/email`, 60_000);

    const started = startApiWithFreshData({
      root,
      workDir,
      port: apiPort,
      seedAdminPassword,
      seedClientPassword,
      env: { ...baseEnv, SMTP_URL: mailCatcherSmtpUrl(smtpPort), PUBLIC_BASE_URL: baseUrl },
    });
    children.push(started.api);
    await waitForApiReplay(started);
    log(`API ready at ${apiUrl}`);

    const web = start(
      'shell server',
      ['shell/server/serve.mjs'],
      { ...baseEnv, PORT: String(webPort), HOST: '127.0.0.1', API_URL: apiUrl, LOG_LEVEL: 'warn' },
      join(workDir, 'web.log'),
    );
    await waitFor(web, `${baseUrl}/remotes.json`, 30_000);
    log(`Site ready at ${baseUrl}`);

    const playwright = spawn(
      join(e2eDir, 'node_modules', '.bin', 'playwright'),
      ['test', '--config', join(e2eDir, 'playwright.config.ts'), ...process.argv.slice(2)],
      {
        cwd: e2eDir,
        stdio: 'inherit',
        env: {
          ...baseEnv,
          E2E_BASE_URL: baseUrl,
          E2E_MAIL_URL: mailUrl,
          E2E_API_URL: apiUrl,
          E2E_ROOT: root,
          SEED_ADMIN_PASSWORD: seedAdminPassword,
          SEED_CLIENT_PASSWORD: seedClientPassword,
          CHROMIUM_PATH: chromium,
        },
      },
    );
    exitCode = await new Promise((resolveRun) => playwright.on('exit', (code) => resolveRun(code ?? 1)));
    for (const entry of children) {
      if (entry.exited) {
        console.error(`[e2e] ${entry.name} died during the run (${entry.exit}):\n${tail(entry.logFile)}`);
        exitCode = exitCode || 1;
      }
    }
  } catch (error) {
    console.error(`[e2e] ${error.message}`);
  } finally {
    await stopProcesses(children);
    rmSync(workDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main();
