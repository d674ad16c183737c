// The security headers of every response the shell server makes itself (pages and files; /api responses carry the
// API's own): a Content-Security-Policy that lets scripts come only from this site, the remotes' origins and Google's
// sign-in client (and the one inline script that starts the app), plus Referrer-Policy, Permissions-Policy and Cross-Origin-Opener-Policy.

import { APP_STARTER_HASH } from './site-pages.mjs';

/**
 * What Google Identity Services needs, as its setup guide lists it ("Content Security Policy"): its client script,
 * its button and popup frames and their requests under /gsi/, and the stylesheet the client adds for the button.
 */
const googleSignIn = {
  script: 'https://accounts.google.com/gsi/client',
  connect: 'https://accounts.google.com/gsi/',
  frame: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
};

/**
 * A bare http(s) origin as a CSP host-source can name it. The URL parser lets `;`, `,` and `*` through in host names,
 * and any of them would change the policy's meaning (`;` starts a new directive), so nothing else is accepted.
 */
const cspOrigin = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

/**
 * The Content-Security-Policy. `scriptOrigins` are the origins besides this site's own that remote code is loaded
 * from: scripts from there run, and the federation runtime fetches manifests from there.
 * @param {{ scriptOrigins?: string[] }} options
 */
export function contentSecurityPolicy({ scriptOrigins = [] } = {}) {
  const origins = [...new Set(scriptOrigins.filter((origin) => cspOrigin.test(origin)))];
  const directives = {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': the one executable inline script is the fixed app starter, allowed
    // by its hash (the settings block is JSON data, which is never run), and the bundles' only `new Function` calls
    // sit in branches a browser never takes (the federation runtime's Node, SystemJS and opt-in ESM loaders;
    // webpack's fallback for a missing globalThis).
    'script-src': ["'self'", ...origins, googleSignIn.script, APP_STARTER_HASH],
    'connect-src': ["'self'", ...origins, googleSignIn.connect],
    // styled-components writes the site's CSS into <style> elements at run time, the pre-rendered first paint
    // carries that CSS inline, and React renders `style` attributes: none of them can be listed ahead by hash.
    // Styles cannot run script, so this is the one inline allowance.
    'style-src': ["'self'", "'unsafe-inline'", googleSignIn.style],
    // Profile pictures (Google's, or any https URL set on the account) and pictures in articles are on other
    // hosts; the favicon and the avatar placeholder are data: URLs.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'frame-src': [googleSignIn.frame],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Powerful features the site never uses, denied to it and to every frame in it (Google's button included), so that
 * injected or third-party code cannot ask for them either.
 */
const deniedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * All the headers for one response.
 * @param {{ scriptOrigins?: string[] }} options
 */
export function securityHeaders({ scriptOrigins = [] } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ scriptOrigins }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    // Cross-origin pages that open this site lose their handle on it, while the popup Google's sign-in button opens
    // keeps its opener (the button's frame), which is how it hands back the credential ("same-origin" breaks that).
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** The origin of a manifest location that is an absolute http(s) URL; null for a path on this site. */
function originOf(location) {
  if (typeof location !== 'string' || !/^https?:\/\//i.test(location)) return null;
  try {
    return new URL(location).origin;
  } catch {
    return null;
  }
}

/**
 * The origins remote code may come from besides this site: the QA override origins and the origin of every live
 * manifest that is on another host.
 * @param {{ overrideOrigins?: string[], locations?: Record<string, unknown> | null }} options
 */
export function remoteScriptOrigins({ overrideOrigins = [], locations = null }) {
  const manifestOrigins = Object.values(locations ?? {}).map(originOf);
  return [...new Set([...overrideOrigins, ...manifestOrigins].filter((origin) => origin !== null))];
}

const isApiPath = (url) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Headers for each response: none for /api (the API sends its own); for a page (HTML, the only documents this server
 * sends) the policy of the remotes live at that moment, so a release that moves a remote to another host widens it
 * without a restart; for files, which never load remotes, the policy with the override origins only, built once
 * (working out the live remotes reads the release registry, too much for every chunk). A page passes the locations it
 * was filled in with, so its policy matches its content and the registry is not read a second time.
 * @param {{ overrideOrigins?: string[], locations: () => Record<string, unknown> }} options
 * @returns {(url: string, contentType?: unknown, pageLocations?: Record<string, unknown>) => Record<string, string>}
 */
export function createSecurityHeaders({ overrideOrigins = [], locations }) {
  const forFiles = securityHeaders({ scriptOrigins: remoteScriptOrigins({ overrideOrigins }) });
  let cached = { key: null, headers: forFiles };
  const forPages = (pageLocations) => {
    let live = pageLocations ?? null;
    try {
      live ??= locations();
    } catch {
      // An unusable REMOTES_JSON is reported by the page and /remotes.json, and no remote loads until it is fixed.
    }
    const scriptOrigins = remoteScriptOrigins({ overrideOrigins, locations: live });
    const key = scriptOrigins.join(' ');
    if (cached.key !== key) cached = { key, headers: securityHeaders({ scriptOrigins }) };
    return cached.headers;
  };
  return (url, contentType, pageLocations) => {
    if (isApiPath(url)) return {};
    return typeof contentType === 'string' && contentType.startsWith('text/html') ? forPages(pageLocations) : forFiles;
  };
}
