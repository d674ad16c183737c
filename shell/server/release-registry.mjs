// The release registry: every published build of a remote is a folder `<releases>/<remote dir>/<version>/` holding
// the built files and the release.json the build wrote (tooling/webpack/create-config.cjs). Which release is live is
// `<releases>/<remote dir>/live.json`, replaced atomically, so a server reading it never sees half a release. Used by
// the shell server (what to serve, /releases.json) and by `npm run release` / `npm run rollback`.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

/** The registry the site server reads and `npm run release` writes when RELEASES_DIR names no other. */
export const defaultReleasesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '.releases');

export const releaseInfoFile = 'release.json';
const livePointerFile = 'live.json';
/** Where `npm run release` builds before publishing; never served (not a version folder). */
export const stagingFolder = '.staging';

/**
 * A build's `singletonExports`: per tree-shaken shared singleton, the export names a shell provides or a remote uses
 * (tooling/webpack/shared-surface.cjs). Null when absent or malformed: a build from before they were recorded.
 * @returns {Record<string, string[]> | null}
 */
export function parseSingletonExports(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.every(([, names]) => Array.isArray(names) && names.every((name) => typeof name === 'string'));
  return valid ? Object.fromEntries(entries) : null;
}

/**
 * A remote build's `routes`: per exposed module that draws several pages below the shell's mount, their paths
 * relative to it ('' the index, `:param` one segment). Null when absent or malformed: a build from before releases
 * carried them, whose pages the server cannot tell from unknown addresses.
 * @returns {Record<string, string[]> | null}
 */
export function parseRoutes(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.every(([, paths]) => Array.isArray(paths) && paths.every((path) => typeof path === 'string'));
  return valid ? Object.fromEntries(entries) : null;
}

/**
 * Parses a release.json body; null when it does not describe a release (missing fields, bad version or range), so
 * a damaged folder is skipped rather than served.
 * @returns {{ remote: string, dir: string, version: string, commit: string | null, builtAt: string,
 *   sharedRange: string, singletons: Record<string, string>, singletonExports: Record<string, string[]> | null,
 *   routes: Record<string, string[]> | null } | null}
 */
export function parseReleaseInfo(body) {
  if (typeof body !== 'object' || body === null) return null;
  const { remote, dir, version, commit, builtAt, sharedRange, singletons, singletonExports, routes } = body;
  if (typeof remote !== 'string' || typeof dir !== 'string') return null;
  if (typeof version !== 'string' || semver.valid(version) !== version) return null;
  if (typeof sharedRange !== 'string' || semver.validRange(sharedRange) === null) return null;
  if (typeof builtAt !== 'string' || Number.isNaN(Date.parse(builtAt))) return null;
  return {
    remote,
    dir,
    version,
    commit: typeof commit === 'string' ? commit : null,
    builtAt,
    sharedRange,
    singletons: typeof singletons === 'object' && singletons !== null ? singletons : {},
    singletonExports: parseSingletonExports(singletonExports),
    routes: parseRoutes(routes),
  };
}

