#!/usr/bin/env node
// Entry point of the README's commands. Runs on whatever Node the machine has (20 or newer):
// brings a project-local Node 24 and pnpm where needed, installs the workspace when the lockfile
// changed, then runs the requested workspace script under Node 24.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';
const MIN_NODE_MAJOR = 24;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, '.cache');
const [task, ...taskArgs] = process.argv.slice(2);

if (!task) {
  console.error('usage: node scripts/bootstrap.mjs <workspace-script> [args...]');
  process.exit(2);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

function platformNodePackage() {
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  if (!arch || !os) throw new Error(`No Node ${NODE_VERSION} package for ${process.platform}/${process.arch}`);
  return `node-${os}-${arch}`;
}

function ensureNodeBin() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MIN_NODE_MAJOR) return dirname(process.execPath);
  const pkg = platformNodePackage();
  const prefix = join(cache, `node-${NODE_VERSION}`);
  const bin = join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(join(bin, 'node'))) {
    console.log(
      `Node ${process.versions.node} is older than ${MIN_NODE_MAJOR}: installing a project-local Node ${NODE_VERSION}…`,
    );
    mkdirSync(prefix, { recursive: true });
    mustRun('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${pkg}@${NODE_VERSION}`,
    ]);
  }
  return bin;
}

function ensurePnpm(env) {
  const prefix = join(cache, `pnpm-${PNPM_VERSION}`);
  const entry = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');
  if (!existsSync(entry)) {
    console.log(`Installing a project-local pnpm ${PNPM_VERSION}…`);
    mkdirSync(prefix, { recursive: true });
    mustRun(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `pnpm@${PNPM_VERSION}`,
      ],
      { env },
    );
  }
  // A tiny shim so workspace scripts can call `pnpm` themselves.
  const shimDir = join(cache, 'bin');
  const shim = join(shimDir, 'pnpm');
  const shimText = `#!/bin/sh\nexec node "${entry}" "$@"\n`;
  if (!existsSync(shim) || readFileSync(shim, 'utf8') !== shimText) {
    mkdirSync(shimDir, { recursive: true });
    writeFileSync(shim, shimText, { mode: 0o755 });
  }
  return shimDir;
}

function installIsCurrent() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (!existsSync(marker) || !existsSync(lock)) return false;
  const installedAt = statSync(marker).mtimeMs;
  const inputs = [lock, join(root, 'pnpm-workspace.yaml')];
  return inputs.every((file) => statSync(file).mtimeMs <= installedAt);
}

const nodeBin = ensureNodeBin();
const env = {
  ...process.env,
  PATH: `${nodeBin}:${process.env.PATH}`,
  // Native addons compile against the Node that runs them, never against downloaded headers.
  npm_config_nodedir: dirname(nodeBin),
};
const pnpmBin = ensurePnpm(env);
env.PATH = `${pnpmBin}:${env.PATH}`;

if (!installIsCurrent()) {
  console.log('Installing workspace dependencies…');
  mustRun('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { env });
}

// The task must not outlive a stop sent to this process alone (a process manager's SIGTERM or SIGHUP), or
// `npm start` and `npm run cluster` would leave their servers and database running. pnpm stops its script on a
// SIGINT to its process group (a terminal's Ctrl-C) and on nothing else, so the task runs in a group of its own and
// every stop of this process reaches that group as one SIGINT. Exits with the task's code.
const taskProcess = spawn('pnpm', ['run', `task:${task}`, ...taskArgs], {
  stdio: 'inherit',
  cwd: root,
  env,
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (taskProcess.exitCode === null && taskProcess.pid) process.kill(-taskProcess.pid, 'SIGINT');
  });
}
taskProcess.on('error', (error) => {
  console.error(`pnpm could not start: ${error.message}`);
  process.exit(1);
});
taskProcess.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
