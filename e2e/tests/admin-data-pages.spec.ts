import { expect, test } from '@playwright/test';
import { signInWithForm } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

// The API ingests the shipped data and fits the models on start-up; refits after a weight change take seconds.
test.setTimeout(180_000);

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

  await menu.getByRole('link', { name: 'Configuration' }).click();
  const recentForm = page.getByRole('slider', { name: 'Recent Form' });
  await expect(recentForm).toBeVisible();
  const before = Number(await recentForm.inputValue());
  await recentForm.focus();
  await page.keyboard.press(before < 100 ? 'ArrowRight' : 'ArrowLeft');
  const after = Number(await recentForm.inputValue());
  expect(Math.abs(after - before)).toBe(1);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Algorithm weights updated successfully').first()).toBeVisible({ timeout: 120_000 });
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Recent Form' })).toHaveValue(String(after));

  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Backtesting Reports' })).toBeVisible();
  // A new walk-forward backtest runs in a worker; its row fills in when it finishes.
  await page.getByLabel('League').selectOption({ label: 'Premier League' });
  await page.getByLabel('Seasons').fill('2023-24');
  await page.getByRole('button', { name: 'Generate' }).click();
  const backtests = page.getByRole('table', { name: 'Backtesting Reports' });
  const newest = backtests.getByRole('row').nth(1);
  await expect(newest).toContainText('E0 · 2023-24');
  await expect(newest).toContainText(/0\.\d{4}/, { timeout: 120_000 });
  await newest.getByRole('button', { name: /View backtest/ }).click();
  const detail = page.getByRole('dialog', { name: /Backtest #\d+/ });
  await expect(detail.getByRole('table', { name: 'Model vs market' })).toContainText('Ranked probability score');
  await expect(
    detail.getByRole('table', { name: 'Calibration by forecast probability' }).getByRole('row'),
  ).not.toHaveCount(1);
  await detail.getByRole('button', { name: 'Close' }).click();
  const performance = page.getByRole('table', { name: 'Pipeline Performance Reports' });
  await expect(performance.getByRole('row')).not.toHaveCount(1);
  await expect(performance.getByRole('row').nth(1)).toContainText(/\d{4}-\d{2}-\d{2}/);
});
