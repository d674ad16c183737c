import { expect, test } from '@playwright/test';
import { signInWithApi, signInWithForm } from '../support/auth';
import { seedAccounts, uniqueEmail } from '../support/seed-accounts';

const FIRST_LOAD = { timeout: 20_000 };

test('an admin deactivates a client, whose open session ends on its next request, then reactivates them', async ({
  page,
  browser,
}) => {
  // A client of its own, so no other test's seeded account is ever deactivated.
  const client = { email: uniqueEmail('deactivated'), password: 'Deactivated-Pass-1', name: 'Dee Activated' };
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      name: client.name,
      email: client.email,
      password: client.password,
      confirmPassword: client.password,
      dateOfBirth: '1990-05-17',
      country: 'Canada',
      image: '',
    },
  });
  expect(signup.status()).toBe(201);

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInWithApi(clientPage, client);
  await clientPage.goto('/client/settings');
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(FIRST_LOAD);

  await signInWithForm(page, seedAccounts.admin);
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  // Your own role and status are locked.
  const own = table.getByRole('row', { name: /\(you\)/ });
  await expect(own).toBeVisible(FIRST_LOAD);
  await expect(own.getByRole('button', { name: /^Deactivate / })).toBeDisabled();
  await expect(own.getByRole('button', { name: /^Change role of / })).toBeDisabled();

  await page.getByLabel('Search users').fill(client.email);
  const row = table.getByRole('row', { name: new RegExp(client.name) });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Deactivate ${client.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate user' });
  await expect(confirm).toContainText(`Deactivate ${client.name} (${client.email})?`);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${client.name} has been deactivated`)).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // The client's open session ends on its next request (Fixtures: in the sign-up package, so the page asks the
  // server; a page outside the package asks nothing), and signing in again is refused with the reason.
  await clientPage
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Fixtures', exact: true })
    .click();
  await expect(clientPage).toHaveURL(/\/login$/, FIRST_LOAD);
  await expect(clientPage.getByText('Your session has ended — please sign in again', { exact: true })).toHaveCount(1);
  await clientPage.getByLabel('Email').fill(client.email);
  await clientPage.getByLabel('Password', { exact: true }).fill(client.password);
  await clientPage.getByRole('button', { name: 'Log In' }).click();
  await expect(
    clientPage.getByRole('alert').filter({ hasText: 'Login failed: This account has been deactivated' }).first(),
  ).toBeVisible();

  await row.getByRole('button', { name: `Reactivate ${client.name}` }).click();
  await page.getByRole('alertdialog', { name: 'Reactivate user' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText(`${client.name} has been reactivated`)).toBeVisible();
  await expect(row).toContainText('Active');

  await clientPage.getByRole('button', { name: 'Log In' }).click();
  await expect(clientPage).toHaveURL(/\/client\/(fixtures|dashboard)$/, FIRST_LOAD);
  await clientContext.close();
});

test('the users table fits a phone: rows become cards with their actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, seedAccounts.admin);
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('button', { name: /^Change package of / }).first()).toBeVisible(FIRST_LOAD);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('Sort by').selectOption('email');
  await expect(page.getByLabel('Sort by')).toHaveValue('email');
});

test('an admin writes a news article with a sanitised live preview; it is in the News Room at once', async ({
  page,
}) => {
  const title = `Derby day ${Date.now()}`;
  await signInWithForm(page, seedAccounts.admin);
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();

  await page.getByLabel('Type').selectOption('NEWS');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Both sides name unchanged line-ups.');
  await page.getByLabel('Source website').fill('BBC Sport');
  await page
    .getByLabel('Body (HTML)')
    .fill(
      '<h2>Team news</h2><p>Fit again.</p><ul><li>Saka</li></ul>' +
        '<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Team news' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText('Saka');
  await expect(preview.getByText('Source: BBC Sport')).toBeVisible();
  await expect(preview.locator('script, img')).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish article' }).click();
  await expect(page.getByText('Article published')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  const row = page.getByRole('table', { name: 'Articles' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('News');
  const editPath = await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  const id = /\/admin\/articles\/(\d+)\/edit$/.exec(editPath ?? '')?.[1];
  expect(id).toBeTruthy();

  await page.goto('/news-room');
  await expect(page.getByText(title).first()).toBeVisible(FIRST_LOAD);
  await page.goto(`/news-article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Team news' })).toBeVisible();
  await expect(page.getByText('Source: BBC Sport')).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'hacked'))).toBeUndefined();

  // Deleted, it leaves the console's list.
  await page.goto('/admin/articles');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete article' });
  await expect(confirm).toContainText(`Are you sure you want to delete “${title}”?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Article deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
