// Which release of each remote is live and what a page needs from it: the one place that answers "where do the
// remotes live" for /remotes.json, /releases.json, the locations written into every page and the preload hints.
// A remote's releases are the build in its workspace folder (shipped with the shell) and those published to the
// release registry (release-registry.mjs); the registry's live pointer, checked against the shared version the shell
// provides, picks one, and REMOTES_JSON can still point a remote elsewhere (a CDN).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import {
  chooseLive,
  incompatibilityOf,
  parseRoutes,
  parseSingletonExports,
  readLivePointer,
  readRelease,
  registryReleases,
} from './release-registry.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { remotes } = createRequire(import.meta.url)(join(repoRoot, 'tooling', 'webpack', 'remotes.cjs'));

/** Each remote's workspace folder, package version and where its workspace build lives and is served. */
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

export function readRemotesJsonFile(file) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold an object mapping remote names to manifest URLs`);
  }
  return parsed;
}

/** What a page preloads (and pre-renders) for a remote that is elsewhere, unreadable, or not on its route. */
export const noRemoteAssets = Object.freeze({
  manifest: null,
  scripts: [],
  sharedKeys: [],
  prerendered: null,
  prerenderedBelow: {},
  routes: null,
  requestRender: null,
});

/** A page's entry of a build's prerender.json, or null when it is missing or malformed. */
function prerenderedPage(value) {
  if (typeof value !== 'object' || value === null) return null;
  const { html, styles } = value;
  return typeof html === 'string' && typeof styles === 'string' ? { html, styles } : null;
}

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

/** The shell build being served: release.json beside its index.html, or (an older build) the workspace's versions. */
function readShellBuild(shellDist, root) {
  try {
    const info = JSON.parse(readFileSync(join(shellDist, 'release.json'), 'utf8'));
    if (semver.valid(info.sharedVersion)) {
      return {
        version: info.version,
        commit: info.commit ?? null,
        builtAt: info.builtAt ?? null,
        sharedVersion: info.sharedVersion,
        singletonExports: parseSingletonExports(info.singletonExports),
      };
    }
  } catch {
    // Fall through to the workspace's own versions.
  }
  const version = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).version;
  return {
    version: version('shell'),
    commit: null,
    builtAt: null,
    sharedVersion: version('shared'),
    singletonExports: null,
  };
}

/**
 * @param {{ root: string, shellDist?: string, remotesJsonFile?: string, releasesDir?: string }} options
 */
export function createLiveRemotes({ root, shellDist = join(root, 'shell', 'dist'), remotesJsonFile, releasesDir }) {
  const described = describeRemotes(root);
  const readJson = jsonFileCache();

  const manifestOf = (remoteDir, version) => `/remotes/${remoteDir}/${version}/mf-manifest.json`;

  /**
   * Every remote's releases (newest first, each with whether this shell can run it), the live one and why it is not
   * the one the pointer names, if so. Read from disk on each call: a release or rollback needs no restart.
   */
  function catalog() {
    const shell = readShellBuild(shellDist, root);
    const entries = described.map((remote) => {
      const built = readRelease(remote.distDir);
      const workspace = built && built.version === remote.version ? built : null;
      const published = releasesDir
        ? registryReleases(releasesDir, remote.dir).filter((release) => release.version !== workspace?.version)
        : [];
      const releases = [...(workspace ? [workspace] : []), ...published]
        .sort((a, b) => semver.rcompare(a.version, b.version))
        .map(({ folder: _folder, ...release }) => {
          const incompatibility = incompatibilityOf(release, shell);
          return {
            ...release,
            manifest: manifestOf(remote.dir, release.version),
            compatible: !incompatibility,
            incompatibility,
          };
        });
      const { live, notice } = chooseLive({
        releases,
        pointer: releasesDir ? readLivePointer(releasesDir, remote.dir) : null,
        defaultVersion: workspace?.version ?? null,
        shell,
      });
      return [remote.name, { dir: remote.dir, live: live?.version ?? null, notice, releases }];
    });
    return { shell, remotes: Object.fromEntries(entries) };
  }

  /**
   * Manifest location of each live remote. REMOTES_JSON entries replace the registry's choice remote by remote (a
   * remote hosted on a CDN); the file is read on each call. Throws when the file cannot be used: falling back
   * silently would undo a deployment.
   */
  function locations(current = catalog()) {
    const live = Object.entries(current.remotes).flatMap(([name, entry]) =>
      entry.live ? [[name, manifestOf(entry.dir, entry.live)]] : [],
    );
    return { ...Object.fromEntries(live), ...(remotesJsonFile ? readRemotesJsonFile(remotesJsonFile) : {}) };
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
   * (chunk-plan.json beside the manifest); and the page's first paint, when the build pre-rendered it
   * (prerender.json), and for a module drawing several pages below its mount, their first paints by page below it
   * ('' its index; `prerendered` is then every other page's); the pages the module draws below its mount (release.json `routes`, null when the build
   * does not list them); and the file of its request-time renderer when it has one (request-render.cjs, see
   * request-render.mjs). Empty when the build is not on this server or its manifest is unreadable.
   * @returns {{ manifest: string | null, scripts: string[], sharedKeys: string[],
   *   prerendered: { html: string, styles: string } | null,
   *   prerenderedBelow: Record<string, { html: string, styles: string }>, routes: string[] | null, requestRender: string | null }}
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
    const prerendered = readJson(join(dirname(file), 'prerender.json'));
    return {
      manifest: location,
      scripts: [
        `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
        ...(exposed?.assets?.js?.sync ?? []).map((asset) => `${base}${asset}`),
      ],
      sharedKeys: readJson(join(dirname(file), 'chunk-plan.json'))?.exposes?.[exposedName] ?? [],
      prerendered: prerenderedPage(prerendered?.[exposedName]),
      prerenderedBelow: Object.fromEntries(
        Object.entries(prerendered ?? {}).flatMap(([name, value]) => {
          const page = name.startsWith(`${exposedName}/`) ? prerenderedPage(value) : null;
          return page ? [[name.slice(exposedName.length + 1), page]] : [];
        }),
      ),
      routes: parseRoutes(readJson(join(dirname(file), 'release.json'))?.routes)?.[exposedName] ?? null,
      requestRender: existsSync(join(dirname(file), 'request-render.cjs'))
        ? join(dirname(file), 'request-render.cjs')
        : null,
    };
  }

  return { described, catalog, locations, assetsFor };
}
