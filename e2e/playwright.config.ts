import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** What Playwright itself passes as --disable-features (playwright-core's chromiumSwitches). */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
].join(',');
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Browser journeys against the real server serving the built web app (run
 * `npm run build -w @shop/web` first; `npm run test:e2e` at the root does both). Debian's Chromium
 * is used, no browser download: CHROMIUM_PATH overrides its location.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A page load in a new browser context takes seconds of both cores on the 2-core CI machine, and
  // two workers share them: journeys get room for that, not for anything slow in the shop. The
  // longest journeys (a checkout from sign-up to staff confirmation) take tens of seconds there, so
  // a machine three times slower needs more than a minute.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // npm test reads the JSON report to print its closing count
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    // A trace records every test to keep the failing ones: on the 2-core machine that cost a fifth of
    // the browser tests' time (the footer and navbar specs: 92 s with it, 73 s without). A test that
    // fails is traced on its retry instead (CI retries once); a failure always leaves its page's
    // snapshot in test-results (error-context.md), and `--trace on` traces a local run.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No spare renderer process kept ready for the next tab: on the 2-core machine it cost a tenth
        // of the CPU of a page load in a new context (6.6 → 5.8 core-s, two runs each). Chromium keeps
        // only the last --disable-features it is given, so Playwright's own list is repeated here
        // (check it against playwright-core's chromiumSwitches when Playwright is upgraded).
        `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES},SpareRendererForSitePerProcess`,
      ],
    },
  },
  webServer: {
    command: process.env.E2E_SERVER_COMMAND ?? 'npx tsx e2e/harness/serve.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
