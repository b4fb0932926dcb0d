import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = '.e2e-data';
const SITE_WIDE = /(admin-(multilanguage|site-content|projects|mail|price-book)|header-fit)\.spec\.ts$/;
const LOGO = /admin-content\.spec\.ts$/;
const ALONE = /home-icons\.spec\.ts$/;

/** Browser tests run the built server on a fresh data folder, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A retry shows whether a failure is flaky; a test that needed one still fails the run on CI.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // No smooth scrolling (the site honours this preference): a click never lands on a page still
    // scrolling to a newly focused heading.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [SITE_WIDE, LOGO, ALONE], use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Tests that change what every visitor sees (logo, company facts, published texts, projects in the menu and on the home page) run after
    // the others, so no other test reads the site while they change it.
    {
      name: 'site-wide',
      testMatch: SITE_WIDE,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The logo tests replace and delete the logo every page shows: by themselves, so no other test's
    // page asks for a logo picture they just deleted.
    {
      name: 'logo',
      testMatch: LOGO,
      dependencies: ['site-wide'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Tests that make pages every other test reads ask for pictures they then delete: one at a time, last.
    {
      name: 'alone',
      testMatch: ALONE,
      dependencies: ['logo'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // As behind a proxy: a test may give its browser its own address (X-Forwarded-For) so the
      // per-IP limits of one test never touch another.
      TRUST_PROXY: 'true',
    },
  },
});
