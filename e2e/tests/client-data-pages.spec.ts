import { expect, type Page, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

// The API ingests the shipped football data on its first start; data pages have rows once the as-of date is set.
async function waitForEngineData(page: Page): Promise<string> {
  const readAsOf = async () => {
    const response = await page.request.get('/api/as-of');
    return response.ok() ? ((await response.json()) as { asOf: string | null }).asOf : null;
  };
  await expect.poll(readAsOf, { timeout: 90_000, intervals: [1000] }).not.toBeNull();
  const asOf = await readAsOf();
  if (asOf === null) throw new Error('The as-of date disappeared');
  return asOf;
}

test.describe('client data pages', () => {
  test.setTimeout(180_000);

  test('an Ultimate client browses live fixtures, match details, predictions, odds, recommendations, charts and alerts', async ({
    page,
  }) => {
    const token = await signInWithApi(page, seedAccounts.client('ultimate'));
    // The models are fitted after ingestion, off the request thread: wait until they predict (the as-of date is
    // provisional while files are still being ingested).
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/predictions?size=1', {
            headers: { Authorization: `Bearer ${token}` },
          });
          return response.ok() ? ((await response.json()) as { predictions: unknown[] }).predictions.length : 0;
        },
        { timeout: 120_000, intervals: [2000] },
      )
      .toBeGreaterThan(0);
    const asOf = await waitForEngineData(page);

    // Fixtures list every upcoming match on the engine's clock, counted by the server.
    await page.goto('/client/fixtures');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixtures for Ultimate Demo' })).toBeVisible();
    await expect(page.getByText(`Data as of ${asOf}`)).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+ · [\d,]+ matches$/)).toBeVisible();
    const fixtureRows = page.getByRole('table').getByRole('row');
    await expect(fixtureRows.nth(1)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(page.getByRole('table').getByRole('checkbox').last()).toBeChecked();

    // A row opens its match details; Bet opens the bet slip (recording bets is bet-tracker.spec.ts's journey).
    await fixtureRows.nth(1).getByRole('cell').nth(2).click();
    await expect(page).toHaveURL(/\/client\/view-match\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Team Statistics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Predictions for every market' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Bet with / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Place Your Bet' });
    await expect(dialog).toContainText('OddsLab does not place bets');
    const submit = dialog.getByRole('button', { name: 'Submit Bet' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Bet Amount').fill('5');
    await expect(submit).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Predictions with the model diagnostics.
    await page.goto('/client/predictions');
    const diagnostics = page.getByRole('region', { name: 'Model Diagnostics' });
    await expect(diagnostics).toContainText('Model Status');
    await expect(diagnostics.getByText(/ %$|^N\/A$/).first()).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

    // Odds comparison: a card per match with the best prices flagged. Bookmakers price a match only from a few
    // days before kick-off, so filter to the next priced match's league and day.
    const priced = (await (
      await page.request.get('/api/odds?size=1', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { matches: { league: string; date: string }[] };
    const next = priced.matches[0]!;
    const leagueNames: Record<string, string> = {
      E0: 'Premier League',
      E1: 'Championship',
      SP1: 'La Liga',
      D1: 'Bundesliga',
      I1: 'Serie A',
      F1: 'Ligue 1',
    };
    await page.goto('/client/odds-comparison');
    await expect(page.getByRole('heading', { level: 1, name: 'Odds Comparison for Ultimate Demo' })).toBeVisible();
    await page.getByLabel('League').selectOption({ label: leagueNames[next.league] ?? next.league });
    await page.getByLabel('From', { exact: true }).fill(next.date);
    await page.getByLabel('To', { exact: true }).fill(next.date);
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`league=${next.league}&from=${next.date}&to=${next.date}`));
    await expect(page.locator('td[data-best="true"]').first()).toBeVisible();

    // Recommendations (any league with value bets) and the visualizations.
    await page.goto('/client/recommendations');
    await expect(page.getByRole('heading', { level: 1, name: 'Recommendations for Ultimate Demo' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Value bet recommendations' })
        .or(page.getByText('No recommendations available.')),
    ).toBeVisible();

    await page.goto('/client/visualizations');
    await expect(page.getByRole('heading', { name: 'Prediction Confidence Over Time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team Performance Metrics' })).toBeVisible();
    await expect(page.locator('.apexcharts-canvas').first()).toBeVisible();

    await page.goto('/client/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts for Ultimate Demo' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('No alerts for these filters.'))).toBeVisible();

    // The dashboard features the next match and shows Personal Statistics for Ultimate.
    await page.goto('/client/dashboard');
    await expect(page.getByRole('region', { name: 'Featured match' })).toContainText('Expected goals');
    await expect(page.getByRole('region', { name: 'Personal Statistics' })).toBeVisible();
  });

  test('a Free client gets an upgrade panel instead of predictions', async ({ page }) => {
    await signInWithApi(page, seedAccounts.client('free'));
    await waitForEngineData(page);
    await page.goto('/client/predictions');
    await expect(page.getByRole('heading', { name: 'Predictions is not part of your current package' })).toBeVisible();
    await page.getByRole('link', { name: 'See packages in My Subscriptions' }).click();
    await expect(page).toHaveURL(/\/client\/settings\?tab=subscriptions$/);
    await expect(page.getByRole('tab', { name: 'My Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  });
});
