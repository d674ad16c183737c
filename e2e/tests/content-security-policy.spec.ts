import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInWithApi } from '../support/auth';
import { seedAccounts } from '../support/seed-accounts';

// Every page of the production site runs under the shell server's Content-Security-Policy without the browser
// reporting a single violation: no inline script but the app starter, no eval, nothing fetched from where the policy
// does not allow.

declare global {
  interface Window {
    /** Filled by the listener installed before any of the page's own scripts run. */
    __cspViolations?: string[];
  }
}

interface Watch {
  /** What was reported since the last call (browser events and console messages), then starts afresh. */
  take(): Promise<string[]>;
}

/** Listens for CSP violations in every document the page loads, and for complaints about the policies' text. */
async function watchViolations(page: Page): Promise<Watch> {
  let consoleReports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|Permissions-Policy|Cross-Origin-Opener-Policy/i.test(text)) {
      consoleReports.push(`console: ${text}`);
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  return {
    async take() {
      const reported = [...consoleReports, ...(await page.evaluate(() => window.__cspViolations?.splice(0) ?? []))];
      consoleReports = [];
      return reported;
    },
  };
}

/** Loads `path` as a new document, waits for its heading, lets lazy parts (charts) load, and checks the reports. */
async function visit(page: Page, watch: Watch, path: string, heading: string | RegExp) {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  // Scripts from this site and Google's sign-in, and one inline script: the app starter, named by its hash.
  expect(policy, `${path} is sent with the policy`).toMatch(
    /script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client 'sha256-[A-Za-z0-9+/]{43}=';/,
  );
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /is unavailable/ })).toHaveCount(0);
  // Charts load once they come near the viewport: pass every part of the page by.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
  expect(await watch.take(), `CSP violations on ${path}`).toEqual([]);
}

/** The href of the first "Read More" link on an article list. */
async function firstArticle(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const link = page.getByRole('link', { name: /^Read More: / }).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`No article link on ${list}`);
  return href;
}

test.describe('the Content-Security-Policy', () => {
  test.setTimeout(240_000);

  test('every public page and article renders without a violation', async ({ page }) => {
    const watch = await watchViolations(page);
    const pages: [string, string | RegExp][] = [
      ['/', 'Intelligent Football Betting Analytics'],
      ['/about-oddslab', 'About OddsLab'],
      ['/algorithm', 'Algorithm'],
      ['/tokenomics', 'Tokenomics'],
      ['/login', 'Welcome Back to Your Winning Edge'],
      ['/signin', 'Welcome to OddsLab'],
      ['/unauthorized', 'Access Denied'],
      ['/terms', /Terms/],
      ['/responsible-gambling', /Responsible Gambling/],
      ['/forgot-password', 'Reset your password'],
      ['/reset-password', /./],
      ['/verify-email', /./],
      ['/unsubscribe', /./],
      ['/news-room', 'News Room'],
      ['/rumour-mill', 'Rumour Mill'],
      ['/no-such-page', /./],
    ];
    for (const [path, heading] of pages) await visit(page, watch, path, heading);
    const news = await firstArticle(page, '/news-room');
    const rumour = await firstArticle(page, '/rumour-mill');
    for (const article of [news, rumour]) await visit(page, watch, article, /./);
  });

  test("a client's portal pages render without a violation", async ({ page }) => {
    const watch = await watchViolations(page);
    const token = await signInWithApi(page, seedAccounts.client('ultimate'));
    // Charts and tables only fill once the engine has fitted its models after ingesting the shipped data.
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/predictions?size=1', {
            headers: { Authorization: `Bearer ${token}` },
          });
          return response.ok() ? ((await response.json()) as { predictions: unknown[] }).predictions.length : 0;
        },
        { timeout: 150_000, intervals: [2000] },
      )
      .toBeGreaterThan(0);
    for (const section of [
      'Dashboard',
      'Fixtures',
      'Predictions',
      'Odds Comparison',
      'Recommendations',
      'Visualizations',
      'Alerts',
      'Settings',
    ]) {
      const path = `/client/${section.toLowerCase().replace(' ', '-')}`;
      await visit(page, watch, path, `${section} for Ultimate Demo`);
    }
    await visit(page, watch, '/client/my-bets', 'My Bets');
    // Match details open from a fixture row.
    await page.goto('/client/fixtures');
    await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(2).click();
    await expect(page).toHaveURL(/\/client\/view-match\?id=\d+$/);
    const match = new URL(page.url());
    await visit(page, watch, `${match.pathname}${match.search}`, 'Match details');
    // The bet slip is a dialog over it.
    await page
      .getByRole('button', { name: /^Bet with / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Place Your Bet' })).toBeVisible();
    expect(await watch.take(), 'CSP violations in the bet slip').toEqual([]);
  });

  test('the admin console pages and the Versions page render without a violation', async ({ page }) => {
    const watch = await watchViolations(page);
    await signInWithApi(page, seedAccounts.admin);
    for (const [path, heading] of [
      ['/admin', 'Dashboard'],
      ['/admin/pipeline', 'Pipeline Monitoring'],
      ['/admin/prediction', 'Prediction Review'],
      ['/admin/fixtures', 'Fixtures'],
      ['/admin/configuration', 'Configuration'],
      ['/admin/reports', 'Reports'],
      ['/admin/alerts', 'Alerts'],
      ['/admin/settings', 'Settings'],
      ['/admin/packages', 'Package Management'],
      // The shell's own page, shown to administrators.
      ['/versions', 'Versions'],
    ]) {
      await visit(page, watch, path, heading);
    }
  });
});

