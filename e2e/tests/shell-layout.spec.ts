import { expect, type Page, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';
import { waitForPage } from '../support/usability';

const navLabels = ['Home', 'About', 'News Room', 'Rumour Mill', 'Tokenomics', 'Algorithm'];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page is wider than the window').toBeLessThanOrEqual(0);
}

test.describe('public layout at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('fixed nav with six inline links, Sign In, social rail, disclaimer and footer', async ({ page }, testInfo) => {
    await page.goto('/about-oddslab');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of navLabels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('navigation', { name: 'Social media' })).toBeVisible();

    // The nav stays at the top while scrolling.
    await page.mouse.wheel(0, 2000);
    await expect(nav).toBeInViewport();

    const toggle = page.getByRole('button', { name: 'Read Full Disclaimer' });
    const text = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const collapsed = await text.evaluate((element) => element.getBoundingClientRect().height);
    expect(collapsed).toBe(128);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(await text.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(collapsed);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Data-Driven Sports Analytics for everyone');
    await expect(footer.getByRole('link', { name: /^OddsLab on / })).toHaveCount(4);
    await expectNoHorizontalScroll(page);

    await nav.getByRole('link', { name: 'OddsLab home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.screenshot({ path: testInfo.outputPath('layout-1440.png'), fullPage: false });
  });

  test('a new page opens at its top, and Back returns the reader to where they were', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const readerWasAt = await page.evaluate(() => window.scrollY);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About OddsLab' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Intelligent Football Betting Analytics' }),
    ).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readerWasAt);
  });

  test('the profile menu of a signed-in user closes on an outside click and on Escape', async ({ page }) => {
    await signInWithApi(page, seedAccounts.client('ultimate'));
    await page.goto('/');
    const picture = page.getByRole('button', { name: /Account menu for/ });
    await picture.click();
    await expect(page.getByRole('link', { name: 'Client portal' })).toHaveAttribute('href', '/client/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.mouse.click(700, 500);
    await expect(page.getByRole('link', { name: 'Client portal' })).toHaveCount(0);

    await picture.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Client portal' })).toHaveCount(0);
    await expect(picture).toBeFocused();
  });
});

test.describe('public layout at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('menu button toggles the links; no social rail; nothing overflows', async ({ page }, testInfo) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tokenomics' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Social media' })).toBeHidden();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('layout-390.png') });

    await menuButton.click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await closeButton.getAttribute('aria-controls')}"]`);
    for (const label of navLabels) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('layout-390-menu.png') });

    await menu.getByRole('link', { name: 'News Room' }).click();
    await expect(page).toHaveURL(/\/news-room$/);
    await expect(menu).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });

  test('the mobile menu of a signed-in user shows the picture, name, Client portal and Logout', async ({ page }) => {
    await signInWithApi(page, seedAccounts.client('basic'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    const menu = page.locator(`[id="${await closeButton.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('button', { name: 'Client portal' }).click();
    await expect(page).toHaveURL(/\/client\/$/);
    await expect(menu).toHaveCount(0);
  });
});
