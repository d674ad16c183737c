import { expect, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

test.describe('route guards', () => {
  for (const path of ['/client', '/client/settings', '/admin', '/admin/packages']) {
    test(`an anonymous visitor opening ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    });
  }

  test('a client opening /admin is sent to /unauthorized', async ({ page }) => {
    await signInWithApi(page, seedAccounts.client('basic'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByText("You don't have permission to access this resource.")).toBeVisible();
  });

  test('a client may open the portal and an admin may open both areas', async ({ page }) => {
    await signInWithApi(page, seedAccounts.client('pro'));
    await page.goto('/client/settings');
    await expect(page).toHaveURL(/\/client\/settings$/);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Client portal is unavailable' })).toHaveCount(0);

    await page.evaluate(() => window.localStorage.removeItem('token'));
    await signInWithApi(page, seedAccounts.admin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/client');
    await expect(page).toHaveURL(/\/client\/?$/);
  });
});
