import { expect, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { readSharedModuleCopies, readStartedContainers, remoteFallbackChunkUrls } from '../support/federation';
import { seedAccounts } from '../support/seed-accounts';

const singletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'react-toastify',
  '@oddslab/shared/api',
  '@oddslab/shared/session',
  '@oddslab/shared/store',
  '@oddslab/shared/ui',
];
/** Fetched with the first toast (`@oddslab/shared/notify`): none of the pages visited here shows one. */
const loadedOnDemand = new Set(['react-toastify']);

test('with all four remotes running, exactly one copy of each singleton is loaded', async ({ page }) => {
  const problems: string[] = [];
  const requested = new Set<string>();
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Invalid hook call|more than one copy of React|multiple instances/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('request', (request) => requested.add(request.url()));

  await signInWithApi(page, seedAccounts.admin);
  // A page of each remote, navigating inside the single-page app so that every container joins one page.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Intelligent Football Betting Analytics' })).toBeVisible();
  // The heading is in the first paint: once the app has replaced it, links navigate inside the app.
  await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News Room' }).click();
  await expect(page.getByRole('link', { name: /Read More/ }).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Client portal' }).click();
  await expect(page).toHaveURL(/\/client\/$/);
  await expect(page.getByText('Loading Client portal...')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Loading Admin console...')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /is unavailable/ })).toHaveCount(0);

  const containers = await readStartedContainers(page);
  expect(containers).toEqual(
    expect.arrayContaining(['shell', 'mfe_public', 'mfe_articles', 'mfe_client', 'mfe_admin']),
  );

  for (const copies of await readSharedModuleCopies(page, singletons)) {
    expect(copies.versions, `${copies.name}: one version registered`).toHaveLength(1);
    if (loadedOnDemand.has(copies.name)) {
      expect(copies.distinctInstances, `${copies.name}: at most one module instance`).toBeLessThanOrEqual(1);
      continue;
    }
    expect(copies.loadedIn.length, `${copies.name}: loaded`).toBeGreaterThan(0);
    expect(copies.distinctInstances, `${copies.name}: one module instance`).toBe(1);
  }

  // No remote downloaded its own fallback copy of a singleton.
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const fallbacks = await remoteFallbackChunkUrls(page, manifestUrl, singletons);
    expect(fallbacks.length, `${name} lists its fallback chunks`).toBeGreaterThan(0);
    const fetched = fallbacks.filter((url) => requested.has(url));
    expect(fetched, `${name} fetched its own copy of a singleton`).toEqual([]);
  }
  expect(problems).toEqual([]);
});
