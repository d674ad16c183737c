import { parseRemoteManifestMap } from '../remotes/remote-config';
import type { RemoteManifestMap } from '../remotes/remote-names';

/**
 * Deployment settings the shell server writes into every page as a JSON data block (never executed, so it
 * needs no CSP exception). A page served without it (the development server) gets the safe defaults.
 */
export interface SiteConfig {
  /** Origins besides the site's own from which a QA override may load a remote (REMOTE_OVERRIDE_ORIGINS). */
  remoteOverrideOrigins: string[];
  /** Where each live remote's manifest is, so the first render needs no /remotes.json; null: ask /remotes.json. */
  remotes: RemoteManifestMap | null;
}

export const siteConfigElementId = 'oddslab-site-config';

const defaults: SiteConfig = { remoteOverrideOrigins: [], remotes: null };

function parseRemotes(value: unknown): RemoteManifestMap | null {
  if (value === undefined) return null;
  try {
    return parseRemoteManifestMap(value);
  } catch {
    // Unusable locations: /remotes.json then reports the problem the way the shell already shows it.
    return null;
  }
}

/** The normalised origin of an absolute http(s) URL, or null when it is anything else. */
export function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Parses the data block's text; anything malformed falls back to the defaults (the strictest settings). */
export function parseSiteConfig(text: string | null | undefined): SiteConfig {
  if (!text) return defaults;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (typeof body !== 'object' || body === null) return defaults;
  const { remoteOverrideOrigins: origins, remotes } = body as { remoteOverrideOrigins?: unknown; remotes?: unknown };
  if (!Array.isArray(origins)) return defaults;
  return {
    remoteOverrideOrigins: origins.flatMap((origin) =>
      typeof origin === 'string' && httpOrigin(origin) ? [httpOrigin(origin) as string] : [],
    ),
    remotes: parseRemotes(remotes),
  };
}

export function readSiteConfig(doc: Pick<Document, 'getElementById'> = document): SiteConfig {
  return parseSiteConfig(doc.getElementById(siteConfigElementId)?.textContent);
}
