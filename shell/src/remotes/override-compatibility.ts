import type { RemoteManifestMap } from './remote-names';

/** Per tree-shaken shared singleton, the export names a build provides (the shell) or uses (a remote). */
type SingletonExports = Record<string, string[]>;

/** What a remote's release.json says about what it needs (written by its build, beside mf-manifest.json). */
interface ReleaseRequirement {
  version: string;
  sharedRange: string;
  /** Null: a build from before releases recorded it, which may use any export. */
  singletonExports: SingletonExports | null;
}

function parseSingletonExports(value: unknown): SingletonExports | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, names]) => Array.isArray(names) && names.every((name) => typeof name === 'string'))
    ? Object.fromEntries(entries)
    : null;
}

function parseRequirement(body: unknown): ReleaseRequirement | null {
  if (typeof body !== 'object' || body === null) return null;
  const { version, sharedRange, singletonExports } = body as {
    version?: unknown;
    sharedRange?: unknown;
    singletonExports?: unknown;
  };
  return typeof version === 'string' && typeof sharedRange === 'string'
    ? { version, sharedRange, singletonExports: parseSingletonExports(singletonExports) }
    : null;
}

/** A release.json, or null when it cannot be read (a build without one, a server that is down). */
async function readReleaseFile(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  try {
    const response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * The release a manifest belongs to, or null when it cannot be read: the override then loads, and a remote that is
 * down shows its fallback with Retry as before.
 */
async function readRequirement(manifest: string, fetchImpl: typeof fetch): Promise<ReleaseRequirement | null> {
  const url = new URL('release.json', new URL(manifest, window.location.href)).href;
  return parseRequirement(await readReleaseFile(url, fetchImpl));
}

/**
 * The exports a release uses of the singletons this shell tree-shakes that the shell does not provide (see
 * tooling/webpack/shared-surface.cjs); the same rule as the server's release gate (shell/server/release-registry.mjs).
 */
function missingExports(uses: SingletonExports | null, provided: SingletonExports): string[] {
  if (!uses) return Object.keys(provided).map((key) => `all of ${key}`);
  return Object.entries(provided).flatMap(([key, names]) =>
    (uses[key] ?? [])
      .filter((name) => !names.includes(name))
      .map((name) => (name === '*' ? `all of ${key}` : `${key}'s ${name}`)),
  );
}

export interface CheckedOverrides {
  overrides: RemoteManifestMap;
  /** One sentence per override that was not mounted, for the banner. */
  refused: string[];
}

/**
 * Drops every override whose release this shell cannot run: one that needs a version of @oddslab/shared it does not
 * provide, or an export of a shared singleton it left out of its build (its own release.json lists those it
 * provides). Mounting it would run the remote against APIs it was not built for. The live release (which the server
 * has already checked) is used for that remote instead. semver is fetched only when there are overrides to check.
 */
export async function withoutIncompatibleOverrides(
  overrides: RemoteManifestMap,
  sharedVersion: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckedOverrides> {
  const entries = Object.entries(overrides);
  if (entries.length === 0 || sharedVersion === null) return { overrides, refused: [] };
  const [{ default: satisfies }, shellRelease, requirements] = await Promise.all([
    import('semver/functions/satisfies'),
    readReleaseFile(new URL('/release.json', window.location.href).href, fetchImpl),
    Promise.all(entries.map(([, manifest]) => readRequirement(manifest, fetchImpl))),
  ]);
  const provided = parseSingletonExports((shellRelease as { singletonExports?: unknown } | null)?.singletonExports);
  const kept: RemoteManifestMap = {};
  const refused: string[] = [];
  entries.forEach(([name, manifest], index) => {
    const requirement = requirements[index];
    const missing = requirement && provided ? missingExports(requirement.singletonExports, provided) : [];
    if (requirement && !satisfies(sharedVersion, requirement.sharedRange)) {
      refused.push(
        `${name} ${requirement.version} needs @oddslab/shared ${requirement.sharedRange}, but this site provides ${sharedVersion}: the live release is used instead`,
      );
    } else if (requirement && missing.length > 0) {
      refused.push(
        `${name} ${requirement.version} uses ${missing.join(', ')}, which this site does not provide: the live release is used instead`,
      );
    } else {
      kept[name as OddsLabRemoteName] = manifest;
    }
  });
  return { overrides: kept, refused };
}
