import { isManifestLocation, isRemoteName } from '../remotes/remote-names';

const releasesUrl = '/releases.json';

/** The shell build that served this page. */
export interface ShellBuild {
  version: string;
  commit: string | null;
  /** ISO 8601 instant; null for a build that did not record it. */
  builtAt: string | null;
  /** The @oddslab/shared version the shell provides to every remote. */
  sharedVersion: string;
}

/** One published build of a remote. */
export interface RemoteRelease {
  version: string;
  /** Where its mf-manifest.json is: what an override stores. */
  manifest: string;
  commit: string | null;
  builtAt: string;
  /** The @oddslab/shared versions it was built for, e.g. `^1.0.0`. */
  sharedRange: string;
  /** Whether the shell's @oddslab/shared satisfies sharedRange. */
  compatible: boolean;
  /** Why it cannot run with this shell, when it is not compatible. */
  incompatibility: string | null;
}

export interface RemoteReleases {
  /** The version every visitor gets; null when no release is compatible. */
  live: string | null;
  /** Why the live version is not the newest release, for example. */
  notice: string | null;
  /** Newest first. */
  releases: RemoteRelease[];
}

/** The body of GET /releases.json. */
export interface ReleaseRegistry {
  shell: ShellBuild;
  /** Only the remotes the shell knows; others in the body are ignored. */
  remotes: Partial<Record<OddsLabRemoteName, RemoteReleases>>;
}

/** /releases.json could not be fetched or does not describe the releases; the message says which part. */
export class ReleaseRegistryError extends Error {
  override name = 'ReleaseRegistryError';
}

type Fields = Record<string, unknown>;

function invalid(path: string, expected: string): ReleaseRegistryError {
  return new ReleaseRegistryError(`${releasesUrl} is not usable: ${path} must be ${expected}.`);
}

function object(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(path, 'an object');
  return value as Fields;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(path, 'a non-empty string');
  return value;
}

function textOrNull(value: unknown, path: string): string | null {
  return value === null ? null : text(value, path);
}

function parseShell(value: unknown): ShellBuild {
  const fields = object(value, 'shell');
  return {
    version: text(fields.version, 'shell.version'),
    commit: textOrNull(fields.commit, 'shell.commit'),
    builtAt: textOrNull(fields.builtAt, 'shell.builtAt'),
    sharedVersion: text(fields.sharedVersion, 'shell.sharedVersion'),
  };
}

function parseRelease(value: unknown, path: string): RemoteRelease {
  const fields = object(value, path);
  const manifest = text(fields.manifest, `${path}.manifest`);
  if (!isManifestLocation(manifest)) throw invalid(`${path}.manifest`, 'an http(s) URL or a site path');
  if (typeof fields.compatible !== 'boolean') throw invalid(`${path}.compatible`, 'true or false');
  return {
    version: text(fields.version, `${path}.version`),
    manifest,
    commit: textOrNull(fields.commit, `${path}.commit`),
    builtAt: text(fields.builtAt, `${path}.builtAt`),
    sharedRange: text(fields.sharedRange, `${path}.sharedRange`),
    compatible: fields.compatible,
    incompatibility: textOrNull(fields.incompatibility, `${path}.incompatibility`),
  };
}

function parseRemote(value: unknown, path: string): RemoteReleases {
  const fields = object(value, path);
  if (!Array.isArray(fields.releases)) throw invalid(`${path}.releases`, 'an array');
  return {
    live: textOrNull(fields.live, `${path}.live`),
    notice: textOrNull(fields.notice, `${path}.notice`),
    releases: fields.releases.map((release, index) => parseRelease(release, `${path}.releases[${index}]`)),
  };
}

/** Checks the parsed body of /releases.json; anything that does not match throws a ReleaseRegistryError. */
export function parseReleaseRegistry(body: unknown): ReleaseRegistry {
  const fields = object(body, 'the body');
  const shell = parseShell(fields.shell);
  const remotes: ReleaseRegistry['remotes'] = {};
  for (const [name, value] of Object.entries(object(fields.remotes, 'remotes'))) {
    if (isRemoteName(name)) remotes[name] = parseRemote(value, `remotes.${name}`);
  }
  return { shell, remotes };
}

/** Fetches the release registry; every failure becomes a ReleaseRegistryError with a message a person can act on. */
export async function fetchReleaseRegistry(signal?: AbortSignal): Promise<ReleaseRegistry> {
  let response: Response;
  try {
    response = await fetch(releasesUrl, { cache: 'no-cache', headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ReleaseRegistryError(`Could not reach ${releasesUrl}. Check your connection and try again.`);
  }
  if (!response.ok) throw new ReleaseRegistryError(`Could not load ${releasesUrl} (HTTP ${response.status}).`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ReleaseRegistryError(`${releasesUrl} is not valid JSON.`);
  }
  return parseReleaseRegistry(body);
}

/** What this browser runs of one remote. */
export interface RunningRelease {
  /** The manifest it loads; null when nothing is live and no override is set. */
  location: string | null;
  /** The published release at that location; null when the location is not one (an override elsewhere). */
  release: RemoteRelease | null;
  /** Whether the location comes from this browser's override rather than the deployment. */
  overridden: boolean;
}

/**
 * Matches what this browser loads against the published releases: the override if any, else the location the page
 * was served with (what the runtime registered), else the live release. Locations are compared as absolute URLs,
 * so `/remotes/…` and `https://site/remotes/…` are the same release.
 */
export function runningRelease(
  remote: RemoteReleases,
  { override, served, siteOrigin }: { override?: string; served?: string; siteOrigin: string },
): RunningRelease {
  const live = remote.releases.find((release) => release.version === remote.live);
  const location = override ?? served ?? live?.manifest ?? null;
  const absolute = (value: string) => new URL(value, siteOrigin).href;
  const release =
    location === null
      ? null
      : (remote.releases.find(({ manifest }) => absolute(manifest) === absolute(location)) ?? null);
  return { location, release, overridden: override !== undefined };
}
