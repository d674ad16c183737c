import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

/**
 * The portal as a serious bettor uses it on a phone and a desktop: lists filtered, sorted and paged on the server
 * with the state in the address, odds as cards with every price and Bet on a 390 px screen, real names for clubs
 * and bookmakers, money in pounds, nothing outside the package requested, and the season simulation screen; each
 * page checked with axe (WCAG 2.1 A and AA).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const DATA_FILE_NAMES = /\b(B365|BFE|1XB|PS|Ein Frankfurt|Nott'm Forest|M'gladbach)\b/;

interface ListedPrediction {
  homeTeamName: string;
  awayTeamName: string;
}

/** The models are fitted after the first ingestion: wait until predictions and priced matches exist. */
async function waitForPricedPredictions(page: Page, token: string): Promise<ListedPrediction[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const read = async () => {
    const [predictions, odds] = await Promise.all([
      page.request.get('/api/predictions?size=100', { headers }),
      page.request.get('/api/odds?size=1', { headers }),
    ]);
    if (!predictions.ok() || !odds.ok()) return [];
    const priced = ((await odds.json()) as { matches: unknown[] }).matches.length > 0;
    return priced ? ((await predictions.json()) as { predictions: ListedPrediction[] }).predictions : [];
  };
  await expect.poll(async () => (await read()).length, { timeout: 150_000, intervals: [2000] }).toBeGreaterThan(0);
  return read();
}

/**
 * No violation of the WCAG 2.1 A and AA rules in the page's main content. Charts (the dashboard's track record) are
 * the site-wide accessibility suite's to check: their legends are being reworked there.
 */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .exclude('figure')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `${what}: axe violations`).toEqual([]);
}