/**
 * Google's sign-in, as its client script does it: a stylesheet, the button in a frame under /gsi/, and on a click a
 * popup that hands the credential back to the frame that opened it (window.opener), which passes it to the page.
 * Google's servers are not reachable from the tests, so its addresses answer with stand-ins.
 */
async function standInForGoogle(context: BrowserContext) {
  const html = (script: string) => ({
    contentType: 'text/html',
    body: `<!doctype html><html><body><button>Sign in with Google</button><script>${script}</script></body></html>`,
  });
  await context.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { this.config = config; },
        renderButton(parent) {
          const style = document.createElement('link');
          style.rel = 'stylesheet';
          style.href = 'https://accounts.google.com/gsi/style';
          document.head.append(style);
          const frame = document.createElement('iframe');
          frame.src = 'https://accounts.google.com/gsi/button';
          frame.title = 'Sign in with Google Button';
          parent.append(frame);
          window.addEventListener('message', (event) => {
            if (event.origin === 'https://accounts.google.com') this.config.callback(event.data);
          });
        },
      } } };`,
    }),
  );
  await context.route('https://accounts.google.com/gsi/style', (route) =>
    route.fulfill({ contentType: 'text/css', body: 'button { font: inherit; }' }),
  );
  await context.route('https://accounts.google.com/gsi/button', (route) =>
    route.fulfill(
      html(`
        window.addEventListener('message', (event) => parent.postMessage(event.data, '*'));
        document.querySelector('button').onclick = () => window.open('https://accounts.google.com/gsi/select', 'g_popup', 'width=400,height=600');
      `),
    ),
  );
  await context.route('https://accounts.google.com/gsi/select', (route) =>
    route.fulfill(
      html(`
        document.querySelector('button').onclick = () => {
          window.opener.postMessage({ credential: 'stand-in-credential', select_by: 'btn' }, '*');
          window.close();
        };
      `),
    ),
  );
}

test("Google's sign-in loads under the policy and its popup still reaches the page (Cross-Origin-Opener-Policy)", async ({
  page,
  context,
}) => {
  const watch = await watchViolations(page);
  await standInForGoogle(context);
  // This server has no Google client id configured: the page is told it has one.
  await page.route('**/api/auth/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), googleClientId: 'stand-in.example' } });
  });
  const response = await page.goto('/login');
  expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

  const button = page.frameLocator('iframe[title="Sign in with Google Button"]').getByRole('button');
  await expect(button).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  const exchange = page.waitForRequest((request) => request.url().endsWith('/api/auth/google'));
  await popup.getByRole('button').click();
  // The credential went popup → its opener (Google's frame) → the page → the API.
  expect((await exchange).postDataJSON()).toMatchObject({ credential: 'stand-in-credential' });
  expect(await watch.take()).toEqual([]);
});
