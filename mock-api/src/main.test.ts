import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-api-main-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
}

/** Runs the real entry point on an ephemeral port and waits for its "listening" log line. */
async function start(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, output: () => output, baseUrl };
}

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  const [code] = await once(started.child, 'exit');
  return code as number | null;
}

test('first start seeds and prints generated passwords once; SIGTERM shuts down cleanly', async () => {
  const first = await start();
  const health = await fetch(`${first.baseUrl}/api/health`);
  assert.equal(health.status, 200);
  const printed = /admin@oddslab\.local password: (\S+)/.exec(first.output());
  assert.ok(printed, 'admin password printed');
  const login = await fetch(`${first.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@oddslab.local', password: printed[1] }),
  });
  assert.equal(login.status, 200);
  const { token } = (await login.json()) as { token: string };
  assert.equal(await stop(first), 0);
  assert.ok(fs.existsSync(path.join(dataDir, 'oddslab.sqlite')));
  assert.ok(fs.existsSync(path.join(dataDir, 'jwt-secret')));

  const second = await start();
  assert.ok(!second.output().includes('password:'), 'nothing printed on later starts');
  // Same data directory → same signing secret: the earlier session is still valid.
  const me = await fetch(`${second.baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(me.status, 200);
  assert.equal(await stop(second), 0);
});

test('bad configuration stops start-up with a clear message', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, PORT: 'abc', JWT_TTL: 'forever', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  assert.equal(code, 1);
  assert.match(stderr, /Invalid configuration/);
  assert.match(stderr, /PORT/);
  assert.match(stderr, /JWT_TTL/);
});
