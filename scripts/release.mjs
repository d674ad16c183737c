#!/usr/bin/env node
// `npm run release -- <remote> [--version x.y.z]`: runs the remote's unit tests, builds only that remote into a
// staging folder, checks the shell can run it and publishes it to the release registry as the live release.
// `npm run rollback -- <remote> [--to x.y.z]`: makes the previous (or the named) published release live again.
// Neither touches the shell. RELEASES_DIR names the registry (default: the one the site server reads).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The registry module and its semver come from the shell package, which owns the server that serves releases.
const shellRequire = createRequire(join(root, 'shell', 'package.json'));
const semver = shellRequire('semver');
const registry = await import(join(root, 'shell', 'server', 'release-registry.mjs'));
const { createLiveRemotes } = await import(join(root, 'shell', 'server', 'live-remotes.mjs'));
const { remotes } = createRequire(import.meta.url)(join(root, 'tooling', 'webpack', 'remotes.cjs'));

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

class UsageError extends Error {}

function findRemote(name) {
  const remote = remotes.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!remote) {
    throw new UsageError(`Unknown remote "${name ?? ''}": expected one of ${remotes.map((r) => r.dir).join(', ')}`);
  }
  return remote;
}

/** The remote's releases as the site server sees them: newest first, whether the shell can run each, the live one. */
function releasesOf(releasesDir, remote) {
  const { shell, remotes: entries } = createLiveRemotes({ root, releasesDir }).catalog();
  return { shell, ...entries[remote.name] };
}

function run(label, command, args, env = process.env) {
  console.log(`\n→ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${label} failed: nothing was published.`);
}

function describe(release) {
  return `${release.remote} ${release.version} (commit ${release.commit ?? 'unknown'}, built ${release.builtAt})`;
}

function release(releasesDir, remote, requestedVersion) {
  const { releases: existing, live: previous, shell } = releasesOf(releasesDir, remote);
  const packageVersion = readJson(join(root, remote.dir, 'package.json')).version;
  const newest = existing[0]?.version ?? packageVersion;
  const version = requestedVersion ?? semver.inc(newest, 'patch');
  if (semver.valid(version) !== version)
    throw new UsageError(`--version must be a version such as 1.4.2, got "${version}"`);
  if (existing.some((r) => r.version === version)) {
    throw new UsageError(`${remote.name} ${version} is already published; a release is never replaced.`);
  }
  const stagingDir = join(releasesDir, registry.stagingFolder, `${remote.dir}-${version}-${process.pid}`);
  mkdirSync(dirname(stagingDir), { recursive: true });
  try {
    run(`unit tests of ${remote.dir}`, 'pnpm', ['exec', 'jest', `${remote.dir}/`]);
    run(
      `build of ${remote.dir} ${version}`,
      'pnpm',
      ['--filter', `@oddslab/${remote.dir}`, 'exec', 'webpack', '--mode', 'production', '--output-path', stagingDir],
      { ...process.env, ODDSLAB_RELEASE_VERSION: version },
    );
    const published = registry.publishRelease({
      releasesDir,
      remoteDir: remote.dir,
      stagingDir,
      shell,
      existingVersions: existing.map((r) => r.version),
    });
    console.log(`\n✔ Live: ${describe(published.release)}${previous ? `, replacing ${previous}` : ''}.`);
  } finally {
    registry.discardStaging(stagingDir);
  }
}

function rollback(releasesDir, remote, target) {
  const { releases, live: current } = releasesOf(releasesDir, remote);
  let chosen;
  if (target) {
    chosen = releases.find((r) => r.version === target);
    if (!chosen) throw new UsageError(`${remote.name} ${target} is not published.`);
    if (!chosen.compatible) throw new UsageError(`Refused: ${chosen.incompatibility}.`);
  } else {
    chosen = releases.find((r) => r.compatible && (current === null || semver.lt(r.version, current)));
    if (!chosen) throw new UsageError(`${remote.name} has no release older than ${current} to roll back to.`);
  }
  registry.writeLivePointer(releasesDir, remote.dir, chosen.version);
  console.log(`✔ Live: ${describe(chosen)}${current ? `, replacing ${current}` : ''}.`);
}

function main() {
  const [command, ...rest] = process.argv.slice(2);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { version: { type: 'string' }, to: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  const remote = findRemote(positionals[0]);
  const releasesDir = process.env.RELEASES_DIR || registry.defaultReleasesDir;
  mkdirSync(releasesDir, { recursive: true });
  if (command === 'release') release(releasesDir, remote, values.version);
  else if (command === 'rollback') rollback(releasesDir, remote, values.to);
  else throw new UsageError(`Unknown command "${command}": release or rollback`);
}

try {
  main();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}
