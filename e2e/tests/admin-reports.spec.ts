import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithForm } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

/** RFC 4180 text into rows of fields (the report's team names may be quoted). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

test('an admin generates a UAT report, sees it listed and downloads its CSV', async ({ page }) => {
  await signInWithForm(page, seedAccounts.admin);
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const card = page.getByRole('region', { name: 'UAT Reports' });
  const form = card.getByRole('form', { name: 'Generate UAT report' });
  // The period starts as the four weeks up to the engine's date.
  await expect(form.getByLabel('To')).not.toHaveValue('');
  const from = await form.getByLabel('From').inputValue();
  const to = await form.getByLabel('To').inputValue();

  await form.getByRole('button', { name: 'Generate UAT report' }).click();
  const done = card.getByText(new RegExp(`^UAT report #(\\d+) for ${from} to ${to} completed\\.$`));
  await expect(done).toBeVisible({ timeout: 30_000 });
  const id = /#(\d+)/.exec((await done.textContent()) ?? '')![1]!;

  const table = card.getByRole('table', { name: 'UAT Reports' });
  const downloadName = `Download CSV of UAT report #${id}`;
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: downloadName }) });
  const download = row.getByRole('button', { name: downloadName });
  await expect(row).toContainText(`${from} to ${to}`);
  await expect(row).toContainText('Completed');
  const headers = await table.getByRole('columnheader').allTextContents();
  const coverageCell = row.getByRole('cell').nth(headers.indexOf('Coverage'));
  const coverage = /^(\d+\.\d{2})% \((\d+) of (\d+)\)$/.exec((await coverageCell.textContent()) ?? '');
  expect(coverage, 'the row shows coverage as "x% (covered of scheduled)"').not.toBeNull();
  const [, percent, covered, scheduled] = coverage!;
  expect(Number(scheduled)).toBeGreaterThan(0);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`oddslab-uat-report-${id}-${from}-to-${to}.csv`);
  const [header, ...matches] = parseCsv(await readFile((await file.path())!, 'utf8'));
  expect(header).toEqual([
    'match_id',
    'match_date',
    'kickoff_at',
    'league',
    'home_team',
    'away_team',
    'prediction_before_kickoff',
    'price_before_kickoff',
    'covered',
    'p_home',
    'p_draw',
    'p_away',
    'favoured',
    'result',
    'correct',
    'rps',
  ]);
  // One row a match of the period, the same matches and coverage the table shows.
  expect(matches).toHaveLength(Number(scheduled));
  const column = (name: string) => header!.indexOf(name);
  expect(matches.filter((match) => match[column('covered')] === 'true')).toHaveLength(Number(covered));
  expect(((100 * Number(covered)) / Number(scheduled)).toFixed(2)).toBe(percent);
  for (const match of matches) {
    expect(match[column('match_date')]! >= from && match[column('match_date')]! <= to).toBe(true);
  }
});

test('the Reports screen fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, seedAccounts.admin);
  await page.goto('/admin/reports');
  await expect(page.getByRole('form', { name: 'Generate UAT report' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pipeline Performance Reports' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
