import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi } from './support/tickets';

/**
 * The ticket's history names the customer who answered a quote on its public page (they have no
 * account), never "Account eliminato".
 */
const run = Date.now().toString(36);

test.use({ bypassCSP: true });

test("the customer's answer is theirs in the ticket history @pg", async ({
  page,
  signInAs,
  browser,
}) => {
  await signInAs('employee');
  const customerName = `Giulia Bianchi ${run}`;
  const ticket = await createTicketViaApi(page.request, {
    customer_name: customerName,
    customer_email: `cliente-${run}@example.it`,
  });
  const created = await page.request.post('/api/quotes', {
    data: {
      ticket_id: ticket.id,
      customer_name: customerName,
      customer_email: `cliente-${run}@example.it`,
      items: [{ description: 'Sostituzione batteria', quantity: 1, unit_cost: 40 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as { id: string };
  const sent = await page.request.post(`/api/quotes/${quote.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);

  const phone = await browser.newContext({ locale: 'it-IT' });
  const customer = await phone.newPage();
  await customer.goto(`/public/quotes/${quote.id}?risposta=accetto`);
  await customer.getByRole('button', { name: 'Sì, accetto il preventivo' }).click();
  await expect(customer.getByText(/Ha accettato il preventivo/)).toBeVisible();
  await phone.close();

  await page.goto(`/tickets/${ticket.id}?noprint`);
  const accepted = page.getByRole('listitem').filter({ hasText: '(da Preventivo inviato)' });
  await expect(accepted).toContainText(`${customerName} (cliente)`);
  await expect(page.getByText('Account eliminato')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
