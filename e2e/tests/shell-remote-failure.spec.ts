import { createServer } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { startSite } from '../support/shell-server';

/** A local port with nothing listening: a remote "whose server is stopped". */
function deadPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function expectLayoutAround(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Data-Driven Sports Analytics for everyone')).toBeVisible();
}

test('a QA override pointing at a stopped server on an allowed origin shows the fallback in the layout; other pages keep working; Reset restores it', async ({
  page,
}) => {
  const port = await deadPort();
  const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
  const site = await startSite({ remoteOverrideOrigins: [`http://127.0.0.1:${port}`] });
  try {
    await page.goto(`${site.baseUrl}/news-room?remote.mfe_articles=${encodeURIComponent(manifest)}`);

    const banner = page.getByRole('region', { name: 'Remote overrides' });
    await expect(banner).toContainText('mfe_articles');
    await expect(banner).toContainText(manifest);
    await expect(page.getByRole('heading', { name: 'News Room is unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectLayoutAround(page);
    // The override is remembered and dropped from the address.
    await expect(page).toHaveURL(/\/news-room$/);

    // Other remotes still load through the same shell.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tokenomics' }).click();
    await expect(page).toHaveURL(/\/tokenomics$/);
    await expect(page.getByRole('heading', { name: /is unavailable/ })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(/10,000,000/);

    // Reloading keeps the override (localStorage) until Reset.
    await page.goto(`${site.baseUrl}/rumour-mill`);
    await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toBeVisible();
    await banner.getByRole('button', { name: 'Reset' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toHaveCount(0);
    await expect(page.getByText('Loading rumours...')).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await site.close();
  }
});

test('an override from an origin that is not allowed never loads, is not remembered, and the banner says why', async ({
  page,
}) => {
  const foreign = 'https://elsewhere.example/mf-manifest.json';
  const requestedForeign: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://elsewhere.example')) requestedForeign.push(request.url());
  });

  await page.goto(`/rumour-mill?remote.mfe_articles=${encodeURIComponent(foreign)}`);
  const banner = page.getByRole('region', { name: 'Remote overrides' });
  await expect(banner).toContainText('https://elsewhere.example is not an allowed origin for overrides');
  await expect(page.getByText('Loading rumours...')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /is unavailable/ })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('oddslab.remoteOverrides'))).toBeNull();

  // The next visit is clean: nothing of the crafted link persisted.
  await page.goto('/rumour-mill');
  // The app reads the stored overrides as it starts (after the first paint): plant one only once it runs.
  await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
  await expect(banner).toHaveCount(0);

  // An override remembered before the policy changed (or planted by other code) is re-checked and dropped.
  await page.evaluate(
    (manifest) => window.localStorage.setItem('oddslab.remoteOverrides', JSON.stringify({ mfe_public: manifest })),
    foreign,
  );
  await page.goto('/');
  await expect(banner).toContainText('remembered mfe_public: https://elsewhere.example is not an allowed origin');
  await expect(page.getByText('Data-Driven Sports Analytics for everyone')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('oddslab.remoteOverrides'))).toBeNull();
  expect(requestedForeign).toEqual([]);
});

test('a remote whose server stops serving shows the fallback, and Retry loads it once it is back', async ({ page }) => {
  const stopped = await startSite({ stoppedRemotes: ['mfe_articles'] });
  const port = Number(new URL(stopped.baseUrl).port);
  let site = stopped;
  try {
    await page.goto(`${stopped.baseUrl}/rumour-mill`);
    await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toBeVisible();
    await expectLayoutAround(page);

    // Retry while it is still down: still the fallback, no blank page.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toBeVisible();

    // The rest of the site works meanwhile.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Algorithm' }).click();
    await expect(page.getByText('Coming soon!')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toBeVisible();

    // The remote comes back on the same address: Retry really loads it, without a page reload.
    await stopped.close();
    site = await startSite({ port });
    await page.evaluate(() => Reflect.set(window, '__noReload', true));
    await page.getByRole('button', { name: 'Retry' }).click();
    // The restarted server answers its first requests slowly on a loaded machine.
    await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText('Loading rumours...')).toHaveCount(0, { timeout: 15_000 });
    expect(await page.evaluate(() => Reflect.get(window, '__noReload'))).toBe(true);
  } finally {
    await site.close();
  }
});

test('a remote whose chunk disappears mid-session shows the fallback in the layout, and Retry recovers once it is back', async ({
  page,
}) => {
  await page.goto('/news-room');
  await expect(page.getByRole('heading', { name: 'News Room', level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="/news-article/"]').first()).toBeVisible({ timeout: 15_000 });

  // The container is loaded; the article page's own chunk is not yet, and now its files are gone.
  const chunks = '**/remotes/mfe-articles/*/assets/**';
  await page.route(chunks, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }));
  await page.locator('a[href^="/news-article/"]').first().click();
  await expect(page.getByRole('heading', { name: /is unavailable/ })).toBeVisible();
  await expectLayoutAround(page);

  await page.unroute(chunks);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: /is unavailable/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/news-article\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
