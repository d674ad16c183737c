import { expect, type Page, test } from '@playwright/test';

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

test.describe('the first paint of a public page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is the page's own content, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Intelligent Football Betting Analytics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Insights' })).toBeVisible();
    await expect(page.getByText('Loading Home...')).toHaveCount(0);
    await page.goto('/news-room');
    await expect(page.getByRole('heading', { level: 1, name: 'News Room' })).toBeVisible();
    // A form keeps the shell's skeleton (what a visitor typed into pre-rendered inputs would be lost at the
    // takeover), and so does a page whose content depends on its address.
    await page.goto('/login');
    await expect(page.getByText('Loading Login...')).toBeVisible();
    await page.goto('/news-article/1');
    await expect(page.getByText('Loading News article...')).toBeVisible();
    await context.close();
  });

  test('is taken over by the app without the page moving', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    // The page's own data has arrived and the app has drawn it.
    await expect(page.getByText('Settled predictions')).toBeVisible({ timeout: 20_000 });
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
  });
});
