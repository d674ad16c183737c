import { expect, type Page, test } from '@playwright/test';
import { signInWithForm } from '../support/auth';
import { uniqueEmail } from '../support/seed-accounts';

// A fresh account per test, so the journey never depends on (or changes) the seeded clients.
const firstPassword = 'Kickoff-2026!';
const secondPassword = 'Full-time-90+';

function logIn(page: Page, email: string, password: string) {
  return signInWithForm(page, { email, password, role: 'CLIENTS' });
}

test('a new client manages their account in the portal and logs out', async ({ page, request }) => {
  const email = uniqueEmail('nadia');
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Nadia Fernando',
      email,
      password: firstPassword,
      confirmPassword: firstPassword,
      dateOfBirth: '1994-03-08',
      country: 'Sri Lanka',
      image: '',
    },
  });
  expect(signup.status()).toBe(201);

  await logIn(page, email, firstPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard for Nadia Fernando' })).toBeVisible();
  const linkBar = page.getByRole('navigation', { name: 'Your package features' });
  await expect(linkBar.getByRole('link')).toHaveText(['Fixtures']);

  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/client\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings for Nadia Fernando' })).toBeVisible();

  // Edit the profile.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const profileDialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await profileDialog.getByLabel('Name').fill('Nadia Perera');
  await profileDialog.getByRole('button', { name: 'Save' }).click();
  await expect(profileDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings for Nadia Perera' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(email);

  // Notification preferences persist only after the confirmation.
  const emailNotifications = page.getByRole('checkbox', { name: 'Email Notifications' });
  await expect(emailNotifications).toBeChecked();
  await emailNotifications.uncheck();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  const confirmChanges = page.getByRole('alertdialog', { name: 'Confirm Changes' });
  await expect(confirmChanges).toContainText('Are you sure you want to save your notification preferences?');
  await confirmChanges.getByRole('button', { name: 'Yes, Save' }).click();
  await expect(page.getByText('Notification preferences saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email Notifications' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Enable Notifications' })).toBeChecked();

  // Change the password.
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('New Password', { exact: true }).fill(secondPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

  // Upgrade the package: the link bar follows at once.
  await page.getByRole('tab', { name: 'My Subscriptions' }).click();
  await expect(page.getByRole('listitem', { name: 'Free package' }).getByRole('button')).toHaveText('Current Plan');
  await page
    .getByRole('listitem', { name: 'Ultimate package' })
    .getByRole('button', { name: /Upgrade/ })
    .click();
  const confirmUpgrade = page.getByRole('alertdialog', { name: 'Confirm Package Upgrade' });
  await expect(confirmUpgrade).toContainText('Are you sure you want to upgrade to the Ultimate package?');
  await confirmUpgrade.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully upgraded to Ultimate!')).toBeVisible();
  await expect(linkBar.getByRole('link')).toHaveText([
    'Alerts',
    'Fixtures',
    'Predictions',
    'Odds Comparison',
    'Recommendations',
    'Visualizations',
    'Season Simulations',
  ]);
  await expect(page.getByRole('listitem', { name: 'Ultimate package' }).getByRole('button')).toHaveText('Current Plan');
  await expect(page.getByRole('region', { name: 'Subscription Details' })).not.toContainText('N/A');

  // Log out through the avatar menu.
  await page.getByRole('button', { name: 'Account menu for Nadia Perera' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logout successful! Redirecting...')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The new password is the one that works now, and the upgrade stuck.
  await logIn(page, email, secondPassword);
  await expect(linkBar.getByRole('link', { name: 'Visualizations' })).toBeVisible();
});

test('the portal sidebar is collapsed on a phone and the layout fits', async ({ page, request }) => {
  const email = uniqueEmail('kasun');
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Kasun Silva',
      email,
      password: firstPassword,
      confirmPassword: firstPassword,
      dateOfBirth: '1999-07-21',
      image: '',
    },
  });
  expect(signup.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, email, firstPassword);
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/client\/settings$/);
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
});
