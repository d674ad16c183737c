import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInWithApi, signInWithForm } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

const FIRST_LOAD = { timeout: 20_000 };

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: seedAccounts.admin.email, password: seedAccounts.admin.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Runs `journey` with the replay clock standing, so no match kicks off (and freezes its prediction) half-way through;
 * the clock goes back to how it was afterwards.
 */
async function withClockStanding(page: Page, journey: () => Promise<void>): Promise<void> {
  const token = await adminToken(page.request);
  const setPaused = (paused: boolean) =>
    page.request.put('/api/admin/clock', { data: { paused }, headers: { Authorization: `Bearer ${token}` } });
  const { paused } = (await (await page.request.get('/api/as-of')).json()) as { paused: boolean };
  expect((await setPaused(true)).status()).toBe(200);
  try {
    await journey();
  } finally {
    expect((await setPaused(paused)).status()).toBe(200);
  }
}

test('an admin overrides a prediction and a client sees the reviewed value, marked as reviewed', async ({
  page,
  browser,
}) => {
  await withClockStanding(page, async () => {
    await signInWithForm(page, seedAccounts.admin);
    await page
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Prediction Review' })
      .click();
    await expect(page).toHaveURL(/\/admin\/prediction$/);
    const table = page.getByRole('table', { name: 'Upcoming Predictions' });
    // The first upcoming prediction: also the first a client's list shows.
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('Pending', FIRST_LOAD);
    const fixture = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
    expect(fixture).toMatch(/ vs /);

    await row.getByRole('button', { name: `Edit prediction for ${fixture}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit prediction: ${fixture}` });
    await expect(dialog.getByLabel('Home win %')).toBeFocused();
    await dialog.getByLabel('Home win %').fill('55');
    await dialog.getByLabel('Draw %').fill('25');
    await dialog.getByLabel('Away win %').fill('20');
    await expect(dialog).toContainText('Total: 100.00%');
    await dialog.getByLabel('Reason').fill('Both first-choice centre-backs ruled out this morning');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText(`Prediction for ${fixture} updated`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const reviewed = table.getByRole('row', { name: new RegExp(fixture) });
    await expect(reviewed).toContainText('Reviewed');
    await expect(reviewed).toContainText('Home Win (55.00%)');

    // A subscriber's portal serves the reviewed numbers, marked in words.
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signInWithApi(client, seedAccounts.client('ultimate'));
    await client.goto('/client/predictions');
    const clientRow = client
      .getByRole('table', { name: 'Predictions for upcoming matches' })
      .getByRole('row', { name: new RegExp(fixture) });
    await expect(clientRow).toContainText('Reviewed by an analyst', FIRST_LOAD);
    await expect(clientRow).toContainText('55.00%');
    await expect(clientRow).toContainText('25.00%');
    await expect(clientRow).toContainText('20.00%');

    await clientRow.getByRole('link', { name: fixture }).click();
    await expect(client).toHaveURL(/\/client\/view-match\?id=\d+$/);
    const summary = client.getByRole('region', { name: 'Predictions', exact: true });
    await expect(summary.getByText('Reviewed by an analyst')).toBeVisible(FIRST_LOAD);
    await expect(summary).toContainText('Home win55.00%');
    await clientContext.close();
  });
});

test('the review console fits a phone: rows become cards, and Delete asks for a reason first', async ({ page }) => {
  await withClockStanding(page, async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithForm(page, seedAccounts.admin);
    await page.goto('/admin/prediction');
    const table = page.getByRole('table', { name: 'Upcoming Predictions' });
    const remove = table.getByRole('button', { name: /^Delete prediction for / }).first();
    await expect(remove).toBeVisible(FIRST_LOAD);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete prediction' });
    await expect(confirm.getByLabel('Reason')).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm.getByText('Reason must be at least 5 characters.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
  });
});
