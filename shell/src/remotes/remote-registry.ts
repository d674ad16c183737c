import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fetchRemoteManifestMap } from './remote-config';
import type { RemoteManifestMap } from './remote-names';
import { resolveManifests } from './remote-overrides';

/** A remote (or one of its modules) could not be loaded; the route shows a fallback with Retry. */
class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

let activeOverrides: RemoteManifestMap = {};
/** The live locations the page was served with; null when it came without them (development server). */
let servedLocations: RemoteManifestMap | null = null;
let registration: Promise<RemoteManifestMap> | null = null;

registerPlugins([
  {
    name: 'oddslab-remote-errors',
    // Returning nothing lets the error reach the route's error boundary, which shows the fallback with Retry;
    // this hook only leaves a readable trace of which remote failed and at what stage.
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[remotes] ${id} failed during ${lifecycle}:`, error instanceof Error ? error.message : error);
      return undefined;
    },
  },
]);

/**
 * Called once before anything loads: the live locations written into the page (null: fetch /remotes.json) and the
 * QA overrides (see remote-overrides.ts), which replace a live location.
 */
export function configureRemotes(served: RemoteManifestMap | null, overrides: RemoteManifestMap): void {
  servedLocations = served;
  activeOverrides = overrides;
}

function register(manifests: RemoteManifestMap): void {
  const remotes = Object.entries(manifests).map(([name, entry]) => ({ name, entry }));
  // force: replace an earlier registration (and its cached failures) of the same remote.
  registerRemotes(remotes, { force: true });
}

/**
 * Registers every remote once, from the locations in the page or else from /remotes.json; a failed attempt is
 * forgotten so the next call retries.
 */
export function ensureRemotesRegistered(): Promise<RemoteManifestMap> {
  if (!registration) {
    const publishedLocations = servedLocations ? Promise.resolve(servedLocations) : fetchRemoteManifestMap();
    const attempt = publishedLocations.then((published) => {
      const manifests = resolveManifests(published, activeOverrides);
      register(manifests);
      return manifests;
    });
    registration = attempt;
    attempt.catch(() => {
      if (registration === attempt) registration = null;
    });
  }
  return registration;
}

/** Drops what the runtime remembers about a remote so that the next load fetches its manifest and entry again. */
export async function forgetRemote(remoteName: OddsLabRemoteName): Promise<void> {
  const manifests = await ensureRemotesRegistered().catch(() => null);
  const entry = manifests?.[remoteName];
  if (entry) register({ [remoteName]: entry });
}

type PageModule = { default?: ComponentType };

/** Loads one exposed page, e.g. `mfe_articles/NewsRoom`. */
export async function loadRemotePage(moduleId: OddsLabRemoteModuleId): Promise<{ default: ComponentType }> {
  const remoteName = moduleId.slice(0, moduleId.indexOf('/')) as OddsLabRemoteName;
  let manifests: RemoteManifestMap;
  try {
    manifests = await ensureRemotesRegistered();
  } catch (error) {
    throw new RemoteUnavailableError(error instanceof Error ? error.message : String(error));
  }
  if (!manifests[remoteName]) throw new RemoteUnavailableError(`${remoteName} is not listed in /remotes.json.`);
  let loaded: PageModule | null;
  try {
    loaded = await loadRemote<PageModule>(moduleId);
  } catch (error) {
    throw new RemoteUnavailableError(error instanceof Error ? error.message : String(error));
  }
  const Page = loaded?.default;
  if (typeof Page !== 'function' && (typeof Page !== 'object' || Page === null)) {
    throw new RemoteUnavailableError(`${moduleId} does not export a page component.`);
  }
  return { default: Page };
}
