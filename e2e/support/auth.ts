import { expect, type Page } from '@playwright/test';
import type { SeedAccount } from './seed-accounts';

/** Signs in through the Login page the way a visitor does and waits for the role's landing page. */
export async function signInWithForm(
  page: Page,
  account: Pick<SeedAccount, 'email' | 'password' | 'role'>,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(account.role === 'ADMIN' ? /\/admin\/?$/ : /\/client\/dashboard\/?$/);
}

/**
 * Signs in through the API (faster, for tests about something else) and stores the token where the site
 * keeps it; the next page load restores the session.
 */
export async function signInWithApi(page: Page, account: Pick<SeedAccount, 'email' | 'password'>): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), `login of ${account.email}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/about-oddslab');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return token;
}
