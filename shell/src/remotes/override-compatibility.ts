import type { RemoteManifestMap } from './remote-names';

/** What a remote's release.json says about what it needs (written by its build, beside mf-manifest.json). */
interface ReleaseRequirement {
  version: string;
  sharedRange: string;
}

function parseRequirement(body: unknown): ReleaseRequirement | null {
  if (typeof body !== 'object' || body === null) return null;
  const { version, sharedRange } = body as { version?: unknown; sharedRange?: unknown };
  return typeof version === 'string' && typeof sharedRange === 'string' ? { version, sharedRange } : null;
}

/**
 * The release a manifest belongs to, or null when it cannot be read (a build without release.json, a server that is
 * down): the override then loads, and a remote that is down shows its fallback with Retry as before.
 */
async function readRequirement(manifest: string, fetchImpl: typeof fetch): Promise<ReleaseRequirement | null> {
  try {
    const response = await fetchImpl(new URL('release.json', new URL(manifest, window.location.href)).href, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    return response.ok ? parseRequirement(await response.json()) : null;
  } catch {
    return null;
  }
}

export interface CheckedOverrides {
  overrides: RemoteManifestMap;
  /** One sentence per override that was not mounted, for the banner. */
  refused: string[];
}

/**
 * Drops every override whose release needs a version of @oddslab/shared this shell does not provide: mounting it
 * would run the remote against APIs it was not built for. The live release (which the server has already checked)
 * is used for that remote instead. semver is fetched only when there are overrides to check.
 */
export async function withoutIncompatibleOverrides(
  overrides: RemoteManifestMap,
  sharedVersion: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckedOverrides> {
  const entries = Object.entries(overrides);
  if (entries.length === 0 || sharedVersion === null) return { overrides, refused: [] };
  const [{ default: satisfies }, requirements] = await Promise.all([
    import('semver/functions/satisfies'),
    Promise.all(entries.map(([, manifest]) => readRequirement(manifest, fetchImpl))),
  ]);
  const kept: RemoteManifestMap = {};
  const refused: string[] = [];
  entries.forEach(([name, manifest], index) => {
    const requirement = requirements[index];
    if (requirement && !satisfies(sharedVersion, requirement.sharedRange)) {
      refused.push(
        `${name} ${requirement.version} needs @oddslab/shared ${requirement.sharedRange}, but this site provides ${sharedVersion}: the live release is used instead`,
      );
    } else {
      kept[name as OddsLabRemoteName] = manifest;
    }
  });
  return { overrides: kept, refused };
}