/** Nothing on the page is wider than the screen: no figure hides in a sideways scroller of the page itself. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the portal for a serious bettor', () => {
  test.setTimeout(300_000);

  test('on a phone, an Ultimate client filters predictions by club, shares the filtered page and bets from an odds card', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const token = await signInWithApi(page, seedAccounts.client('ultimate'));
    const predictions = await waitForPricedPredictions(page, token);
    const club = predictions[0]!.homeTeamName;

    // Filter by club and order by the model's confidence: the server does both, the address keeps them.
    await page.goto('/client/predictions');
    await expect(page.getByRole('heading', { level: 1, name: 'Predictions for Ultimate Demo' })).toBeVisible();
    // On a phone the filters fold under one line, so the list starts on the first screen.
    const filters = page.locator('summary', { hasText: 'Filter and sort' });
    await expect(page.getByLabel('Team')).toBeHidden();
    await filters.click();
    await page.getByLabel('Team').fill(club);
    await page.getByLabel('Sort by').selectOption({ label: 'Model confidence, highest first' });
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(page).toHaveURL(/\/client\/predictions\?team=[^&]+&sort=probability&dir=desc$/);
    const rows = page.getByRole('table', { name: 'Predictions for upcoming matches' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(club);
    const shown = await rows.count();
    for (let i = 1; i < shown; i++) await expect(rows.nth(i)).toContainText(club);
    await expect(page.getByText(/^Page 1 of \d+ · \d+ matches?$/)).toBeVisible();

    // The address is the page: a reload (or the link sent to a friend) shows the same filtered list.
    await page.reload();
    await expect(filters).toContainText(`“${club}” · Model confidence, highest first`);
    await expect(page.getByLabel('Team')).toHaveValue(club);
    await expect(page.getByLabel('Sort by')).toHaveValue('probability:DESC');
    await expect(rows.nth(1)).toContainText(club);
    await expect(page.locator('main')).not.toContainText(DATA_FILE_NAMES);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'filtered predictions at 390 px');

    // Odds: a card per bookmaker with every price and its Bet button on screen.
    await page.goto('/client/odds-comparison');
    const bookmakers = page.getByRole('list', { name: /^Bookmaker odds for / }).first();
    await expect(bookmakers).toBeVisible();
    const card = bookmakers.getByRole('listitem').first();
    await card.scrollIntoViewIfNeeded();
    for (const label of ['Home Win', 'Draw', 'Away Win', 'Over 2.5', 'Under 2.5']) {
      await expect(card.getByText(label, { exact: true })).toBeInViewport();
    }
    const bet = card.getByRole('button', { name: /^Bet with / });
    await expect(bet).toBeInViewport();
    await expect(page.locator('main')).not.toContainText(DATA_FILE_NAMES);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'odds cards at 390 px');

    await bet.click();
    const dialog = page.getByRole('dialog', { name: 'Place Your Bet' });
    await dialog.getByLabel('Bet Amount').fill('12.5');
    await expect(dialog).toContainText('£');
    await dialog.getByRole('button', { name: 'Submit Bet' }).click();
    await expect(page.getByText(/^Bet recorded: /)).toBeVisible();
    await expect(dialog).toBeHidden();

    // My Bets shows the stake in pounds and the bookmaker by name.
    await page.goto('/client/my-bets');
    const myBets = page.getByRole('table', { name: 'My bets, newest first' });
    await expect(myBets).toContainText('£12.50');
    await expect(myBets).not.toContainText(DATA_FILE_NAMES);

    // Match details fit the phone: team figures and prices in cards, tables within the screen.
    await page.goto('/client/predictions');
    await page.getByRole('table', { name: 'Predictions for upcoming matches' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Predictions for every market' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'match details at 390 px');
  });

  test('on a desktop, recommendations show every column and pages jump; the season simulation has its own screen', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const token = await signInWithApi(page, seedAccounts.client('ultimate'));
    await waitForPricedPredictions(page, token);

    await page.goto('/client/recommendations?status=all&sort=edge');
    await expect(page.getByRole('heading', { level: 1, name: 'Recommendations for Ultimate Demo' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Value bet recommendations' });
    await expect(table).toBeVisible();
    // Stake % and Edge are on screen, not clipped by a scroller.
    for (const header of ['Edge', 'Stake %']) {
      const cell = table.getByRole('columnheader', { name: header });
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    const clipped = await table.evaluate((element) => {
      const scroller = element.parentElement!;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(clipped).toBeLessThanOrEqual(0);
    await expect(page.locator('main')).not.toContainText(DATA_FILE_NAMES);
    await expectAccessible(page, 'recommendations at 1440 px');

    // A jump to the last page.
    const status = page.getByText(/^Page 1 of (\d+) · [\d,]+ recommendations$/);
    await expect(status).toBeVisible();
    const pages = Number((await status.textContent())!.match(/of (\d+)/)![1]);
    if (pages > 1) {
      await page.getByRole('spinbutton', { name: 'Go to page' }).fill(String(pages));
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`page=${pages}`));
      await expect(page.getByText(new RegExp(`^Page ${pages} of ${pages} `))).toBeVisible();
    }

    await page.goto('/client/simulations?league=E0');
    await expect(page.getByRole('heading', { level: 1, name: 'Season Simulations for Ultimate Demo' })).toBeVisible();
    const simulation = page.getByRole('table', { name: /Premier League .* season simulation/ });
    await expect(simulation.getByRole('row')).toHaveCount(21);
    for (const header of ['Team', 'Expected points', 'Title', 'Top four', 'Relegation']) {
      await expect(simulation.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(simulation).not.toContainText(DATA_FILE_NAMES);
    await expectAccessible(page, 'season simulation at 1440 px');
    await page.getByLabel('League').selectOption({ label: 'Bundesliga' });
    await expect(page).toHaveURL(/league=D1/);
    await expect(page.getByRole('table', { name: /Bundesliga .* season simulation/ })).toBeVisible();
  });

  test('a Free client is never refused: features outside the package show upgrade panels that open My Subscriptions', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const token = await signInWithApi(page, seedAccounts.client('free'));
    await expect
      .poll(
        async () =>
          (
            await page.request.get('/api/fixtures?size=1', { headers: { Authorization: `Bearer ${token}` } })
          ).json() as Promise<unknown[]>,
        { timeout: 150_000, intervals: [2000] },
      )
      .not.toEqual([]);

    await page.goto('/client/dashboard');
    const featured = page.getByRole('region', { name: 'Featured match' });
    await expect(featured).toContainText('part of packages with Predictions');
    await expect(featured).not.toContainText('N/A');
    await expect(
      page.getByRole('heading', { name: 'Recommendations is not part of your current package' }),
    ).toBeVisible();
    await expectAccessible(page, 'Free dashboard at 390 px');

    for (const [path, feature] of [
      ['/client/predictions', 'Predictions'],
      ['/client/odds-comparison', 'Odds Comparison'],
      ['/client/recommendations', 'Recommendations'],
      ['/client/simulations', 'Season Simulations'],
      ['/client/visualizations', 'Visualizations'],
      ['/client/alerts', 'Alerts'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: `${feature} is not part of your current package` })).toBeVisible();
    }
    await expectAccessible(page, 'upgrade panel at 390 px');
    await page.getByRole('link', { name: 'See packages in My Subscriptions' }).click();
    await expect(page).toHaveURL(/\/client\/settings\?tab=subscriptions$/);
    await expect(page.getByRole('tab', { name: 'My Subscriptions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listitem', { name: 'Pro package' })).toContainText('£24.99');

    // Fixtures are in the package: filtered by league through the address.
    await page.goto('/client/fixtures?league=E0');
    await expect(page.getByRole('table', { name: 'Upcoming fixtures' }).getByRole('row').nth(1)).toContainText(
      'Premier League',
    );
    await expectNoSidewaysScroll(page);

    expect(refused, 'gated endpoints requested').toEqual([]);
    expect(consoleErrors.filter((text) => text.includes('403'))).toEqual([]);
  });
});
