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

  // Packages are listed in display order with their price; Free is the one new sign-ups receive.
  await expect(table.getByRole('row').nth(1)).toContainText('Free');
  await expect(table.getByRole('row', { name: /Free/ })).toContainText('New sign-ups');
  const basic = table.getByRole('row').filter({ has: page.getByText('Basic', { exact: true }) });
  await expect(basic).toContainText('£9.99 / month');

  // Create: unknown function names are dropped before saving; a price needs whole pence.
  await page.getByLabel('Package Name').fill(name);
  await page.getByLabel('Description').fill('Fixtures and alerts for weekend punters');
  await page.getByLabel('Functions (comma-separated)').fill('FIXTURES, horoscopes, ALERTS');
  await expect(page.getByText('Not allowed, will be dropped: horoscopes')).toBeVisible();
  await page.getByLabel('Price (£)').fill('12.505');
  await page.getByLabel('Billing cycle').selectOption({ label: 'Yearly' });
  await page.getByRole('button', { name: 'Create Package' }).click();
  await expect(page.getByText('Enter the price in pounds and pence, e.g. 9.99.')).toBeVisible();
  await page.getByLabel('Price (£)').fill('12.50');
  await page.getByRole('button', { name: 'Create Package' }).click();
  await expect(page.getByText('Package created successfully')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('FIXTURES');
  await expect(row).toContainText('ALERTS');
  await expect(row).not.toContainText('horoscopes');
  await expect(row).toContainText('£12.50 / year');
  // Listed after every other package.
  await expect(table.getByRole('row').last()).toContainText(name);

  // Edit.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Package' });
  await dialog.getByLabel('Functions (comma-separated)').fill('FIXTURES, ALERTS, PREDICTIONS');
  await expect(dialog.getByLabel('Price (£)')).toHaveValue('12.50');
  await dialog.getByLabel('Price (£)').fill('4.99');
  await dialog.getByLabel('Billing cycle').selectOption({ label: 'Monthly' });
  await dialog.getByLabel('Display order').fill('2');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Package updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('PREDICTIONS');
  await expect(row).toContainText('£4.99 / month');
  // Order 2 lists it beside Basic (2), after it: the lower id comes first.
  await expect(table.getByRole('row').nth(3)).toContainText(name);

  // The package new sign-ups receive cannot go without a replacement, and one that clients hold not at all.
  await table.getByRole('button', { name: 'Delete Free' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete Package' });
  await expect(confirm).toContainText('New sign-ups receive the Free package.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText('Choose the package new sign-ups receive instead.')).toBeVisible();
  await confirm.getByLabel('New sign-ups get').selectOption({ label: 'Basic' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/^Failed to delete package: Package "Free" is held by \d+ users?/)).toBeVisible();
  await expect(table.getByRole('row', { name: /Free/ })).toContainText('New sign-ups');

  // The new package becomes the sign-up package, then is deleted with Free named as its replacement.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('dialog', { name: 'Edit Package' }).getByLabel('New sign-ups get this package').check();
  await page.getByRole('dialog', { name: 'Edit Package' }).getByRole('button', { name: 'Update' }).click();
  await expect(row).toContainText('New sign-ups');
  await expect(table.getByRole('row', { name: /Free/ })).not.toContainText('New sign-ups');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete Package' });
  await expect(confirm).toContainText(`New sign-ups receive the ${name} package.`);
  await confirm.getByLabel('New sign-ups get').selectOption({ label: 'Free' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Package deleted successfully')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Free/ })).toContainText('New sign-ups');
});

test('Package Management reads well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, seedAccounts.admin);
  await page.goto('/admin/packages');
  const basic = page
    .getByRole('table', { name: 'Packages' })
    .getByRole('row')
    .filter({ has: page.getByText('Basic', { exact: true }) });
  await expect(basic).toContainText('£9.99 / month');
  await expect(page.getByLabel('Price (£)')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
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
