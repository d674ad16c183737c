import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { seedAccounts } from '../support/seed-accounts';
import { type RunningSite, startSite } from '../support/shell-server';

/**
 * A team releases and rolls back the admin console while the site serves traffic, and QA picks a release for one
 * browser. The site runs with a release registry of its own, so other tests never see these releases.
 */

const root = process.env.E2E_ROOT ?? '';
let releasesDir: string;
let site: RunningSite;

/** Every file of the shell's build with its SHA-256: a release must leave all of them as they were. */
function shellFingerprint(): Record<string, string> {
  const dist = join(root, 'shell', 'dist');
  const files: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else files[relative(dist, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  visit(dist);
  return files;
}

/** Runs `npm run release` / `npm run rollback` the way a team does (same script, this test's registry). */
function releaseCommand(...args: string[]): string {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'release.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: releasesDir },
  });
  expect(result.status, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

async function signInAsAdmin(page: Page) {
  const response = await page.request.post(`${site.baseUrl}/api/auth/login`, {
    data: { email: seedAccounts.admin.email, password: seedAccounts.admin.password },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto(`${site.baseUrl}/about-oddslab`);
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

async function adminPageIn(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  return page;
}

/** The console's footer names the release that is running. */
async function expectConsoleRelease(page: Page, version: string) {
  await page.goto(`${site.baseUrl}/admin`);
  await expect(page.getByText(new RegExp(`Console ${version.replaceAll('.', '\\.')}$`))).toBeVisible({
    timeout: 20_000,
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  releasesDir = mkdtempSync(join(tmpdir(), 'oddslab-e2e-releases-'));
  site = await startSite({ releasesDir });
});

test.afterAll(async () => {
  await site?.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

test('release → the next page load runs it, the shell untouched; QA picks the older one for one browser; rollback', async ({
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  const shellBefore = shellFingerprint();
  const qa = await adminPageIn(browser);
  const other = await adminPageIn(browser);
  await expectConsoleRelease(other, '1.0.0');

  const released = releaseCommand('release', 'mfe-admin');
  expect(released).toMatch(/Live: mfe_admin 1\.0\.1 .*replacing 1\.0\.0/);
  await expectConsoleRelease(other, '1.0.1');
  expect(shellFingerprint()).toEqual(shellBefore);

  const catalog = await (await other.request.get(`${site.baseUrl}/releases.json`)).json();
  expect(catalog.remotes.mfe_admin.live).toBe('1.0.1');
  expect(catalog.remotes.mfe_admin.releases.map((release: { version: string }) => release.version)).toEqual([
    '1.0.1',
    '1.0.0',
  ]);

  // QA runs the older release in this browser only.
  await qa.goto(`${site.baseUrl}/versions`);
  await qa.getByRole('button', { name: 'Use 1.0.0 of mfe_admin in this browser' }).click();
  await expectConsoleRelease(qa, '1.0.0');
  await expect(qa.getByRole('region', { name: 'Remote overrides' })).toContainText('/remotes/mfe-admin/1.0.0/');
  await expectConsoleRelease(other, '1.0.1');

  // Reset returns QA's browser to the live release.
  await qa.getByRole('region', { name: 'Remote overrides' }).getByRole('button', { name: 'Reset' }).click();
  await expectConsoleRelease(qa, '1.0.1');

  expect(releaseCommand('rollback', 'mfe-admin')).toMatch(/Live: mfe_admin 1\.0\.0 .*replacing 1\.0\.1/);
  await expectConsoleRelease(other, '1.0.0');
  expect(shellFingerprint()).toEqual(shellBefore);
  await qa.context().close();
  await other.context().close();
});

test('a release that needs another major of shared is never mounted: the newest compatible one runs, admins are told why', async ({
  browser,
}) => {
  // A release published by other means (the release command refuses it: see release-registry.test.mjs), made live by
  // hand.
  const incompatible = join(releasesDir, 'mfe-admin', '1.0.2');
  cpSync(join(releasesDir, 'mfe-admin', '1.0.1'), incompatible, { recursive: true });
  const info = JSON.parse(readFileSync(join(incompatible, 'release.json'), 'utf8'));
  writeFileSync(
    join(incompatible, 'release.json'),
    JSON.stringify({ ...info, version: '1.0.2', sharedRange: '^2.0.0' }),
  );
  writeFileSync(join(releasesDir, 'mfe-admin', 'live.json'), JSON.stringify({ version: '1.0.2' }));

  const page = await adminPageIn(browser);
  await expectConsoleRelease(page, '1.0.1');
  await expect(page.getByRole('region', { name: 'Release notices' })).toContainText(
    'mfe_admin 1.0.2 needs @oddslab/shared ^2.0.0',
  );

  // A QA override to it is refused the same way, in the browser.
  await page.goto(`${site.baseUrl}/admin?remote.mfe_admin=/remotes/mfe-admin/1.0.2/mf-manifest.json`);
  await expect(page.getByRole('region', { name: 'Remote overrides' })).toContainText(
    'mfe_admin 1.0.2 needs @oddslab/shared ^2.0.0, but this site provides',
  );
  await expect(page.getByText(/Console 1\.0\.1$/)).toBeVisible();
  await page.context().close();
});
