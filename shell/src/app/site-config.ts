import type { PreloadedQuery } from '@oddslab/shared/api';
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
  /** The @oddslab/shared version this shell provides, which a QA override's release must accept; null: unknown. */
  sharedVersion: string | null;
  /** Why a remote's live release is not the one released (it needs another shared), for admins and QA. */
  remoteNotices: string[];
  /** Whether anyone may open the Versions page, not only administrators (QA_PANEL=true on a test deployment). */
  qaPanel: boolean;
  /** Whether the page came with its own content pre-rendered (the remote's release), not only a skeleton. */
  prerenderedPage: boolean;
  /**
   * The API answers the page was rendered with (the server fetched them): the app starts with them in its cache, so
   * it draws the same content instead of a loading state. Checked against the API slice when they are used.
   */
  pageQueries: PreloadedQuery[];
}

export const siteConfigElementId = 'oddslab-site-config';

const defaults: SiteConfig = {
  remoteOverrideOrigins: [],
  remotes: null,
  sharedVersion: null,
  remoteNotices: [],
  qaPanel: false,
  prerenderedPage: false,
  pageQueries: [],
};

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
  const {
    remoteOverrideOrigins: origins,
    remotes,
    sharedVersion,
    remoteNotices,
    qaPanel,
    prerenderedPage,
    pageQueries,
  } = body as {
    remoteOverrideOrigins?: unknown;
    remotes?: unknown;
    sharedVersion?: unknown;
    remoteNotices?: unknown;
    qaPanel?: unknown;
    prerenderedPage?: unknown;
    pageQueries?: unknown;
  };
  if (!Array.isArray(origins)) return defaults;
  return {
    sharedVersion: typeof sharedVersion === 'string' && sharedVersion !== '' ? sharedVersion : null,
    remoteNotices: Array.isArray(remoteNotices)
      ? remoteNotices.filter((notice): notice is string => typeof notice === 'string')
      : [],
    remoteOverrideOrigins: origins.flatMap((origin) =>
      typeof origin === 'string' && httpOrigin(origin) ? [httpOrigin(origin) as string] : [],
    ),
    remotes: parseRemotes(remotes),
    // Only a literal true opens the panel to everyone: a typo must not expose it on a public deployment.
    qaPanel: qaPanel === true,
    prerenderedPage: prerenderedPage === true,
    pageQueries: Array.isArray(pageQueries)
      ? pageQueries.filter(
          (query): query is PreloadedQuery =>
            typeof query === 'object' && query !== null && typeof query.endpointName === 'string' && 'value' in query,
        )
      : [],
  };
}

export function readSiteConfig(doc: Pick<Document, 'getElementById'> = document): SiteConfig {
  return parseSiteConfig(doc.getElementById(siteConfigElementId)?.textContent);
}
