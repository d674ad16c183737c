import { preloadQueries } from '@oddslab/shared/api';
import { loadSessionUser } from '@oddslab/shared/session';
import { createAppStore } from '@oddslab/shared/store';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readSiteConfig } from './app/site-config';
import { isGuardedPath, moduleForPath } from './app/site-routes';
import { yieldToMain } from './app/yield-to-main';
import { withoutIncompatibleOverrides } from './remotes/override-compatibility';
import { applyOverrideParams, clearStoredOverrides, saveOverrides } from './remotes/remote-overrides';
import { configureRemotes, ensureRemotesRegistered } from './remotes/remote-registry';
import { startLoadingPage } from './remotes/remote-route';

const siteConfig = readSiteConfig();
const applied = applyOverrideParams(window.location.search, window.localStorage, {
  siteOrigin: window.location.origin,
  allowedOrigins: siteConfig.remoteOverrideOrigins,
});
if (applied.remainingSearch !== window.location.search) {
  // The overrides are remembered; dropping them from the address keeps a later Reset from being undone.
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${applied.remainingSearch}${window.location.hash}`,
  );
}
const openedPage = moduleForPath(window.location.pathname);

/**
 * How long a page that came with its own pre-rendered content is kept as it is while its script loads, before the
 * app starts anyway (and shows the page's loading state or its fallback with Retry).
 */
const prerenderedPageWaitMs = 4000;

function resetOverrides() {
  clearStoredOverrides(window.localStorage);
  window.location.reload();
}

/**
 * Registers the remotes and renders. A QA override is first checked against the shared version this shell provides
 * (only when there is one: everyone else starts at once); one the shell cannot run is dropped and forgotten.
 */
async function start() {
  const checked = await withoutIncompatibleOverrides(applied.overrides, siteConfig.sharedVersion);
  if (checked.refused.length > 0) saveOverrides(window.localStorage, checked.overrides);
  configureRemotes(siteConfig.remotes, checked.overrides);
  // Register the remotes (or start fetching /remotes.json) while React renders; a failure is retried by the first
  // remote route.
  ensureRemotesRegistered().catch(() => undefined);
  const pageLoaded = openedPage ? startLoadingPage(openedPage) : null;
  const store = createAppStore();
  // A signed-in area asks who the user is at once, while its code loads, instead of after React's first render.
  const userKnown = isGuardedPath(window.location.pathname) ? store.dispatch(loadSessionUser()) : null;
  // The pre-rendered page stays until the app can draw the same page (not its loading state over it); in a
  // signed-in area the frame stays until the user is known too (the area's guard would draw 'Loading...' over it).
  if (pageLoaded && siteConfig.prerenderedPage) {
    await Promise.race([
      Promise.all([pageLoaded, userKnown]),
      new Promise((resolve) => setTimeout(resolve, prerenderedPageWaitMs)),
    ]);
  }
  await yieldToMain();

  const rootProps = {
    overrides: checked.overrides,
    rejectedOverrides: [...applied.rejected, ...checked.refused],
    releaseNotices: siteConfig.remoteNotices,
    onResetOverrides: resetOverrides,
  };
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The answers the server rendered the page with: the page's first render draws the same content.
  preloadQueries(store.dispatch, siteConfig.pageQueries);
  await yieldToMain();

  // A transition: React renders the app in slices, yielding to the browser between them, and replaces the first
  // paint only once the whole page is ready.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} rootProps={rootProps} />
      </StrictMode>,
    );
  });
}

void start();