function readJsonFile(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The release built into `folder`, or null when the folder holds no complete release. */
export function readRelease(folder) {
  if (!existsSync(join(folder, 'mf-manifest.json'))) return null;
  return parseReleaseInfo(readJsonFile(join(folder, releaseInfoFile)));
}

/**
 * What a shell build offers the remotes: its version of @oddslab/shared and, for the shared singletons it
 * tree-shakes, the export names it provides (null: it shares them whole).
 * @typedef {{ sharedVersion: string, singletonExports: Record<string, string[]> | null }} ShellOffer
 */

/**
 * The exports of the tree-shaken singletons a remote uses that the shell does not provide, as "react-router-dom's
 * useMatches" phrases; null when nothing is missing. A remote that does not say what it uses (built before releases
 * recorded it) could need anything, so it needs whatever the shell left out.
 * @param {Record<string, string[]> | null} uses
 * @param {Record<string, string[]> | null} provided
 * @returns {string[] | null}
 */
export function missingSingletonExports(uses, provided) {
  if (!provided) return null;
  if (!uses) return Object.keys(provided).map((key) => `all of ${key}`);
  const missing = Object.entries(provided).flatMap(([key, names]) =>
    (uses[key] ?? [])
      .filter((name) => !names.includes(name))
      .map((name) => (name === '*' ? `all of ${key}` : `${key}'s ${name}`)),
  );
  return missing.length > 0 ? missing : null;
}

/** Why a release cannot run beside the shell, or null when it can. @param {ShellOffer} shell */
export function incompatibilityOf(release, shell) {
  if (!semver.satisfies(shell.sharedVersion, release.sharedRange)) {
    return `${release.remote} ${release.version} needs @oddslab/shared ${release.sharedRange}, but the shell provides ${shell.sharedVersion}`;
  }
  const missing = missingSingletonExports(release.singletonExports, shell.singletonExports);
  if (!missing) return null;
  const listed =
    missing.length > 3 ? `${missing.slice(0, 3).join(', ')} and ${missing.length - 3} more` : missing.join(', ');
  return `${release.remote} ${release.version} uses ${listed}, which the shell does not provide`;
}

/** The published releases of one remote in the registry, newest first. */
export function registryReleases(releasesDir, remoteDir) {
  const folder = join(releasesDir, remoteDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && semver.valid(entry.name) === entry.name)
    .flatMap((entry) => {
      const release = readRelease(join(folder, entry.name));
      return release && release.version === entry.name ? [{ ...release, folder: join(folder, entry.name) }] : [];
    })
    .sort((a, b) => semver.rcompare(a.version, b.version));
}

/** The version the live pointer names, or null when none was ever set (the shell's own build is live). */
export function readLivePointer(releasesDir, remoteDir) {
  const body = readJsonFile(join(releasesDir, remoteDir, livePointerFile));
  const version = body?.version;
  return typeof version === 'string' && semver.valid(version) === version ? version : null;
}

/** Points `remoteDir` at `version`: written beside the pointer, then renamed over it (atomic on one file system). */
export function writeLivePointer(releasesDir, remoteDir, version, now = new Date()) {
  const folder = join(releasesDir, remoteDir);
  mkdirSync(folder, { recursive: true });
  const pending = join(folder, `.${livePointerFile}.${process.pid}.${Date.now()}`);
  writeFileSync(pending, `${JSON.stringify({ version, since: now.toISOString() }, null, 2)}\n`);
  renameSync(pending, join(folder, livePointerFile));
}

/**
 * Which release of a remote is live: the one the pointer names (or, without a pointer, `defaultVersion`), unless the
 * shell cannot run it, in which case the newest compatible release is live and `notice` says why.
 * @param {{ releases: { version: string, remote: string, sharedRange: string,
 *   singletonExports: Record<string, string[]> | null }[], pointer: string | null, defaultVersion: string | null,
 *   shell: ShellOffer }} options releases newest first
 */
export function chooseLive({ releases, pointer, defaultVersion, shell }) {
  const wanted = pointer ?? defaultVersion;
  const requested = releases.find((release) => release.version === wanted) ?? null;
  if (requested && !incompatibilityOf(requested, shell)) return { live: requested, notice: null };
  const fallback = releases.find((release) => !incompatibilityOf(release, shell)) ?? null;
  const reason = requested
    ? incompatibilityOf(requested, shell)
    : wanted
      ? `${releases[0]?.remote ?? 'This remote'} ${wanted} is not published`
      : null;
  if (!reason) return { live: fallback, notice: null };
  const instead = fallback ? `${fallback.version} is live instead` : 'no compatible release is available';
  return { live: fallback, notice: `${reason}: ${instead}.` };
}

/**
 * Publishes a release built into `stagingDir`: refused (nothing published) when the build is incomplete, the version
 * exists, or the shell cannot run it; otherwise the folder is renamed into the registry and becomes live.
 * @returns {{ release: object, previous: string | null }}
 */
export function publishRelease({ releasesDir, remoteDir, stagingDir, shell, existingVersions, now }) {
  const release = readRelease(stagingDir);
  if (!release) throw new Error(`${stagingDir} holds no complete build (mf-manifest.json and release.json)`);
  if (release.dir !== remoteDir) throw new Error(`The build in ${stagingDir} is ${release.dir}, not ${remoteDir}`);
  if (existingVersions.includes(release.version)) {
    throw new Error(`${release.remote} ${release.version} is already published; a release is never replaced`);
  }
  const incompatibility = incompatibilityOf(release, shell);
  if (incompatibility) throw new Error(`Refused: ${incompatibility}. Nothing was published.`);
  const previous = readLivePointer(releasesDir, remoteDir);
  const destination = join(releasesDir, remoteDir, release.version);
  mkdirSync(join(releasesDir, remoteDir), { recursive: true });
  renameSync(stagingDir, destination);
  writeLivePointer(releasesDir, remoteDir, release.version, now);
  return { release: { ...release, folder: destination }, previous };
}

/** Removes a staging folder left by a failed release, and the staging area once nothing else is building in it. */
export function discardStaging(stagingDir) {
  rmSync(stagingDir, { recursive: true, force: true });
  const area = dirname(stagingDir);
  if (existsSync(area) && readdirSync(area).length === 0) rmSync(area, { recursive: true, force: true });
}
