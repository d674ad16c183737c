import { expect, test } from '@playwright/test';
import { linkTo, waitForMail } from '../support/mail-catcher';
import { uniqueEmail } from '../support/seed-accounts';

// On a fresh database the API refits its models in the first minute and may answer slowly meanwhile.
const FIRST_LOAD = { timeout: 30_000 };

test.describe('mail the site sends, read from the mail catcher', () => {
  test('sign up → the verification mail → its link → the address is verified', async ({ page }) => {
    const email = uniqueEmail('verify');
    const password = 'Verify-Passw0rd';
    await page.goto('/signin');
    await page.getByLabel('Full name').fill('Vera Verified');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByLabel('Date of birth').fill('1991-05-20');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/login$/, FIRST_LOAD);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    const banner = page.getByRole('region', { name: 'E-mail verification' });
    await expect(banner).toContainText(`open the link we sent to ${email}`);

    const mail = await waitForMail(page.request, email, /^Confirm your e-mail address/);
    const link = linkTo(mail, '/verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
    await expect(page.getByText(`Thank you: ${email} is verified.`)).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/); // the single-use token left the address bar

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(banner).toHaveCount(0);

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  });

  test('Forget Password → the reset mail → a new password: it signs in, and the old session is gone', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('reset');
    const oldPassword = 'Old-Passw0rd-1';
    const newPassword = 'New-Passw0rd-2';
    const signup = await page.request.post('/api/auth/signup', {
      data: {
        name: 'Rita Reset',
        email,
        password: oldPassword,
        confirmPassword: oldPassword,
        dateOfBirth: '1991-05-20',
        image: '',
      },
    });
    expect(signup.status()).toBe(201);
    const login = await page.request.post('/api/auth/login', { data: { email, password: oldPassword } });
    const oldToken = ((await login.json()) as { token: string }).token;
    const asOldSession = { headers: { authorization: `Bearer ${oldToken}` } };
    expect((await page.request.get('/api/users/me', asOldSession)).status()).toBe(200);
    // Sessions end at whole seconds: let the old one be strictly older than the reset.
    await page.waitForTimeout(1100);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forget Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/^If an account uses that address/)).toBeVisible();

    const mail = await waitForMail(page.request, email, /^Reset your OddsLab password/);
    await page.goto(linkTo(mail, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await expect(page.getByText(/every session of your account has been signed out/)).toBeVisible();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);

    expect((await page.request.get('/api/users/me', asOldSession)).status()).toBe(401);
    const oldLogin = await page.request.post('/api/auth/login', { data: { email, password: oldPassword } });
    expect(oldLogin.status()).toBe(401);

    // A browser that still held the old session is signed out on its next visit.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/about-oddslab');
    await otherPage.evaluate((token) => window.localStorage.setItem('token', token), oldToken);
    await otherPage.goto('/client/dashboard');
    await expect(otherPage).toHaveURL(/\/login/);
    await other.close();
  });
});
