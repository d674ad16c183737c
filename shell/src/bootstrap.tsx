import { createAppStore } from '@oddslab/shared/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { readSiteConfig } from './app/site-config';
import { moduleForPath } from './app/site-routes';
import { applyOverrideParams, clearStoredOverrides } from './remotes/remote-overrides';
import { configureRemotes, ensureRemotesRegistered } from './remotes/remote-registry';
import { startLoadingPage } from './remotes/remote-route';

const siteConfig = readSiteConfig();
const { overrides, rejected, remainingSearch } = applyOverrideParams(window.location.search, window.localStorage, {
  siteOrigin: window.location.origin,
  allowedOrigins: siteConfig.remoteOverrideOrigins,
});
if (remainingSearch !== window.location.search) {
  // The overrides are remembered; dropping them from the address keeps a later Reset from being undone.
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${remainingSearch}${window.location.hash}`,
  );
}
configureRemotes(siteConfig.remotes, overrides);
// Register the remotes (or start fetching /remotes.json) while React renders; a failure is retried by the first
// remote route.
ensureRemotesRegistered().catch(() => undefined);
const openedPage = moduleForPath(window.location.pathname);
if (openedPage) startLoadingPage(openedPage);

function resetOverrides() {
  clearStoredOverrides(window.localStorage);
  window.location.reload();
}

const router = createAppRouter({ overrides, rejectedOverrides: rejected, onResetOverrides: resetOverrides });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} router={router} />
  </StrictMode>,
);
