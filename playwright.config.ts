import { defineConfig } from '@playwright/test';
import { testChromium } from './scripts/lib/test-chromium.mjs';

/**
 * E2E_GREP=@pg runs only the tagged tests (the PostgreSQL stage). It is a project option, not
 * `--grep`, because a command-line filter does not reach a dependency project: with `--grep @pg`
 * the 'shop' project, a dependency of 'shop-wide RT', ran whole (microsoft/playwright#35379).
 */
const grep = process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP) : undefined;

/**
 * Browser tests on the built app (dist/web) served by the real server, which
 * tests/e2e/global-setup.ts starts on a free port with a throw-away DATA_DIR.
 * Run: npx vite build && npx playwright test
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The longest flows (a PC build from the warehouse to the phone, ~25 s) need room on a busy CI.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  projects: [
    { name: 'shop', testIgnore: 'rt.spec.ts', grep },
    // The RT is shop-wide: while rt.spec points Sportello at its simulator, every payment of
    // the other specs would print on it. So its tests run after all the others, one at a time.
    {
      name: 'shop-wide RT',
      testMatch: 'rt.spec.ts',
      dependencies: ['shop'],
      fullyParallel: false,
      grep,
    },
  ],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace for every test costs ~20 % of the run and is thrown away on success;
    // a failure still leaves its screenshot in test-results/.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromium() ?? undefined,
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
});
