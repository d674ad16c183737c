import { httpOrigin } from '../app/site-config';
import { isManifestLocation, isRemoteName, type RemoteManifestMap, remoteNames } from './remote-names';

/** localStorage key that remembers QA overrides across page loads. */
export const overridesStorageKey = 'oddslab.remoteOverrides';
const paramPrefix = 'remote.';

/**
 * Where overrides may load code from. A remote runs with the site's privileges (the session token is in reach),
 * so only the site's own origin and the deployment's REMOTE_OVERRIDE_ORIGINS are trusted.
 */
export interface OverrideOriginPolicy {
  siteOrigin: string;
  allowedOrigins: readonly string[];
}

/** Why a manifest location may not be used as an override, or null when it may. */
export function overrideRefusal(location: string, policy: OverrideOriginPolicy): string | null {
  if (!isManifestLocation(location)) return 'not an http(s) URL or site path';
  const origin = httpOrigin(new URL(location, policy.siteOrigin).href);
  if (origin === policy.siteOrigin || (origin !== null && policy.allowedOrigins.includes(origin))) return null;
  return `${origin ?? location} is not an allowed origin for overrides`;
}

export interface OverrideParams {
  /** `?remote.<name>=<manifest url>` pairs that are valid. */
  overrides: RemoteManifestMap;
  /** Remotes named with an empty value (`?remote.mfe_admin=`): their stored override is dropped. */
  cleared: OddsLabRemoteName[];
  /** Parameters that were ignored, with the reason, for the banner. */
  rejected: string[];
}

export function parseOverrideParams(search: string, policy: OverrideOriginPolicy): OverrideParams {
  const result: OverrideParams = { overrides: {}, cleared: [], rejected: [] };
  for (const [key, rawValue] of new URLSearchParams(search)) {
    if (!key.startsWith(paramPrefix)) continue;
    const name = key.slice(paramPrefix.length);
    const value = rawValue.trim();
    if (!isRemoteName(name)) {
      result.rejected.push(`${key}: unknown remote (expected one of ${remoteNames.join(', ')})`);
    } else if (value === '') {
      result.cleared.push(name);
    } else {
      const refusal = overrideRefusal(value, policy);
      if (refusal) result.rejected.push(`${key}: ${refusal}`);
      else result.overrides[name] = value;
    }
  }
  return result;
}

export interface StoredOverrides {
  overrides: RemoteManifestMap;
  /** Remembered overrides the current policy refuses (stored before it changed, or written by other code). */
  rejected: string[];
}

/**
 * Reads remembered overrides, checking each against the policy again on every load; anything malformed is
 * ignored rather than breaking the site.
 */
export function readStoredOverrides(storage: Pick<Storage, 'getItem'>, policy: OverrideOriginPolicy): StoredOverrides {
  const result: StoredOverrides = { overrides: {}, rejected: [] };
  for (const [name, location] of Object.entries(readStoredMap(storage))) {
    const refusal = overrideRefusal(location, policy);
    if (refusal) result.rejected.push(`remembered ${name}: ${refusal}`);
    else result.overrides[name as OddsLabRemoteName] = location;
  }
  return result;
}

/** The remembered map as stored, unchecked; malformed storage reads as empty. */
function readStoredMap(storage: Pick<Storage, 'getItem'>): RemoteManifestMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(overridesStorageKey) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const map: RemoteManifestMap = {};
  for (const [name, location] of Object.entries(parsed)) {
    if (isRemoteName(name) && typeof location === 'string') map[name] = location;
  }
  return map;
}

/**
 * Remembers one remote's override (the Versions page), keeping the other remotes' ones; null forgets it, so the
 * remote follows the live release again. Like a URL parameter, it is checked against the policy on the next load.
 */
export function storeOverride(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  name: OddsLabRemoteName,
  location: string | null,
): void {
  const overrides = readStoredMap(storage);
  if (location === null) delete overrides[name];
  else overrides[name] = location;
  saveOverrides(storage, overrides);
}

export interface AppliedOverrides {
  overrides: RemoteManifestMap;
  rejected: string[];
  /** The search string with every `remote.*` parameter removed (so a reset is not undone by the URL). */
  remainingSearch: string;
}

/** Merges the URL's override parameters into the remembered ones and saves the result; refused ones are forgotten. */
export function applyOverrideParams(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  policy: OverrideOriginPolicy,
): AppliedOverrides {
  const params = parseOverrideParams(search, policy);
  const stored = readStoredOverrides(storage, policy);
  const overrides: RemoteManifestMap = { ...stored.overrides, ...params.overrides };
  for (const name of params.cleared) delete overrides[name];
  saveOverrides(storage, overrides);

  const remaining = new URLSearchParams(search);
  for (const key of [...remaining.keys()]) if (key.startsWith(paramPrefix)) remaining.delete(key);
  const remainingText = remaining.toString();
  return {
    overrides,
    rejected: [...stored.rejected, ...params.rejected],
    remainingSearch: remainingText ? `?${remainingText}` : '',
  };
}

/** Remembers exactly these overrides for this browser (none: forgets the key). */
export function saveOverrides(storage: Pick<Storage, 'setItem' | 'removeItem'>, overrides: RemoteManifestMap): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(overridesStorageKey);
  else storage.setItem(overridesStorageKey, JSON.stringify(overrides));
}

export function clearStoredOverrides(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(overridesStorageKey);
}

/** The manifest each remote is loaded from: an override wins over /remotes.json. */
export function resolveManifests(published: RemoteManifestMap, overrides: RemoteManifestMap): RemoteManifestMap {
  return { ...published, ...overrides };
}
