import { expect, type Page, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

interface PricedMatch {
  matchId: number;
  date: string;
  homeTeam: string;
  awayTeam: string;
}

interface Statistics {
  totalBets: number;
  netProfit: number;
  wins: number;
  losses: number;
}

/** The dashboard's money format, in pounds like the packages: '+£11.00', '−£10.00' (a true minus sign), '£0.00'. */
function signedPounds(amount: number): string {
  const text = `£${Math.abs(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (text === '£0.00') return text;
  return `${amount < 0 ? '−' : '+'}${text}`;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

async function apiToken(page: Page, { email, password }: { email: string; password: string }): Promise<string> {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test.describe('bet tracker', () => {
  test.setTimeout(300_000);

  test('an Ultimate client records two bets, the as-of passes the matches, and Personal Statistics show the settled P/L', async ({
    page,
  }) => {
    const admin = { Authorization: `Bearer ${await apiToken(page, seedAccounts.admin)}` };
    const token = await signInWithApi(page, seedAccounts.client('ultimate'));
    const client = { Authorization: `Bearer ${token}` };

    // The API ingests the shipped seasons on its first start: wait until bookmakers price upcoming matches.
    const pricedMatches = async () => {
      const response = await page.request.get('/api/odds?size=20', { headers: client });
      return response.ok() ? ((await response.json()) as { matches: PricedMatch[] }).matches : [];
    };
    await expect
      .poll(async () => (await pricedMatches()).length, { timeout: 150_000, intervals: [2000] })
      .toBeGreaterThan(1);

    // A paused clock: no kick-off passes while the bets are recorded; the test moves the as-of itself.
    expect((await page.request.put('/api/admin/clock', { data: { paused: true }, headers: admin })).status()).toBe(200);
    try {
      const [first, second] = (await pricedMatches()).slice(0, 2) as [PricedMatch, PricedMatch];
      for (const [match, outcome] of [
        [first, 'Home Win'],
        [second, 'Away Win'],
      ] as const) {
        await page.goto(`/client/view-match?id=${match.matchId}`);
        await page
          .getByRole('button', { name: /^Bet with / })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: 'Place Your Bet' });
        await expect(dialog).toContainText(`${match.homeTeam} vs ${match.awayTeam}`);
        // Options are valued by their outcome ('Home Win') and labelled with the price.
        await dialog.getByLabel('Selection').selectOption(outcome);
        await dialog.getByLabel('Bet Amount').fill('10');
        await dialog.getByRole('button', { name: 'Submit Bet' }).click();
        await expect(
          page.getByText(`Bet recorded: ${outcome} in ${match.homeTeam} vs ${match.awayTeam}.`),
        ).toBeVisible();
        await expect(dialog).toBeHidden();
      }

      // My Bets lists both, open and still editable.
      await page.goto('/client/my-bets');
      await expect(page.getByRole('heading', { level: 1, name: 'My Bets' })).toBeVisible();
      const rows = page.getByRole('table', { name: 'My bets, newest first' }).getByRole('row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText('Open');
      await expect(rows.nth(1).getByRole('button', { name: /^Edit / })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Personal Statistics' })).toHaveCount(0);

      // The admin moves the as-of past both matches: results arrive and the bets settle in that step.
      const target = nextDay([first.date, second.date].sort()[1]!);
      const moved = await page.request.put('/api/admin/as-of', {
        data: { asOf: target },
        headers: admin,
        timeout: 240_000,
      });
      expect(moved.status(), await moved.text()).toBe(200);

      const statistics = (await (
        await page.request.get('/api/client/bets/statistics', { headers: client })
      ).json()) as Statistics;
      expect(statistics.totalBets).toBe(2);
      expect(statistics.wins + statistics.losses).toBeLessThanOrEqual(2);

      await page.goto('/client/dashboard');
      const personal = page.getByRole('region', { name: 'Personal Statistics' });
      await expect(personal).toContainText('Total bets2');
      await expect(personal).toContainText(`Net profit/loss${signedPounds(statistics.netProfit)}`);
      await expect(personal).toContainText(`Wins${statistics.wins}`);
      await expect(personal).toContainText(`Losses${statistics.losses}`);
      const recent = page.getByRole('region', { name: 'Betting Activity' }).getByRole('list', { name: 'Recent bets' });
      await expect(recent.getByRole('listitem')).toHaveCount(2);
      await expect(recent).not.toContainText('Open');

      // Settled bets can no longer change.
      await page.goto('/client/my-bets');
      await expect(rows).toHaveCount(3);
      await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    } finally {
      await page.request.put('/api/admin/clock', { data: { paused: false }, headers: admin });
    }
  });
});
