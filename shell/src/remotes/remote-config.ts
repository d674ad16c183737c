import { isManifestLocation, isRemoteName, type RemoteManifestMap } from './remote-names';

const remoteConfigUrl = '/remotes.json';

/** /remotes.json could not be fetched or does not describe the remotes. */
export class RemoteConfigError extends Error {
  override name = 'RemoteConfigError';
}

/** Validates the parsed body of /remotes.json: `{ "mfe_public": "<manifest url>", … }`. Unknown names are ignored. */
export function parseRemoteManifestMap(body: unknown): RemoteManifestMap {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RemoteConfigError(`${remoteConfigUrl} must be an object mapping remote names to manifest URLs`);
  }
  const map: RemoteManifestMap = {};
  for (const [name, location] of Object.entries(body)) {
    if (!isRemoteName(name)) continue;
    if (typeof location !== 'string' || !isManifestLocation(location)) {
      throw new RemoteConfigError(`${remoteConfigUrl} has an invalid manifest URL for ${name}`);
    }
    map[name] = location;
  }
  return map;
}

/** Fetches where the remotes live. Every failure becomes a RemoteConfigError with a message a person can act on. */
export async function fetchRemoteManifestMap(fetchImpl: typeof fetch = fetch): Promise<RemoteManifestMap> {
  let response: Response;
  try {
    response = await fetchImpl(remoteConfigUrl, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch {
    throw new RemoteConfigError(`Could not reach ${remoteConfigUrl}. Check your connection and try again.`);
  }
  if (!response.ok) {
    throw new RemoteConfigError(`Could not load ${remoteConfigUrl} (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RemoteConfigError(`${remoteConfigUrl} is not valid JSON.`);
  }
  return parseRemoteManifestMap(body);
}
