import { expect, test } from './fixtures';
import { createTicketViaApi } from './support/tickets';

/** Regression: /users was 830 px wide on a 375 px phone. No page may scroll sideways at 360 px. */
const STAFF_ROUTES = [
  '/',
  '/tickets',
  '/tickets/new',
  '/profile',
  '/settings',
  '/settings/outbox',
  '/users',
  '/tasks',
  '/work-management',
  '/quotes',
  '/pc-builds',
  '/inventory',
  '/suppliers',
  '/products',
  '/brands',
  '/categories',
  '/reports',
];

test.use({ viewport: { width: 360, height: 740 } });

async function horizontalOverflow(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

test('every staff page fits a 360 px screen', async ({ page, signInAs }) => {
  test.slow();
  await signInAs('admin');
  const ticket = await createTicketViaApi(page.request, { password: 'PIN-1' });
  for (const route of [...STAFF_ROUTES, `/tickets/${ticket.id}`]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page), route).toBeLessThanOrEqual(0);
  }
});

test('every public page fits a 360 px screen', async ({ page, signInAs, browser }) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, { password: 'PIN-1' });
  const customer = await browser.newPage({ viewport: { width: 360, height: 740 } });
  for (const route of [
    '/login',
    '/public/tickets/new',
    `/public/tickets/${ticket.id}`,
    `/public/tickets/thank-you/${ticket.id}`,
    '/public/tickets/non-esiste',
  ]) {
    await customer.goto(route);
    await expect(customer.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await horizontalOverflow(customer), route).toBeLessThanOrEqual(0);
  }
  await customer.close();
});
