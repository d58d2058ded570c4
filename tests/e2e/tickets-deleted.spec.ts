import { apiSignIn, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi, SAVE_TIMEOUT, uniqueCustomer } from './support/tickets';

// Below 1024 px the list keeps its cards, which these tests read; the desktop table has its own (counter.spec.ts).
test.use({ bypassCSP: true, viewport: { width: 900, height: 900 } });

test('an admin sees who deleted a ticket and restores it @pg', async ({
  page,
  playwright,
  baseURL,
  createAccount,
  signInAs,
}) => {
  // An employee deletes a ticket (any signed-in account may, SPEC §6).
  const employee = await createAccount('employee', 'tecnico');
  const api = await playwright.request.newContext({ baseURL });
  await apiSignIn(api, employee);
  const customer = uniqueCustomer();
  const ticket = await createTicketViaApi(api, { customer_name: customer });
  expect((await api.delete(`/api/tickets/${ticket.id}`)).status()).toBe(204);
  await api.dispose();

  await signInAs('admin');
  await page.goto('/tickets');
  await page.getByRole('link', { name: 'Ticket eliminati' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket eliminati' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(ticket.ticket_number) });
  await expect(row).toContainText(customer);
  await expect(row).toContainText(employee.name);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Ripristina ${ticket.ticket_number}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ripristinato' })).toHaveText(
    `Ticket ${ticket.ticket_number} ripristinato.`,
    { timeout: SAVE_TIMEOUT },
  );
  await expect(row).toHaveCount(0);
  await page.goto(`/tickets?q=${encodeURIComponent(customer)}`);
  await expect(page.getByRole('article', { name: ticket.ticket_number })).toBeVisible();
});

test('an employee is offered no link to the deleted tickets', async ({ page, signInAs }) => {
  await signInAs('employee');
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ticket eliminati' })).toHaveCount(0);
});

for (const role of ['employee', 'user'] as const) {
  test(`a ${role} on /tickets/eliminati sees Accesso negato, not a ticket page`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(role);
    await page.goto('/tickets/eliminati');
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso negato' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Solo gli amministratori vedono i ticket eliminati.',
    );
    await expect(page).toHaveTitle('Accesso negato · Sportello');
    await expect(page.getByText(/Ticket non trovato|ID ticket non valido/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
