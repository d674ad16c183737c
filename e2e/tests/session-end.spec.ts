import { expect, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

const FIRST_LOAD = { timeout: 20_000 };

test.describe('sessions that end cleanly', () => {
  test('a session revoked from another browser mid-use ends once, and signing in returns to the same page', async ({
    page,
    browser,
  }) => {
    const account = seedAccounts.client('pro');
    const token = await signInWithApi(page, account);
    await page.goto('/client/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(FIRST_LOAD);

    // Another device signs this session out.
    const elsewhere = await browser.newContext();
    const logout = await elsewhere.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(logout.ok()).toBe(true);
    await elsewhere.close();

    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('link', { name: 'Predictions', exact: true })
      .click();
    await expect(page).toHaveURL(/\/login$/, FIRST_LOAD);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
    await expect(page.getByText('Your session has ended — please sign in again', { exact: true })).toHaveCount(1);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/client\/predictions$/, FIRST_LOAD);
  });

  test('a deep link opened signed out comes back after signing in, and /login then sends the user home', async ({
    page,
  }) => {
    const account = seedAccounts.client('basic');
    await page.goto('/client/settings');
    await expect(page).toHaveURL(/\/login$/, FIRST_LOAD);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/client\/settings$/, FIRST_LOAD);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/client\/dashboard$/, FIRST_LOAD);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/client\/dashboard$/, FIRST_LOAD);
  });
});
