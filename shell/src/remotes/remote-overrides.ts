import { isManifestLocation, isRemoteName, type RemoteManifestMap, remoteNames } from './remote-names';

/** localStorage key that remembers QA overrides across page loads. */
export const overridesStorageKey = 'oddslab.remoteOverrides';
const paramPrefix = 'remote.';

export interface OverrideParams {
  /** `?remote.<name>=<manifest url>` pairs that are valid. */
  overrides: RemoteManifestMap;
  /** Remotes named with an empty value (`?remote.mfe_admin=`): their stored override is dropped. */
  cleared: OddsLabRemoteName[];
  /** Parameters that were ignored, with the reason, for the banner. */
  rejected: string[];
}

export function parseOverrideParams(search: string): OverrideParams {
  const result: OverrideParams = { overrides: {}, cleared: [], rejected: [] };
  for (const [key, rawValue] of new URLSearchParams(search)) {
    if (!key.startsWith(paramPrefix)) continue;
    const name = key.slice(paramPrefix.length);
    const value = rawValue.trim();
    if (!isRemoteName(name)) {
      result.rejected.push(`${key}: unknown remote (expected one of ${remoteNames.join(', ')})`);
    } else if (value === '') {
      result.cleared.push(name);
    } else if (!isManifestLocation(value)) {
      result.rejected.push(`${key}: not an http(s) URL or site path`);
    } else {
      result.overrides[name] = value;
    }
  }
  return result;
}

/** Reads remembered overrides; anything malformed is ignored rather than breaking the site. */
export function readStoredOverrides(storage: Pick<Storage, 'getItem'>): RemoteManifestMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(overridesStorageKey) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const overrides: RemoteManifestMap = {};
  for (const [name, location] of Object.entries(parsed)) {
    if (isRemoteName(name) && typeof location === 'string' && isManifestLocation(location)) overrides[name] = location;
  }
  return overrides;
}

export interface AppliedOverrides {
  overrides: RemoteManifestMap;
  rejected: string[];
  /** The search string with every `remote.*` parameter removed (so a reset is not undone by the URL). */
  remainingSearch: string;
}

/** Merges the URL's override parameters into the remembered ones and saves the result. */
export function applyOverrideParams(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): AppliedOverrides {
  const params = parseOverrideParams(search);
  const overrides: RemoteManifestMap = { ...readStoredOverrides(storage), ...params.overrides };
  for (const name of params.cleared) delete overrides[name];
  if (Object.keys(overrides).length === 0) storage.removeItem(overridesStorageKey);
  else storage.setItem(overridesStorageKey, JSON.stringify(overrides));

  const remaining = new URLSearchParams(search);
  for (const key of [...remaining.keys()]) if (key.startsWith(paramPrefix)) remaining.delete(key);
  const remainingText = remaining.toString();
  return { overrides, rejected: params.rejected, remainingSearch: remainingText ? `?${remainingText}` : '' };
}

export function clearStoredOverrides(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(overridesStorageKey);
}

/** The manifest each remote is loaded from: an override wins over /remotes.json. */
export function resolveManifests(published: RemoteManifestMap, overrides: RemoteManifestMap): RemoteManifestMap {
  return { ...published, ...overrides };
}
