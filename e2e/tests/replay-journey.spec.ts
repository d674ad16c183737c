import { expect, type Page, test } from '@playwright/test';
import { seedAccounts } from '../support/seed-accounts';

/** The track record's "Settled predictions" figure on the home page, as a number. */
async function settledOnPage(page: Page): Promise<number> {
  const figure = page.getByRole('region', { name: 'Track record' }).locator('dt:text-is("Settled predictions") + dd');
  return Number((await figure.textContent())?.replace(/\D/g, '') ?? Number.NaN);
}

test('the site lives: a fresh replay has a filled track record, and results settle while a visitor watches', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', {
    data: { email: seedAccounts.admin.email, password: seedAccounts.admin.password },
  });
  const adminToken = ((await login.json()) as { token: string }).token;
  const setPace = (pace: number) =>
    page.request.put('/api/admin/clock', { data: { pace }, headers: { Authorization: `Bearer ${adminToken}` } });
  const clock = async () => (await (await page.request.get('/api/as-of')).json()) as { now: string; pace: number };

  await page.goto('/');
  const shownClock = page.getByTestId('engine-clock');
  await expect(shownClock).toContainText('Replay');
  const region = page.getByRole('region', { name: 'Track record' });
  await expect(region.getByText('Settled predictions')).toBeVisible();
  // History made before each kick-off: the record is filled on a fresh start.
  const before = await settledOnPage(page);
  expect(before).toBeGreaterThan(100);
  // The value bets' ROI comes with its 95 % interval, and an edge is claimed only when the interval leaves zero out.
  const interval = region.getByText(/^95% interval [+−]?\d+\.\d% to [+−]?\d+\.\d%: /);
  await expect(interval).toHaveText(/: (not distinguishable from zero|above zero|below zero)$/);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const box = await interval.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  }
  const clockText = await shownClock.textContent();
  const startedAt = (await clock()).now;

  // An hour of matches per real second: kick-offs and results arrive within the minute.
  expect((await setPace(3600)).status()).toBe(200);
  try {
    await expect.poll(() => settledOnPage(page), { timeout: 120_000, intervals: [2000] }).toBeGreaterThan(before);
    await expect(shownClock).not.toHaveText(clockText ?? '');
    // The settlements raised alerts after the watch began, in words a client reads.
    const clientLogin = await page.request.post('/api/auth/login', {
      data: { email: seedAccounts.client('ultimate').email, password: seedAccounts.client('ultimate').password },
    });
    const clientToken = ((await clientLogin.json()) as { token: string }).token;
    const clientAlerts = async () =>
      (await (
        await page.request.get('/api/alerts?size=100', { headers: { Authorization: `Bearer ${clientToken}` } })
      ).json()) as { alertType: string; createdAt: string }[];
    // The page can show a settlement a moment before its alerts are listed.
    await expect
      .poll(async () => (await clientAlerts()).some((a) => a.createdAt > startedAt), { timeout: 60_000 })
      .toBe(true);
    const alerts = await clientAlerts();
    expect(alerts.every((a) => ['Prediction', 'Value Bet', 'Result'].includes(a.alertType))).toBe(true);
  } finally {
    expect((await setPace(60)).status()).toBe(200);
  }
});
