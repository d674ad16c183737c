import { expect, test } from '@playwright/test';
import { signInWithForm } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

// The API ingests the shipped data and fits the models on start-up; refits after a weight change take seconds, and a
// full re-ingestion reads every shipped file again.
test.setTimeout(300_000);

test('an admin monitors the pipeline, updates the algorithm weights and opens the reports', async ({ page }) => {
  await signInWithForm(page, seedAccounts.admin);
  const menu = page.getByRole('navigation', { name: 'Admin console' });

  await menu.getByRole('link', { name: 'Pipeline Monitoring' }).click();
  await expect(page).toHaveURL(/\/admin\/pipeline$/);
  const runs = page.getByRole('table', { name: 'Active Pipelines' });
  // The start-up ingestion run is recorded like any other.
  await expect(runs.getByRole('row', { name: /Football data ingestion #1 \(server start\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Run pipeline now|Pipeline running/ })).toBeVisible();
  await runs.getByRole('button', { name: 'View Log of run #1' }).click();
  const log = page.getByRole('dialog', { name: 'Run #1 log' });
  await expect(log.getByText('Rows read')).toBeVisible();
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/^Runs 1–\d+ of \d+, newest first$/)).toBeVisible();

  // A full re-ingestion ignores the checkpoints: every file is read again while the progress shows.
  await page.getByRole('button', { name: 'Force full re-ingestion' }).click();
  await page
    .getByRole('alertdialog', { name: 'Force a full re-ingestion' })
    .getByRole('button', { name: 'Re-ingest everything' })
    .click();
  const ingestion = page.getByRole('region', { name: 'Ingestion' });
  await expect(ingestion.getByText(/^Run #\d+ \(full re-ingestion\) (is running|finished)/)).toBeVisible();
  const finished = ingestion.getByText(/^Run #\d+ \(full re-ingestion\) finished: Success\. (\d+) of \1 files/);
  await expect(finished).toBeVisible({ timeout: 180_000 });
  const readAgain = Number((await finished.textContent())?.match(/, ([\d,]+) rows read/)?.[1]?.replaceAll(',', ''));
  expect(readAgain).toBeGreaterThan(10_000);
  await expect(runs.getByRole('row').nth(1)).toContainText('Success');

  await menu.getByRole('link', { name: 'Configuration' }).click();
  const recentForm = page.getByRole('slider', { name: 'Recent Form' });
  // Drawn disabled at its final size until the saved weights are in.
  await expect(recentForm).toBeEnabled();
  const before = Number(await recentForm.inputValue());
  await recentForm.focus();
  await page.keyboard.press(before < 100 ? 'ArrowRight' : 'ArrowLeft');
  const after = Number(await recentForm.inputValue());
  expect(Math.abs(after - before)).toBe(1);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Algorithm weights updated successfully').first()).toBeVisible({ timeout: 120_000 });
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Recent Form' })).toHaveValue(String(after));

  // The defaults come from the server's contract; Reset stores them through the same update.
  await expect(page.getByText('Default 50', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset the algorithm weights' })
    .getByRole('button', { name: 'Reset weights' })
    .click();
  await expect(page.getByText('Algorithm weights updated successfully').first()).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('slider', { name: 'Recent Form' })).toHaveValue('50');
  await expect(page.getByRole('slider', { name: 'Attack Strength (xG)' })).toHaveValue('70');
  await expect(page.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();

  // The jump picker stops where the server says: forward only, and no later than the day after the last match.
  const jump = page.getByLabel('New as-of date');
  await expect(jump).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await expect(jump).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  const latest = (await jump.getAttribute('max'))!;
  const pastTheEnd = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await jump.fill(pastTheEnd);
  await page.getByRole('button', { name: 'Move clock forward' }).click();
  await expect(page.getByText(`The data ends there: choose a day up to ${latest}.`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Backtesting Reports' })).toBeVisible();
  // A new walk-forward backtest runs in a worker; its row fills in when it finishes. Only seasons with played
  // matches are offered.
  const generate = page.getByRole('form', { name: 'Generate backtest' });
  await generate.getByLabel('League').selectOption({ label: 'Premier League' });
  await expect(generate.getByLabel('First season').getByRole('option', { name: '2014-15' })).toBeAttached();
  await expect(generate.getByLabel('First season').getByRole('option', { name: '2025-26' })).toHaveCount(0);
  await generate.getByLabel('First season').selectOption('2023-24');
  await generate.getByLabel('Last season').selectOption('2023-24');
  await generate.getByRole('button', { name: 'Generate' }).click();
  const backtests = page.getByRole('table', { name: 'Backtesting Reports' });
  const newest = backtests.getByRole('row').nth(1);
  // Leagues by name, never by the data files' codes.
  await expect(newest).toContainText('Premier League · 2023-24');
  await expect(newest).toContainText(/0\.\d{4}/, { timeout: 120_000 });
  await newest.getByRole('button', { name: /View backtest/ }).click();
  const detail = page.getByRole('dialog', { name: /Backtest #\d+/ });
  await expect(detail.getByRole('table', { name: 'Model vs market' })).toContainText('Ranked probability score');
  await expect(
    detail.getByRole('table', { name: 'Calibration by forecast probability' }).getByRole('row'),
  ).not.toHaveCount(1);
  await detail.getByRole('button', { name: 'Close' }).click();
  // Pipeline performance reports are generated for a chosen period and stored (admin-reports.spec.ts covers that).
  await expect(
    page.getByText('No pipeline performance reports yet. Choose a period and generate the first one.'),
  ).toBeVisible();
});

test('an admin filters the fixtures and opens a match without leaving the console', async ({ page }) => {
  await signInWithForm(page, seedAccounts.admin);
  const menu = page.getByRole('navigation', { name: 'Admin console' });
  await menu.getByRole('link', { name: 'Fixtures' }).click();
  await expect(page).toHaveURL(/\/admin\/fixtures$/);
  // On opening, the filters say what the list shows: every upcoming fixture of every league.
  await expect(page.getByLabel('League')).toHaveValue('');
  await expect(page.getByLabel('Match Date')).toHaveValue('');
  await expect(page.getByText('Upcoming fixtures in every league, from the as-of date on.')).toBeVisible();
  const fixtures = page.getByRole('table', { name: 'Fixtures' });
  await expect(fixtures.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  await expect(fixtures.getByRole('checkbox')).toHaveCount(0);

  await page.getByLabel('League').selectOption({ label: 'Premier League' });
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/admin\/fixtures\?league=E0$/);
  await expect(page.getByText('Upcoming fixtures in Premier League, from the as-of date on.')).toBeVisible();
  const first = fixtures.getByRole('row').nth(1);
  await expect(first).toContainText('Premier League');
  await expect(
    fixtures.getByRole('row').filter({ hasText: /La Liga|Bundesliga|Serie A|Ligue 1|Championship/ }),
  ).toHaveCount(0);

  const view = first.getByRole('link', { name: /^View match / });
  const title = (await view.getAttribute('aria-label'))!.replace('View match ', '');
  await view.click();
  await expect(page).toHaveURL(/\/admin\/fixtures\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Model prediction' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Best match-result prices' })).toBeVisible();

  await page.getByRole('link', { name: '← Back to fixtures' }).click();
  await expect(page).toHaveURL(/\/admin\/fixtures\?league=E0$/);
  await expect(page.getByLabel('League')).toHaveValue('E0');
});

test('the fixtures list and a match page fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, seedAccounts.admin);
  await page.goto('/admin/fixtures');
  const fixtures = page.getByRole('table', { name: 'Fixtures' });
  const view = fixtures.getByRole('link', { name: /^View match / }).first();
  await expect(view).toBeVisible({ timeout: 60_000 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await view.click();
  await expect(page.getByRole('heading', { name: 'Model prediction' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Best match-result prices' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
