// Which build of each remote is live and what a page needs from it: the one place that answers "where do the remotes
// live" for /remotes.json, for the locations written into every page and for the preload hints. A release registry
// can back it later without touching anything else.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { remotes } = createRequire(import.meta.url)(join(repoRoot, 'tooling', 'webpack', 'remotes.cjs'));

/** Each remote's workspace folder, published version and where its build lives. */
export function describeRemotes(root = repoRoot) {
  return remotes.map((remote) => {
    const { version } = JSON.parse(readFileSync(join(root, remote.dir, 'package.json'), 'utf8'));
    return {
      ...remote,
      version,
      distDir: join(root, remote.dir, 'dist'),
      basePath: `/remotes/${remote.dir}/${version}/`,
    };
  });
}

/** Every remote's manifest at its versioned path on this server. */
export function defaultRemoteManifests(described) {
  return Object.fromEntries(described.map((remote) => [remote.name, `${remote.basePath}mf-manifest.json`]));
}

export function readRemotesJsonFile(file) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold an object mapping remote names to manifest URLs`);
  }
  return parsed;
}

/** What a page preloads for a remote that is elsewhere, unreadable, or not on its route. */
export const noRemoteAssets = Object.freeze({ manifest: null, scripts: [], sharedKeys: [] });

/** Parsed JSON files, re-read only when they change on disk (a release replaces a manifest in place). */
function jsonFileCache() {
  const cache = new Map();
  return (file) => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.value;
    let value = null;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // A half-written manifest gives no hints this time; the browser still loads the remote itself.
    }
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/**
 * @param {{ root: string, remotesJsonFile?: string, releasesDir?: string }} options
 */
export function createLiveRemotes({ root, remotesJsonFile, releasesDir }) {
  const described = describeRemotes(root);
  const readJson = jsonFileCache();

  /**
   * Manifest location of each live remote. REMOTES_JSON entries replace the defaults remote by remote (release one
   * remote by adding one line); the file is read on each call, so pointing at a new release needs no restart.
   * Throws when the file cannot be used: falling back to the defaults silently would undo a release.
   */
  function locations() {
    return { ...defaultRemoteManifests(described), ...(remotesJsonFile ? readRemotesJsonFile(remotesJsonFile) : {}) };
  }

  /** The file behind a manifest location served by this server, or null for a location elsewhere. */
  function manifestFile(location) {
    if (!location.startsWith('/remotes/')) return null;
    const local = described.find((remote) => location.startsWith(remote.basePath));
    if (local) return join(local.distDir, location.slice(local.basePath.length));
    return releasesDir ? join(resolve(releasesDir), location.slice('/remotes/'.length)) : null;
  }

  /**
   * What loading `moduleId` (e.g. `mfe_public/Home`) fetches from the live build: its manifest, its remoteEntry.js
   * and the chunks of the exposed module itself (not its lazy parts), and which shared modules that module uses
   * (chunk-plan.json beside the manifest). Empty when the build is not on this server or its manifest is unreadable.
   * @returns {{ manifest: string | null, scripts: string[], sharedKeys: string[] }}
   */
  function assetsFor(moduleId, liveLocations) {
    const slash = moduleId.indexOf('/');
    const exposedName = moduleId.slice(slash + 1);
    const location = liveLocations[moduleId.slice(0, slash)];
    const file = typeof location === 'string' ? manifestFile(location) : null;
    const manifest = file ? readJson(file) : null;
    if (!manifest?.metaData?.remoteEntry) return noRemoteAssets;
    const base = location.slice(0, location.lastIndexOf('/') + 1);
    const { remoteEntry } = manifest.metaData;
    const exposed = (manifest.exposes ?? []).find((expose) => expose.name === exposedName);
    return {
      manifest: location,
      scripts: [
        `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
        ...(exposed?.assets?.js?.sync ?? []).map((asset) => `${base}${asset}`),
      ],
      sharedKeys: readJson(join(dirname(file), 'chunk-plan.json'))?.exposes?.[exposedName] ?? [],
    };
  }

  return { described, locations, assetsFor };
}
