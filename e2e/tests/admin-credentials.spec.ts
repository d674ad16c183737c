import { expect, test } from '@playwright/test';
import { signInWithForm } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

test('an admin adds an API credential, sees only its mask after a reload, edits it and deletes it', async ({
  page,
}) => {
  const name = `Odds API ${Date.now()}`;
  const key = `sk-live-${Date.now()}-Zq8w`;
  const newKey = `sk-live-${Date.now()}-Rt5y`;

  await signInWithForm(page, seedAccounts.admin);
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Configuration' }).click();
  await expect(page).toHaveURL(/\/admin\/configuration$/);
  const card = page.getByRole('region', { name: 'API Credentials' });
  const table = card.getByRole('table', { name: 'API Credentials' });

  await card.getByRole('button', { name: 'Add API credential' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add API Credential' });
  await dialog.getByLabel('API Name').fill(name);
  await dialog.getByLabel('API Key', { exact: true }).fill(key);
  await expect(dialog.getByLabel('API Key', { exact: true })).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show api key' }).click();
  await expect(dialog.getByLabel('API Key', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`API credential ${name} added`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('••••Zq8w');
  await expect(page.locator('body')).not.toContainText(key);

  // Edit: the key field starts empty; a new key replaces the stored one.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit API Credential' });
  await expect(dialog.getByLabel('API Key', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('API Key', { exact: true })).toHaveAttribute(
    'placeholder',
    'Leave blank to keep the current key',
  );
  await dialog.getByLabel('API Key', { exact: true }).fill(newKey);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`API credential ${name} updated`)).toBeVisible();
  await expect(row).toContainText('••••Rt5y');

  // Delete asks first.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete API credential' });
  await expect(confirm).toContainText(`Delete ${name}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`API credential ${name} deleted`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('the vault cards fit a phone and a Betfair account is added from the keyboard', async ({ page }) => {
  const username = `punter-${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, seedAccounts.admin);
  await page.goto('/admin/configuration');
  const card = page.getByRole('region', { name: 'Betfair Accounts' });
  await card.getByRole('button', { name: 'Add Betfair account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Betfair Account' });
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type('exchange pass 1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Betfair account ${username} added`)).toBeVisible();
  const row = card.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('Active');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await row.getByRole('button', { name: `Delete ${username}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Betfair account' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card.getByRole('row', { name: new RegExp(username) })).toHaveCount(0);
});
