import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { Role } from '../../src/shared/roles';
import type { Account } from './support/accounts';
import { openReadyAccounts, type ReadyAccounts } from './support/ready-accounts';
import { stackOf } from './support/stacks';

interface Fixtures {
  /** Fails a test whose page logged an error (React warnings, CSP violations, crashes). */
  failOnPageErrors: undefined;
  /** API client signed in as the global admin (created by the global setup). */
  adminApi: APIRequestContext;
  /**
   * Creates a fresh account, written into the server's database with the shared password
   * (support/ready-accounts.ts); the users' own page and API are tested in users.spec.ts.
   */
  createAccount: (role: Role, label?: string) => Promise<Account & { id: string }>;
  /** Creates a fresh account of the role and gives the page's browser a session of it. */
  signInAs: (role: Role) => Promise<Account & { id: string }>;
}

interface WorkerFixtures {
  /** This worker's connection to the server's database, for ready accounts and sessions. */
  readyAccounts: ReadyAccounts;
}

export async function apiSignIn(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// Chromium logs every 4xx/5xx answer; the tests provoke some of those on purpose.
const EXPECTED_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<Fixtures, WorkerFixtures>({
  readyAccounts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none.
    async ({}, use, workerInfo) => {
      const ready = openReadyAccounts(stackOf(workerInfo.project));
      await use(ready);
      await ready.close();
    },
    { scope: 'worker' },
  ],
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_ERROR.test(message.text())) {
          errors.push(message.text());
        }
      });
      await use(undefined);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
  adminApi: async ({ playwright, baseURL, readyAccounts }, use) => {
    const cookie = await readyAccounts.session(await readyAccounts.adminId());
    const api = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [sessionCookie(cookie, baseURL)], origins: [] },
    });
    await use(api);
    await api.dispose();
  },
  createAccount: async ({ readyAccounts }, use) => {
    await use((role, label) => readyAccounts.create(role, label));
  },
  signInAs: async ({ page, createAccount, readyAccounts, baseURL }, use) => {
    await use(async (role) => {
      const account = await createAccount(role);
      const cookie = await readyAccounts.session(account.id);
      await page.context().addCookies([sessionCookie(cookie, baseURL)]);
      return account;
    });
  },
});

export { expect };

/** The session cookie as the server sets it (http, so not Secure). */
function sessionCookie(cookie: { name: string; value: string }, baseURL: string | undefined) {
  return {
    ...cookie,
    domain: new URL(baseURL ?? '').hostname,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/** Fills and submits the login form. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
