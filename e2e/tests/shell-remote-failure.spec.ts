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

test('a QA override pointing at a stopped server shows the fallback in the layout; other pages keep working; Reset restores it', async ({
  page,
}) => {
  const port = await deadPort();
  const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
  await page.goto(`/news-room?remote.mfe_articles=${encodeURIComponent(manifest)}`);

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
  await page.goto('/rumour-mill');
  await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toBeVisible();
  await banner.getByRole('button', { name: 'Reset' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toHaveCount(0);
  await expect(page.getByText('Loading rumours...')).toHaveCount(0, { timeout: 15_000 });
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
    await expect(page.getByRole('heading', { name: 'Rumour Mill is unavailable' })).toHaveCount(0);
    await expect(page.getByText('Loading rumours...')).toHaveCount(0, { timeout: 15_000 });
    expect(await page.evaluate(() => Reflect.get(window, '__noReload'))).toBe(true);
  } finally {
    await site.close();
  }
});
