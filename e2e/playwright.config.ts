import { defineConfig } from '@playwright/test';

// Run through run-e2e.mjs, which builds the site, starts the API and the shell server on free ports and sets
// E2E_BASE_URL. Debian's Chromium is used: no browser is downloaded.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const workers = Math.min(2, Math.max(1, Number(process.env.E2E_WORKERS ?? 1)));

export default defineConfig({
  testDir: './tests',
  // Overridable so that two runs on one machine never share (and clean) one folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
