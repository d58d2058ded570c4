import { defineConfig, type Project } from '@playwright/test';
import { testChromium } from './scripts/lib/test-chromium.mjs';
import { type StackName, startedStacks } from './tests/e2e/support/stacks';

/**
 * E2E_GREP runs only the tests whose title matches, in the main projects. It is a project option,
 * not `--grep`, because a command-line filter does not reach a dependency project: with `--grep
 * @pg` the 'shop' project, a dependency of 'shop-wide RT', ran whole (microsoft/playwright#35379).
 */
const grep = process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP) : undefined;

/** The stacks the global setup started; read again by each worker, which starts after it. */
const stacks = startedStacks();

/**
 * The shop's projects on one stack. The RT is shop-wide: while rt.spec points its server at the
 * simulator, every payment of the other specs would print on it. So its tests run after all the
 * others of their stack, one at a time.
 */
function shopProjects(
  stack: StackName,
  suffix: string,
  only: RegExp | undefined,
  extra: Project['metadata'] = {},
): Project[] {
  const use = { baseURL: stacks[stack]?.baseURL };
  const metadata = { stack, ...extra };
  return [
    { name: `shop${suffix}`, testIgnore: 'rt.spec.ts', grep: only, use, metadata },
    {
      name: `shop-wide RT${suffix}`,
      testMatch: 'rt.spec.ts',
      dependencies: [`shop${suffix}`],
      fullyParallel: false,
      grep: only,
      use,
      metadata,
    },
  ];
}

/**
 * Browser tests on the built app (dist/web) served by the real server, which
 * tests/e2e/global-setup.ts starts on a free port with a throw-away DATA_DIR (the `main` stack).
 * With E2E_POSTGRES_URL (CI) the @pg-tagged tests (every module's write paths) also run in the
 * same run on a second server on that PostgreSQL database, sharing the two workers (decision 040).
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
    ...shopProjects('main', '', grep),
    // axe is not run again here: it reads the markup, which the same build renders whatever the
    // engine, and the main projects check it on the same tests.
    ...(process.env.E2E_POSTGRES_URL
      ? shopProjects('postgres', ' on PostgreSQL', /@pg/, { axe: false })
      : []),
  ],
  forbidOnly: Boolean(process.env.CI),
  use: {
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
