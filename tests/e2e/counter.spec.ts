import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketsViaApi, SAVE_TIMEOUT, uniqueCustomer } from './support/tickets';

// axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
test.use({ bypassCSP: true, viewport: { width: 1366, height: 768 } });

test('a dashboard number opens its list, a compact table with 15 tickets on a laptop screen @pg', async ({
  page,
  signInAs,
}) => {
  test.slow();
  const me = await signInAs('employee');
  await createTicketsViaApi(page.request, 16, {
    customer_name: uniqueCustomer(),
    assigned_to: me.email,
  });

  await page.goto('/dashboard');
  const mine = page.getByRole('link', { name: /Assegnati a me/ });
  await expect(mine).toHaveText(/^16\s*Assegnati a me$/, { timeout: SAVE_TIMEOUT });
  await expectNoSeriousA11yViolations(page);

  await mine.click();
  await expect(page).toHaveURL('/tickets?mine=true');
  await expect(page.getByLabel('Mostra', { exact: true })).toHaveValue('mine');
  const rows = page.getByRole('table', { name: 'Ticket' }).locator('tbody > tr');
  await expect(rows).toHaveCount(16, { timeout: SAVE_TIMEOUT });
  const bottoms = await rows.evaluateAll((trs) =>
    trs.map((tr) => tr.getBoundingClientRect().bottom),
  );
  expect(bottoms.filter((bottom) => bottom <= 768).length).toBeGreaterThanOrEqual(15);

  // Every field stays reachable: the row's details open the whole card.
  const first = rows.first();
  const number = (await first.getByRole('link').first().textContent()) ?? '';
  await expect(first.getByRole('link', { name: number })).toHaveAttribute(
    'href',
    /\/tickets\/[0-9a-f-]{36}\/dettagli$/,
  );
  await first.getByRole('button', { name: `Dettagli ${number}` }).click();
  await expect(page.getByRole('article', { name: number })).toBeVisible();
});
