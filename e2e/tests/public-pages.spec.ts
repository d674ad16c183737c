import { expect, type Page, test } from '@playwright/test';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page is wider than the window').toBeLessThanOrEqual(0);
}

/** Scrolls down the way a reader does until the page stops moving, so every fade-in section gets its chance. */
async function readToTheEnd(page: Page) {
  for (let step = 0; step < 100; step += 1) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 300);
    const moved = await page
      .waitForFunction((previous) => window.scrollY !== previous, before, { timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (!moved) return;
  }
}

test.describe('a visitor browses the public pages', () => {
  test('home, about, algorithm and tokenomics, moving through the site', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Intelligent Football Betting Analytics' })).toBeVisible();
    for (const title of ['Dynamic Odds Modelling', 'ML-Driven Predictions', 'Market Arbitrage']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeAttached();
    }
    for (const step of ['Data Acquisition', 'Model Processing', 'Market Analysis', 'Action Signals']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeAttached();
    }

    // Sections fade in once scrolled into view.
    const strategy = page.getByRole('heading', { name: 'Enhance Your Strategy' });
    await strategy.scrollIntoViewIfNeeded();
    await expect(strategy).toBeVisible();
    await expect(page.locator('[data-visible="true"]').filter({ has: strategy })).toHaveCount(1);

    await page.getByRole('link', { name: 'Explore Insights' }).click();
    await expect(page).toHaveURL(/\/about-oddslab$/);
    for (const heading of ['Who we are', 'Sports betting, honestly', 'Why invest', 'What is different']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
    }

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Algorithm', exact: true }).click();
    await expect(page).toHaveURL(/\/algorithm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Algorithm' })).toBeVisible();
    await expect(page.getByText('Coming soon!')).toBeVisible();

    await nav.getByRole('link', { name: 'Tokenomics', exact: true }).click();
    await expect(page).toHaveURL(/\/tokenomics$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row', { name: /Airdrop & Community/ })).toContainText('3,000,000');
    await expect(page.getByText('10,000,000 OLAB')).toBeVisible();
    const chart = page.getByRole('img', { name: /Donut chart of the OLAB allocation/ });
    await expect(chart.locator('svg').first()).toBeVisible();
  });

  test('the 403 page sends the visitor home or back', async ({ page }) => {
    await page.goto('/algorithm');
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this resource.")).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/algorithm$/);
    await page.goto('/unauthorized');
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Intelligent Football Betting Analytics' })).toBeVisible();
  });
});

test.describe('public pages at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/about-oddslab', '/algorithm', '/tokenomics', '/login', '/signin', '/unauthorized']) {
    test(`${path} fits the phone screen and shows every section`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await readToTheEnd(page);
      await expect(page.locator('[data-visible="false"]')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('page-390.png'), fullPage: true });
    });
  }

  test('the allocation table fits the phone screen without sideways scrolling', async ({ page }) => {
    await page.goto('/tokenomics');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6);
    const overflow = await table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(table.getByText('1-year linear vesting with monthly unlocks').filter({ visible: true })).toHaveCount(
      1,
    );
  });

  test('an article fits the phone screen and shows every section', async ({ page }) => {
    const list = await (await page.request.get('/api/articles/page/newsroom?page=0&size=5')).json();
    await page.goto(`/news-article/${list.content[0].id}`);
    // A fresh API may answer slowly while it refits its models.
    await expect(page.getByRole('heading', { level: 1, name: list.content[0].title })).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await readToTheEnd(page);
    await expect(page.locator('[data-visible="false"]')).toHaveCount(0);
  });
});
