// Runs the built site on this machine for the browser tests and the web bench: the API on a fresh temporary
// database with known seed passwords, on free ports, stopped again when the run ends.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** A child Node process whose output goes to `logFile`; `exited`/`exit` tell whether and how it stopped. */
export function startNodeProcess({ name, args, env, cwd, logFile }) {
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const entry = { name, child, logFile, exited: false, exit: null };
  child.on('exit', (code, signal) => {
    entry.exited = true;
    entry.exit = signal ?? code;
  });
  return entry;
}

export function tail(file, lines = 40) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Polls `url` until it answers 2xx with a JSON body `ready` accepts; fails early when the process dies. */
export async function waitFor(entry, url, timeoutMs, ready = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry.exited)
      throw new Error(`${entry.name} exited (${entry.exit}) before it was ready:\n${tail(entry.logFile)}`);
    try {
      const response = await fetch(url);
      if (response.ok && ready(await response.json().catch(() => null))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`${entry.name} was not ready at ${url} after ${timeoutMs} ms:\n${tail(entry.logFile)}`);
}

/** SIGTERM, then SIGKILL after 5 s for a process that does not stop. */
export function stopProcesses(entries) {
  return Promise.all(
    entries.map(
      (entry) =>
        new Promise((resolveStop) => {
          if (entry.exited) return resolveStop();
          const timer = setTimeout(() => entry.child.kill('SIGKILL'), 5000);
          entry.child.once('exit', () => {
            clearTimeout(timer);
            resolveStop();
          });
          entry.child.kill('SIGTERM');
        }),
    ),
  );
}

/** Starts the built API on `port` with a fresh database in `workDir` (see waitForApiReplay). */
export function startApiWithFreshData({ root, workDir, port, seedAdminPassword, seedClientPassword, env }) {
  const baseEnv = { ...(env ?? process.env) };
  // Always a fresh embedded database, never a configured PostgreSQL.
  delete baseEnv.DATABASE_URL;
  const api = startNodeProcess({
    name: 'API',
    args: ['mock-api/dist/main.js'],
    cwd: root,
    env: {
      ...baseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'data'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_ADMIN_PASSWORD: seedAdminPassword,
      SEED_CLIENT_PASSWORD: seedClientPassword,
      // Every browser test signs in; the production limit would throttle the run.
      LOGIN_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
    logFile: join(workDir, 'api.log'),
  });
  return { api, apiUrl: `http://127.0.0.1:${port}` };
}

/** Waits until a fresh install has replayed the season so far and its clock runs: pages then have a past to show. */
export async function waitForApiReplay({ api, apiUrl }) {
  await waitFor(api, `${apiUrl}/api/health`, 180_000);
  await waitFor(api, `${apiUrl}/api/as-of`, 420_000, (clock) => clock?.replayId !== null && clock?.paused === false);
}
