import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { Role } from '../../src/shared/roles';
import { type Account, ADMIN, newAccount } from './support/accounts';

interface Fixtures {
  /** Fails a test whose page logged an error (React warnings, CSP violations, crashes). */
  failOnPageErrors: undefined;
  /** API client signed in as the global admin (created by the global setup). */
  adminApi: APIRequestContext;
  /** Creates a fresh account through POST /api/users. */
  createAccount: (role: Role, label?: string) => Promise<Account & { id: string }>;
  /** Creates a fresh account of the role and signs the page's browser in with it. */
  signInAs: (role: Role) => Promise<Account & { id: string }>;
}

export async function apiSignIn(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// Chromium logs every 4xx/5xx answer; the tests provoke some of those on purpose.
const EXPECTED_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<Fixtures>({
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
  adminApi: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    await apiSignIn(api, ADMIN);
    await use(api);
    await api.dispose();
  },
  createAccount: async ({ adminApi }, use) => {
    await use(async (role, label) => {
      const account = newAccount(role, label);
      const response = await adminApi.post('/api/users', { data: account });
      expect(response.status(), await response.text()).toBe(201);
      const { id } = (await response.json()) as { id: string };
      return { ...account, id };
    });
  },
  signInAs: async ({ page, createAccount }, use) => {
    await use(async (role) => {
      const account = await createAccount(role);
      // page.request shares the browser context's cookies: the page is now signed in.
      await apiSignIn(page.request, account);
      return account;
    });
  },
});

export { expect };

/** Fills and submits the login form. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
