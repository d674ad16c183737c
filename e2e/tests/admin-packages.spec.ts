import { expect, test } from '@playwright/test';
import { signInWithForm } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

test('an admin lands in the console and creates, edits and deletes a package', async ({ page }) => {
  const name = `Weekend ${Date.now()}`;

  await signInWithForm(page, seedAccounts.admin);
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Packages' }).click();
  await expect(page).toHaveURL(/\/admin\/packages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Package Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Packages' });
  await expect(table.getByRole('row', { name: /Ultimate/ })).toBeVisible();

  // Create: unknown function names are dropped before saving.
  await page.getByLabel('Package Name').fill(name);
  await page.getByLabel('Description').fill('Fixtures and alerts for weekend punters');
  await page.getByLabel('Functions (comma-separated)').fill('FIXTURES, horoscopes, ALERTS');
  await expect(page.getByText('Not allowed, will be dropped: horoscopes')).toBeVisible();
  await page.getByRole('button', { name: 'Create Package' }).click();
  await expect(page.getByText('Package created successfully')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('FIXTURES');
  await expect(row).toContainText('ALERTS');
  await expect(row).not.toContainText('horoscopes');

  // Edit.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Package' });
  await dialog.getByLabel('Functions (comma-separated)').fill('FIXTURES, ALERTS, PREDICTIONS');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Package updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('PREDICTIONS');

  // A package that clients hold cannot be deleted; the server says why.
  await table.getByRole('button', { name: 'Delete Free' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Package' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/^Failed to delete package: .+/)).toBeVisible();
  await expect(table.getByRole('row', { name: /Free/ })).toBeVisible();

  // Delete the new one.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Package' });
  await expect(confirm).toContainText(`Are you sure you want to delete the ${name} package?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Package deleted successfully')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('the console menu becomes a drawer on a phone and closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, seedAccounts.admin);
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeHidden();
});
