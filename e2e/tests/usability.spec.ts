import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seedAccounts } from '../support/seed-accounts';
import {
  axeViolations,
  hiddenInView,
  layoutShiftScore,
  printSummary,
  recordLayoutShifts,
  runReport,
  type ScanResult,
  scrollThrough,
  waitForPage,
} from '../support/usability';

// The usability suite: every page of the site for each kind of user, at a phone's and a desktop's width, plus the
// states behind interactions (menus, dialogs, tabs, empty and error states). Each must have no axe finding under
// WCAG 2.1 A/AA (and 24 px touch targets), a cumulative layout shift of at most 0.05, its own title, and nothing
// in view hidden by an animation. Keyboard paths are checked beside. The run ends with a printed summary.

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const maxLayoutShift = 0.05;

type Role = 'visitor' | 'free' | 'ultimate' | 'admin';

/** One bearer token per signed-in role for the whole run: every context of that role reuses it. */
const tokens = new Map<Role, string>();

async function tokenFor(browser: Browser, role: Exclude<Role, 'visitor'>): Promise<string> {
  const known = tokens.get(role);
  if (known) return known;
  const account = role === 'admin' ? seedAccounts.admin : seedAccounts.client(role);
  const context = await browser.newContext();
  const response = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), `login of ${account.email}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await context.close();
  tokens.set(role, token);
  return token;
}

/** A browser context for one role at one width, signed in when the role is a user's. */
async function contextFor(
  browser: Browser,
  role: Role,
  viewport: { width: number; height: number },
  baseURL: string,
): Promise<BrowserContext> {
  const origin = new URL(baseURL).origin;
  const storageState =
    role === 'visitor'
      ? undefined
      : { cookies: [], origins: [{ origin, localStorage: [{ name: 'token', value: await tokenFor(browser, role) }] }] };
  return browser.newContext({ viewport, storageState, baseURL });
}

/** Collects the findings of one role at one width; `finish` asserts them (softly, so a run lists everything). */
function scanner(page: Page, role: Role, width: number) {
  const scans: ScanResult[] = [];
  const record = async (name: string, shift: { score: number; moved: string[] } | null) => {
    const layoutShift = shift?.score ?? null;
    // Hidden-in-view first: it lets running transitions end, so axe never sees colours half faded in.
    const hidden = await hiddenInView(page);
    const violations = await axeViolations(page);
    const scan: ScanResult = {
      role,
      width,
      name,
      violations: [...violations, ...hidden.map((element) => `hidden-in-view: ${element}`)],
      layoutShift,
      title: await page.title(),
    };
    scans.push(scan);
    runReport.scans.push(scan);
    expect.soft(scan.violations, `findings on ${name} at ${width} px`).toEqual([]);
    if (layoutShift !== null) {
      expect
        .soft(layoutShift, `layout shift of ${name} at ${width} px; moved: ${shift?.moved.join(' | ')}`)
        .toBeLessThanOrEqual(maxLayoutShift);
    }
  };
  return {
    /** Loads `path` as a new document, lets it fill in, and scans it; `status`: the HTTP status it must answer. */
    async page(path: string, name = path, status?: number) {
      const response = await page.goto(path);
      if (status === undefined) expect.soft(response?.status(), `HTTP status of ${path}`).toBeLessThan(400);
      else expect.soft(response?.status(), `HTTP status of ${path}`).toBe(status);
      await waitForPage(page);
      await scrollThrough(page);
      await waitForPage(page);
      await record(name, await layoutShiftScore(page));
    },
    /** Scans the state the page is in now (a menu or dialog open, a tab chosen). */
    async state(name: string) {
      await record(name, null);
    },
    /** Every page of this role and width has a title of its own that is more than the site's name. */
    expectDistinctTitles() {
      const pages = scans.filter((scan) => scan.layoutShift !== null);
      const byTitle = new Map<string, string[]>();
      for (const scan of pages) byTitle.set(scan.title, [...(byTitle.get(scan.title) ?? []), scan.name]);
      const shared = [...byTitle].filter(([, names]) => names.length > 1);
      expect.soft(shared, 'pages sharing one document title').toEqual([]);
      for (const scan of pages) expect.soft(scan.title, `title of ${scan.name}`).toMatch(/\S.* · OddsLab$/);
    },
  };
}

test.afterAll(() => printSummary());

const publicPaths = [
  '/',
  '/about-oddslab',
  '/algorithm',
  '/tokenomics',
  '/login',
  '/signin',
  '/unauthorized',
  '/terms',
  '/responsible-gambling',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/news-room',
  '/rumour-mill',
];

const portalPaths = [
  '/client/dashboard',
  '/client/fixtures',
  '/client/predictions',
  '/client/odds-comparison',
  '/client/recommendations',
  '/client/visualizations',
  '/client/alerts',
  '/client/my-bets',
  '/client/settings',
];

const consolePaths = [
  '/admin',
  '/admin/pipeline',
  '/admin/prediction',
  '/admin/fixtures',
  '/admin/configuration',
  '/admin/reports',
  '/admin/alerts',
  '/admin/users',
  '/admin/articles',
  '/admin/articles/new',
  '/admin/packages',
  '/admin/settings',
  '/versions',
];

/**
 * An unknown address inside the portal or the console, with and without a dot: HTTP 404, the site's 404 title, and
 * the area's "Page not found" inside its own frame.
 */
async function expectAreaNotFound(page: Page, area: '/client' | '/admin') {
  for (const path of [`${area}/nope`, `${area}/nope.`]) {
    const response = await page.goto(path);
    expect.soft(response?.status(), `HTTP status of ${path}`).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect.soft(page).toHaveTitle(/^Page not found · /);
  }
}

/** Records a keyboard check; soft, so one failure does not hide the others. */
async function keyboardCheck(name: string, check: () => Promise<void>) {
  let passed = true;
  try {
    await check();
  } catch (error) {
    passed = false;
    expect.soft(String(error), `keyboard check: ${name}`).toBe('');
  }
  runReport.keyboardChecks.push({ name, passed });
}

/** What has keyboard focus: its accessible role and name, enough to tell where Tab went. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 80),
      inMain: Boolean(element?.closest('main')),
      inDialog: Boolean(element?.closest('[role="dialog"], [role="alertdialog"]')),
    };
  });
}

/** The first Tab of a page reaches the skip link, which moves focus to the main content. */
async function expectSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
  await page.keyboard.press('Tab');
  expect((await focused(page)).inMain, 'the next Tab stays in the main content').toBe(true);
}

/** Paging an article list from the keyboard leaves focus on the new results, before their first article. */
async function expectPagingMovesFocus(page: Page, list: string, title: string) {
  await page.goto(list);
  await waitForPage(page);
  const firstBefore = await page
    .getByRole('link', { name: /^Read More: / })
    .first()
    .getAttribute('aria-label');
  await page
    .getByRole('navigation', { name: `${title} pages` })
    .getByRole('button', { name: 'Page 2' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('region', { name: new RegExp(`^${title}, page 2 of`) })).toBeFocused();
  await expect(page).toHaveTitle(`${title}, page 2 · OddsLab`);
  await page.keyboard.press('Tab');
  const next = await focused(page);
  expect(next.text, 'the next Tab reaches the first new article').toMatch(/^Read More: /);
  expect(next.text).not.toBe(firstBefore);
}

/** Every focusable element reached by Tab on the page is drawn (no fade-in keeps it transparent). */
async function expectFocusNeverHidden(page: Page, stops = 40) {
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const opacity = await page.evaluate(() => {
      let value = 1;
      for (let node = document.activeElement; node; node = node.parentElement) {
        value *= Number.parseFloat(getComputedStyle(node).opacity);
      }
      return value;
    });
    const where = await focused(page);
    expect(opacity, `focused ${where.tag} "${where.text}" is drawn`).toBeGreaterThan(0.9);
  }
}

test.describe('usability', () => {
  test.describe.configure({ timeout: 900_000 });
  // A control that is not there fails its step, instead of waiting for the whole test's time.
  test.use({ actionTimeout: 20_000 });

  for (const viewport of viewports) {
    test(`public site as a visitor at ${viewport.width} px`, async ({ browser, baseURL }) => {
      const context = await contextFor(browser, 'visitor', viewport, baseURL ?? '');
      const page = await context.newPage();
      await recordLayoutShifts(page);
      const scan = scanner(page, 'visitor', viewport.width);
      for (const path of publicPaths) await scan.page(path);
      const rumour = await page
        .getByRole('link', { name: /^Read More: / })
        .first()
        .getAttribute('href');
      await scan.page(rumour ?? '', '/rumour-article/:id');
      await scan.page('/news-room?page=2', '/news-room?page=2');
      const news = await page
        .getByRole('link', { name: /^Read More: / })
        .first()
        .getAttribute('href');
      await scan.page(news ?? '', '/news-article/:id');

      // The 404 page, for addresses with and without a dot.
      for (const path of ['/nope', '/nope.', '/x.json']) {
        const response = await page.goto(path);
        expect.soft(response?.status(), `HTTP status of ${path}`).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expect.soft(page).toHaveTitle('Page not found · OddsLab');
      }
      await scan.state('404 page');

      // Error states of a form: the browser's own validation is off, the page explains; then the server's answer.
      await page.goto('/login');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Log In' }).click();
      await scan.state('/login with field errors');
      await page.getByLabel('Email').fill('nobody@example.test');
      await page.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd!');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /Login failed/ })
          .first(),
      ).toBeVisible();
      await scan.state('/login with the server refusing');

      await page.goto('/about-oddslab');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Read Full Disclaimer' }).click();
      await scan.state('disclaimer expanded');

      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
        await scan.state('mobile menu open');
        await page.keyboard.press('Escape');
      }

      // Fade-ins after Back and after a reload at the bottom of the page.
      for (const path of ['/', '/about-oddslab', news ?? '/']) {
        await page.goto(path);
        await waitForPage(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.reload();
        await waitForPage(page);
        await scan.state(`${path} reloaded at the bottom`);
      }
      await page.goto('/');
      await waitForPage(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await page.goto('/tokenomics');
      await waitForPage(page);
      await page.goBack();
      await waitForPage(page);
      await scan.state('/ after Back');

      await keyboardCheck(`public layout skip link at ${viewport.width} px`, async () => {
        await page.goto('/about-oddslab');
        await waitForPage(page);
        await expectSkipLink(page);
      });
      await keyboardCheck(`focus never lands on hidden content (Home, About) at ${viewport.width} px`, async () => {
        for (const path of ['/', '/about-oddslab']) {
          await page.goto(path);
          await waitForPage(page);
          await expectFocusNeverHidden(page);
        }
      });
      if (viewport.width > 768) {
        await keyboardCheck('paging the News Room moves focus to the new articles', () =>
          expectPagingMovesFocus(page, '/news-room', 'News Room'),
        );
        await keyboardCheck('paging the Rumour Mill moves focus to the new articles', () =>
          expectPagingMovesFocus(page, '/rumour-mill', 'Rumour Mill'),
        );
      } else {
        await keyboardCheck('the mobile menu button says whether the menu is open and closes on Escape', async () => {
          await page.goto('/');
          await waitForPage(page);
          const open = page.getByRole('button', { name: 'Open menu' });
          await expect(open).toHaveAttribute('aria-expanded', 'false');
          // Enabled once the app has taken over from the first paint.
          await expect(open).toBeEnabled();
          await open.focus();
          await page.keyboard.press('Enter');
          const close = page.getByRole('button', { name: 'Close menu' });
          await expect(close).toHaveAttribute('aria-expanded', 'true');
          await expect(page.locator(`[id="${await close.getAttribute('aria-controls')}"]`)).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
        });
      }
      scan.expectDistinctTitles();
      await context.close();
    });

    test(`public site with reduced motion at ${viewport.width} px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport, baseURL, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await recordLayoutShifts(page);
      const scan = scanner(page, 'visitor', viewport.width);
      for (const path of ['/', '/about-oddslab']) {
        await page.goto(path);
        await waitForPage(page);
        // Nothing waits for a scroll: every section is drawn wherever the page stands.
        const hidden = await page.locator('[data-visible="false"]').count();
        expect.soft(hidden, `sections hidden on ${path} with reduced motion`).toBe(0);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await scan.state(`${path} with reduced motion, at the bottom`);
      }
      await context.close();
    });

    for (const role of ['free', 'ultimate'] as const) {
      test(`portal as ${role === 'free' ? 'a Free' : 'an Ultimate'} client at ${viewport.width} px`, async ({
        browser,
        baseURL,
      }) => {
        const context = await contextFor(browser, role, viewport, baseURL ?? '');
        const page = await context.newPage();
        await recordLayoutShifts(page);
        const scan = scanner(page, role, viewport.width);
        for (const path of portalPaths) await scan.page(path);
        await scan.page('/client/nope', '/client/nope (not found)', 404);
        await expectAreaNotFound(page, '/client');

        await page.goto('/client/settings');
        await waitForPage(page);
        for (const tab of ['Change Password', 'My Subscriptions']) {
          await page.getByRole('tab', { name: tab }).click();
          await scan.state(`/client/settings, ${tab} tab`);
        }
        await page.getByRole('tab', { name: 'Change Password' }).click();
        await page.getByLabel('New Password', { exact: true }).fill('short');
        await page.getByLabel('Confirm New Password', { exact: true }).fill('different');
        await page.getByLabel('Current Password', { exact: true }).focus();
        await scan.state('/client/settings, password errors');
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
        await scan.state('Edit Profile dialog');
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: /^Account menu for / }).click();
        await scan.state('account menu open');
        await page.keyboard.press('Escape');

        if (viewport.width < 1024) {
          await page.getByRole('button', { name: 'Expand sidebar' }).click();
          await scan.state('sidebar open over the page');
          await page.keyboard.press('Escape');
        }

        if (role === 'ultimate') {
          // Settled recommendations too: the list's outcome badges (home, draw, away win) in every colour.
          // The list's filters live in the address (on a phone they fold under a summary line).
          await page.goto('/client/recommendations?status=all');
          await waitForPage(page);
          await scan.state('/client/recommendations, all statuses');

          // Match details of a match bookmakers price, the furthest off of the next twenty, so that it is still open
          // for bets while the replay clock runs.
          const token = await tokenFor(browser, 'ultimate');
          let matchId: number | undefined;
          await expect
            .poll(
              async () => {
                const response = await page.request.get('/api/odds?size=20', {
                  headers: { Authorization: `Bearer ${token}` },
                });
                const { matches } = response.ok()
                  ? ((await response.json()) as { matches: { matchId: number }[] })
                  : { matches: [] };
                matchId = matches.at(-1)?.matchId;
                return matchId;
              },
              { timeout: 120_000, intervals: [2000] },
            )
            .toBeDefined();
          await scan.page(`/client/view-match?id=${matchId}`, '/client/view-match');
          await page
            .getByRole('button', { name: /^Bet with / })
            .first()
            .click();
          const dialog = page.getByRole('dialog', { name: 'Place Your Bet' });
          await expect(dialog).toBeVisible();
          await scan.state('Place Your Bet dialog');
          await keyboardCheck(
            `a dialog keeps focus when the server answers with an error (${viewport.width} px)`,
            async () => {
              // The server refuses this one bet (as it would a kick-off that has passed meanwhile).
              await page.route('**/api/client/bets', (route) =>
                route.request().method() === 'POST'
                  ? route.fulfill({
                      status: 409,
                      json: { message: 'The match has kicked off', status: 409, details: null },
                    })
                  : route.fallback(),
              );
              await dialog.getByLabel('Bet Amount').fill('10');
              await dialog.getByRole('button', { name: 'Submit Bet' }).focus();
              await page.keyboard.press('Enter');
              await expect(dialog.getByText(/The match has kicked off/)).toBeVisible();
              expect((await focused(page)).inDialog, 'focus stays in the dialog').toBe(true);
              await page.keyboard.press('Tab');
              expect((await focused(page)).inDialog, 'Tab stays in the dialog').toBe(true);
              await page.unroute('**/api/client/bets');
            },
          );
          await scan.state('Place Your Bet dialog with a server error');
          await page.keyboard.press('Escape');
        }

        await keyboardCheck(`portal skip link (${role}, ${viewport.width} px)`, async () => {
          await page.goto('/client/dashboard');
          await waitForPage(page);
          await expectSkipLink(page);
        });
        await keyboardCheck(
          `account menu follows the menu button pattern (${role}, ${viewport.width} px)`,
          async () => {
            const trigger = page.getByRole('button', { name: /^Account menu for / });
            await trigger.focus();
            await page.keyboard.press('Enter');
            await expect(page.getByRole('menuitem', { name: 'Switch Account' })).toBeFocused();
            await page.keyboard.press('ArrowDown');
            await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
            await page.keyboard.press('ArrowDown');
            await expect(page.getByRole('menuitem', { name: 'Switch Account' })).toBeFocused();
            await page.keyboard.press('Escape');
            await expect(page.getByRole('menu')).toHaveCount(0);
            await expect(trigger).toBeFocused();
          },
        );
        scan.expectDistinctTitles();
        await context.close();
      });
    }

    test(`console as admin at ${viewport.width} px`, async ({ browser, baseURL }) => {
      const context = await contextFor(browser, 'admin', viewport, baseURL ?? '');
      const page = await context.newPage();
      await recordLayoutShifts(page);
      const scan = scanner(page, 'admin', viewport.width);
      for (const path of consolePaths) await scan.page(path);
      await scan.page('/admin/nope', '/admin/nope (not found)', 404);
      await expectAreaNotFound(page, '/admin');
      // Real pages with a parameter stay pages.
      for (const path of ['/admin/fixtures/1', '/admin/articles/1/edit']) {
        expect.soft((await page.request.get(path))?.status(), `HTTP status of ${path}`).toBe(200);
      }

      await page.goto('/admin/users');
      await waitForPage(page);
      await page
        .getByRole('button', { name: /^Deactivate .*Demo$/ })
        .first()
        .click();
      await expect(page.getByRole('alertdialog', { name: 'Deactivate user' })).toBeVisible();
      await scan.state('Deactivate user dialog');
      await page.keyboard.press('Escape');
      await page.getByLabel('Search users').fill('no-such-user-anywhere');
      await expect(page.getByText(/No users match/).first()).toBeVisible();
      await scan.state('/admin/users, no match (empty state)');

      await page.goto('/admin/packages');
      await waitForPage(page);
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await scan.state('Delete package dialog');
      await page.keyboard.press('Escape');

      await keyboardCheck(`console skip link (${viewport.width} px)`, async () => {
        await page.goto('/admin');
        await waitForPage(page);
        await expectSkipLink(page);
      });
      scan.expectDistinctTitles();
      await context.close();
    });
  }
});
