// A page's HTML: the shell's pre-rendered first paint for the route (or the bare index.html), the site's settings and
// live remote locations as a JSON data block (read by shell/src/app/site-config.ts), and preload hints for every
// script the route will run, so the browser fetches them all at once instead of one after the other.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function readJsonIfPresent(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The shell build's route table (pages.json, written by shell/scripts/prerender.mjs): each route's path pattern, the
 * remote module it shows and its pre-rendered template. Missing in a development build: every page is index.html.
 * @returns {{ path: string, module: string, template: string | null }[]}
 */
export function readRouteTable(shellDist) {
  return readJsonIfPresent(join(shellDist, 'pages.json'))?.routes ?? [];
}

/** Path patterns as react-router writes them: `:param` matches one segment, a trailing `/*` anything below. */
export function matchRoute(routes, pathname) {
  return (
    routes.find(({ path }) => {
      if (path.endsWith('/*')) {
        const prefix = path.slice(0, -2);
        return pathname === prefix || pathname.startsWith(`${prefix}/`);
      }
      const pattern = path.split('/');
      const actual = pathname.replace(/\/$/, '').split('/');
      if (path === '/') return pathname === '/';
      return (
        pattern.length === actual.length &&
        pattern.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]))
      );
    }) ?? null
  );
}

/**
 * Whether `pathname`, matched by the shell's `route`, is a page: always for a route of its own, and below the mount
 * of a remote that draws several pages (`/admin/*`) only when it is one of `subRoutes`, the paths the live release
 * lists relative to the mount ('' its index, `:param` one segment; compared ignoring case, as the remote's router
 * does). Without a list (a remote hosted elsewhere, or released before releases carried one) every address below
 * the mount is left to the remote.
 * @param {{ path: string }} route
 * @param {string} pathname
 * @param {string[] | null} subRoutes
 */
export function isPageOfRoute(route, pathname, subRoutes) {
  if (!route.path.endsWith('/*') || !Array.isArray(subRoutes)) return true;
  const mount = route.path.slice(0, -2).toLowerCase();
  const pages = subRoutes.map((path) => ({ path: path === '' ? mount : `${mount}/${path.toLowerCase()}` }));
  return matchRoute(pages, pathname.toLowerCase()) !== null;
}

/**
 * What the shell build planned (chunk-plan.json, see ChunkPlanPlugin in tooling/webpack/create-config.cjs): the
 * scripts it runs at start-up besides main.js, which main.js would otherwise request only once it has run, and the
 * scripts of each shared module it provides, by share key.
 * @returns {{ startup: string[], provides: Record<string, string[]> }}
 */
export function readShellChunkPlan(shellDist) {
  const plan = readJsonIfPresent(join(shellDist, 'chunk-plan.json'));
  const url = (file) => `/${file}`;
  return {
    startup: (plan?.startup ?? []).map(url),
    provides: Object.fromEntries(Object.entries(plan?.provides ?? {}).map(([key, files]) => [key, files.map(url)])),
  };
}

/**
 * Every script a route runs, in the order they are needed: the shell's start-up scripts, the remote's entry and
 * page, and the shell's copies of the shared modules the remote's page uses.
 */
export function routeScripts(shellPlan, remote) {
  const shared = remote.sharedKeys.flatMap((key) => shellPlan.provides[key] ?? []);
  return [...new Set([...shellPlan.startup, ...remote.scripts, ...shared])];
}

const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<link>` preload hints: scripts as scripts, a federation manifest as the fetch the runtime makes for it. */
export function preloadLinks({ scripts = [], manifests = [] }) {
  return [
    ...manifests.map(
      (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`,
    ),
    ...scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
  ].join('');
}

/**
 * Starts the app after the page's first paint. The app's script is preloaded from the start (fetched at once, in
 * parallel with the rest) but only run once the pre-rendered content is on screen: run as a deferred script, a fast
 * network brings it before the first paint and a phone spends its first second compiling the app instead of showing
 * the page. The paint is the browser's own report of it (Paint Timing: the first paint of anything, so a page with
 * no pre-rendered content, only its background, starts at once too); a browser without that report starts the app
 * after two animation frames, a hidden tab (which paints nothing) at once, and after 1 s it starts whatever
 * happened. The text is fixed, so the Content-Security-Policy allows exactly it by its hash (APP_STARTER_HASH) and
 * no other inline script.
 */
export const APP_STARTER =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  "var link=document.querySelector('link[data-app-script]');var script=document.createElement('script');" +
  'script.src=link.href;document.head.appendChild(script)}' +
  "if(document.visibilityState==='hidden'){start();return}" +
  'setTimeout(start,1000);' +
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('paint')<0){" +
  'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})});return}' +
  "new PerformanceObserver(function(){setTimeout(start,0)}).observe({type:'paint',buffered:true})})()";

/** The CSP source that lets APP_STARTER run. */
export const APP_STARTER_HASH = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;

/** The shell's entry script as its build writes it into the page. */
const appScript = /<script defer="defer" src="([^"]+)"><\/script>/;

/** Replaces the page's deferred entry script with its preload and APP_STARTER (see there). */
export function startAppAfterFirstPaint(html) {
  return html.replace(
    appScript,
    (_tag, src) => `<link rel="preload" as="script" href="${src}" data-app-script><script>${APP_STARTER}</script>`,
  );
}

/** Around the page's own part of a pre-rendered first paint (see shell/src/first-paint/render-first-paint.tsx). */
const pageSlot = /<!--oddslab-page-->[\s\S]*?<!--\/oddslab-page-->/;

/**
 * Puts the remote's pre-rendered page (when there is one, and the template has a place for it) in place of the
 * skeleton; then the settings block and the hints, and the page's styles, at the end of <head>. The settings say
 * whether the page's own content is there (`prerenderedPage`), so the app keeps it until the page has loaded. In the
 * JSON, `<` is escaped so that no value can close the element; the block is data (never executed), so a
 * Content-Security-Policy needs no exception for it.
 * @param {string} html
 * @param {{ siteConfig: object, hints?: string, page?: { html: string, styles: string } | null }} options
 */
export function fillPage(html, { siteConfig, hints = '', page = null }) {
  const withPage = page && pageSlot.test(html);
  const body = startAppAfterFirstPaint(withPage ? html.replace(pageSlot, () => page.html) : html);
  const json = JSON.stringify({ ...siteConfig, prerenderedPage: Boolean(withPage) }).replace(/</g, '\\u003c');
  const head = `<script type="application/json" id="oddslab-site-config">${json}</script>${hints}${withPage ? page.styles : ''}`;
  return body.includes('</head>') ? body.replace('</head>', () => `${head}</head>`) : `${head}${body}`;
}
