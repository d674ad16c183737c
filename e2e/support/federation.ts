import type { Page } from '@playwright/test';

/** What the page's federation runtime holds for one shared module name, across every container's share scope. */
export interface SharedModuleCopies {
  name: string;
  /** Versions registered for the name (one per provider build that differed). */
  versions: string[];
  /** Scopes (the shell's and each started remote's) whose record of the name has been loaded. */
  loadedIn: string[];
  /** Distinct module objects those loaded records return: 1 means every container got the same instance. */
  distinctInstances: number;
}

/** Reads `window.__FEDERATION__` (Module Federation 2's global state) for the given shared module names. */
export function readSharedModuleCopies(page: Page, names: readonly string[]): Promise<SharedModuleCopies[]> {
  return page.evaluate((wanted) => {
    type Record = { loaded?: boolean; lib?: () => unknown };
    type ShareMap = { [owner: string]: { [scope: string]: { [name: string]: { [version: string]: Record } } } };
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: ShareMap } }).__FEDERATION__?.__SHARE__ ?? {};
    return wanted.map((name) => {
      const versions = new Set<string>();
      const loadedIn: string[] = [];
      const instances = new Set<unknown>();
      for (const [owner, scopes] of Object.entries(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [version, record] of Object.entries(packages[name] ?? {})) {
            versions.add(version);
            if (record.loaded && typeof record.lib === 'function') {
              loadedIn.push(owner);
              instances.add(record.lib());
            }
          }
        }
      }
      return { name, versions: [...versions], loadedIn, distinctInstances: instances.size };
    });
  }, names);
}

/** Names of the containers (shell and remotes) started in the page. */
export function readStartedContainers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: { name: string }[] } })
      .__FEDERATION__;
    return (federation?.__INSTANCES__ ?? []).map((instance) => instance.name);
  });
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/**
 * The chunk URLs holding a remote's OWN copies of its shared modules (its fallbacks), read from its
 * mf-manifest.json. A page that requests none of them never ran a second copy.
 */
export async function remoteFallbackChunkUrls(
  page: Page,
  manifestUrl: string,
  names: readonly string[],
): Promise<string[]> {
  const response = await page.request.get(manifestUrl);
  const manifest = (await response.json()) as { shared: ManifestShared[] };
  const base = new URL('.', new URL(manifestUrl, page.url()));
  return manifest.shared
    .filter((shared) => names.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((file) => new URL(file, base).href);
}
