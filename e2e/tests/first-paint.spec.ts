import { expect, type Page, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

/** Starts recording the page's layout shifts (not caused by input) before anything of it loads. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);

/** Keeps the HTML's first element matching `selector`, to see later when the app has drawn its page over it. */
async function keepFirstPaintElement(page: Page, selector: string) {
  await page.addInitScript(
    (wanted) =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstPaintElement: Element | null }).firstPaintElement = document.querySelector(wanted);
      }),
    selector,
  );
}

/** The kept element's text, once the app has replaced it (the takeover). */
async function textReplacedByApp(page: Page): Promise<string> {
  const text = await page.evaluate(
    () => (window as unknown as { firstPaintElement: Element | null }).firstPaintElement?.textContent ?? '',
  );
  expect(text, 'the element is in the HTML').not.toBe('');
  await page.waitForFunction(
    () => {
      const element = (window as unknown as { firstPaintElement: Element | null }).firstPaintElement;
      return element !== null && !element.isConnected;
    },
    undefined,
    { timeout: 20_000 },
  );
  return text;
}

async function expectNoMove(page: Page) {
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThanOrEqual(0.05);
}

test.describe('the first paint of a public page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is the page's own content, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Intelligent Football Betting Analytics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Insights' })).toBeVisible();
    await expect(page.getByText('Loading Home...')).toHaveCount(0);
    // The article lists come with their articles: the server renders them with the API's answer.
    await page.goto('/news-room');
    await expect(page.getByRole('heading', { level: 1, name: 'News Room' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read More: / })).toHaveCount(5);
    await expect(page.getByText('Loading articles...')).toHaveCount(0);
    // So does an article: its title and text are in the HTML.
    const firstArticle = page.getByRole('link', { name: /^Read More: / }).first();
    const articleTitle = ((await firstArticle.getAttribute('aria-label')) ?? '').replace(/^Read More: /, '');
    await page.goto((await firstArticle.getAttribute('href')) ?? '/news-article/1');
    await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to News Room' })).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
    await expect(page.getByText('Loading News article...')).toHaveCount(0);
    await page.goto('/rumour-mill?page=2');
    await expect(page.getByRole('region', { name: /^Rumour Mill, page 2 of \d+$/ })).toBeVisible();
    await expect(page.getByText('Loading rumours...')).toHaveCount(0);
    // A form keeps the shell's skeleton: what is typed into inputs before the app takes over would be lost.
    await page.goto('/login');
    await expect(page.getByText('Loading Login...')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    // So does an address the page answers with its own error (a malformed article id).
    await page.goto('/news-article/abc');
    await expect(page.getByText('Loading News article...')).toBeVisible();
    await context.close();
  });

  test('is taken over by the app without the page moving', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    // The page's own data has arrived and the app has drawn it.
    await expect(page.getByText('Settled predictions')).toBeVisible({ timeout: 20_000 });
    await expectNoMove(page);
  });

  test('of the News Room is taken over with the same articles, without a loading state or a move', async ({ page }) => {
    await recordLayoutShifts(page);
    await keepFirstPaintElement(page, 'h2');
    const response = await page.goto('/news-room');
    expect(await response?.text(), 'the featured article is in the HTML').toMatch(/<h2 id="article-\d+-title">/);
    const featured = await textReplacedByApp(page);
    await expect(page.getByRole('heading', { level: 2, name: featured })).toBeVisible();
    await expect(page.getByText('Loading articles...')).toHaveCount(0);
    await expectNoMove(page);
  });

  test('of an article is taken over with the same text, without a loading state or a move', async ({ page }) => {
    await recordLayoutShifts(page);
    await keepFirstPaintElement(page, 'h1');
    await page.goto('/news-room');
    const href =
      (await page
        .getByRole('link', { name: /^Read More: / })
        .first()
        .getAttribute('href')) ?? '';
    const response = await page.goto(href);
    expect(await response?.text(), "the article's title is in the HTML").toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const title = await textReplacedByApp(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectNoMove(page);
  });
});

test.describe("the first paint of the client portal's dashboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const subtitle = 'Live analytics from the OddsLab engine and your subscription at a glance.';

  test("is the portal's frame with the dashboard's subtitle, the same for everyone and hidden from screen readers", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const response = await page.goto('/client/dashboard');
    const html = (await response?.text()) ?? '';
    expect(html, 'the subtitle is in the HTML').toContain(subtitle);
    expect(html).toMatch(/<div aria-hidden="true" inert="" data-portal-first-paint=""/);
    // Drawn on screen, but not content: screen readers hear no heading until the app has drawn the page.
    await expect(page.getByText(subtitle)).toBeVisible();
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await context.close();
  });

  test('is taken over by the signed-in dashboard without a loading state or a move', async ({ page }) => {
    await signInWithApi(page, seedAccounts.client('ultimate'));
    await recordLayoutShifts(page);
    await keepFirstPaintElement(page, '[data-portal-first-paint] p');
    await page.goto('/client/dashboard');
    expect(await textReplacedByApp(page)).toBe(subtitle);
    await expect(page.getByRole('heading', { level: 1, name: /^Dashboard for / })).toBeVisible();
    await expect(page.getByText(subtitle)).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    await expect(page.locator('[data-portal-first-paint]')).toHaveCount(0);
    await expectNoMove(page);
  });

  test('sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
