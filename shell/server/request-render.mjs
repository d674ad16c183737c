// Pages rendered with their data when they are requested: a remote's release may bring request-render.cjs (see
// PrerenderPlugin's `requestRender` in tooling/webpack/build-time-render.cjs), which says which API read a page
// needs and renders the page with the answer. The server fetches that read from the API with a short timeout, keeps
// the rendered page briefly (a burst of visitors makes one API call) and falls back to the build-time first paint
// when the API is slow, down or answers with an error.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';

const requireBundle = createRequire(import.meta.url);

/** How long the server waits for the API before sending the page with its skeleton. */
export const DEFAULT_API_TIMEOUT_MS = 400;
/** How long a rendered page (or the API's failure to answer) is reused for the same address. */
export const DEFAULT_RENDER_TTL_MS = 5000;

/**
 * @param {{ apiUrl: string | (() => string), timeoutMs?: number, ttlMs?: number, now?: () => number,
 *   log?: { warn: (message: string) => void } }} options
 *   apiUrl: the API's address, or a function naming the next of several replicas (the proxy's balancing)
 */
export function createRequestRenderer({
  apiUrl,
  timeoutMs = DEFAULT_API_TIMEOUT_MS,
  ttlMs = DEFAULT_RENDER_TTL_MS,
  now = Date.now,
  log = console,
}) {
  const nextApiUrl = typeof apiUrl === 'function' ? apiUrl : () => apiUrl;
  /** Loaded bundles by file, reloaded when a release replaces the file. */
  const bundles = new Map();
  /** Renders by bundle, page and API address: { expires, result: Promise<rendered | null> }. */
  const renders = new Map();

  function loadPages(file) {
    const { mtimeMs } = statSync(file);
    const loaded = bundles.get(file);
    if (loaded?.mtimeMs === mtimeMs) return loaded.pages;
    delete requireBundle.cache[file];
    const { pages } = requireBundle(file);
    bundles.set(file, { mtimeMs, pages });
    return pages;
  }

  async function fetchAndRender(page, location, query) {
    const response = await fetch(new URL(query.path, nextApiUrl()), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // An error answer is the app's to show (with Retry); the page keeps its skeleton.
    if (!response.ok) return null;
    const queries = [{ endpointName: query.endpointName, arg: query.arg, value: await response.json() }];
    const { html, styleTags } = page.render(location, queries);
    return { html, styles: styleTags, queries };
  }

  function dropExpired(at) {
    for (const [key, entry] of renders) if (entry.expires <= at) renders.delete(key);
  }

  /**
   * The page at `location` (path and query string) rendered with its data by the release's bundle `file`, or null
   * when the release has no such page or its data could not be had in time.
   * @returns {Promise<{ html: string, styles: string, queries: object[] } | null>}
   */
  return async function renderWithData(file, exposedName, location) {
    let page;
    let query;
    try {
      page = loadPages(file)?.[exposedName];
      if (!page) return null;
      query = page.query(location);
      if (!query) return null;
    } catch (error) {
      log.warn(`request-time render of ${exposedName} unavailable: ${error.message}`);
      return null;
    }
    const key = `${file}\n${exposedName}\n${query.path}`;
    const at = now();
    const cached = renders.get(key);
    if (cached && cached.expires > at) return cached.result;
    dropExpired(at);
    const result = fetchAndRender(page, location, query).catch((error) => {
      log.warn(`request-time render of ${exposedName} fell back to its skeleton: ${error.message}`);
      return null;
    });
    renders.set(key, { expires: at + ttlMs, result });
    return result;
  };
}
