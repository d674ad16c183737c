import { expect, test } from '@playwright/test';

// On a fresh database the API refits its models in the first minute and may answer slowly meanwhile; the first
// data each test waits for gets longer than the default to absorb that.
const FIRST_LOAD = { timeout: 30_000 };

test.describe('News Room and Rumour Mill', () => {
  test('a visitor reads a news article and comes back to the same list page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News Room', exact: true }).click();
    await expect(page).toHaveURL(/\/news-room$/);
    // The first article of a page is the featured one; four more sit in the grid below it.
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5, FIRST_LOAD);
    await expect(page.getByRole('list', { name: 'More from News Room' }).getByRole('listitem')).toHaveCount(4);

    // The seeded news fill more than one page of five.
    const pagination = page.getByRole('navigation', { name: 'News Room pages' });
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/news-room\?page=2$/);
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The first page stays on screen, marked busy, until the second arrives.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

    const title = await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent();
    await page.getByRole('link', { name: `Read More: ${title}` }).click();
    await expect(page).toHaveURL(/\/news-article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
    await expect(page.getByText(/^Source: /)).toBeAttached();
    await expect(page.locator('article script')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to News Room' }).click();
    await expect(page).toHaveURL(/\/news-room\?page=2$/);
  });

  test('a visitor reads a rumour opened from the Rumour Mill', async ({ page }) => {
    await page.goto('/rumour-mill');
    const featured = page.getByRole('main').getByRole('article').first().getByRole('heading');
    await expect(featured).toBeVisible(FIRST_LOAD);
    const title = await featured.textContent();
    await page.getByRole('link', { name: `Read More: ${title}` }).click();
    await expect(page).toHaveURL(/\/rumour-article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Rumour Mill' }).click();
    await expect(page).toHaveURL(/\/rumour-mill$/);
  });

  test('an article opened directly links back to its list', async ({ page }) => {
    await page.goto('/rumour-mill');
    const readMore = page.getByRole('link', { name: /^Read More: / }).first();
    await expect(readMore).toBeVisible(FIRST_LOAD);
    const href = await readMore.getAttribute('href');
    expect(href).toMatch(/^\/rumour-article\/\d+$/);
    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
    await page.getByRole('link', { name: 'Back to Rumour Mill' }).click();
    await expect(page).toHaveURL(/\/rumour-mill$/);
  });

  test('bad and unknown article ids get their messages', async ({ page }) => {
    await page.goto('/news-article/abc');
    await expect(page.getByText('Invalid article ID')).toBeVisible();
    await page.goto('/news-article/999999');
    await expect(page.getByText('Article not found.')).toBeVisible(FIRST_LOAD);
  });
});
