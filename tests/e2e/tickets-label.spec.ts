import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi } from './support/tickets';

test.use({ bypassCSP: true });

test('the label page leads back to its ticket', async ({ page, signInAs }) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request);
  await page.goto(`/tickets/${ticket.id}/etichetta?noprint`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Etichetta ${ticket.ticket_number}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Torna al ticket' }).click();
  await expect(page).toHaveURL(`/tickets/${ticket.id}/dettagli`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Ticket ${ticket.ticket_number}` }),
  ).toBeVisible();
});
