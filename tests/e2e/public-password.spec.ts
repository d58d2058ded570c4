import { expect, test } from './fixtures';
import { createTicketViaApi } from './support/tickets';

// Regression: the device password was readable by anyone looking at the customer's screen.
test('the public page keeps the device password masked until Mostra password', async ({
  page,
  signInAs,
  browser,
}) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, { password: 'PIN-7319' });

  const customer = await browser.newPage();
  await customer.goto(`/public/tickets/${ticket.id}`);
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(customer.getByText('PIN-7319')).toBeHidden();
  const reveal = customer.getByRole('button', { name: 'Mostra password' });
  await expect(reveal).toHaveAttribute('aria-expanded', 'false');
  await reveal.click();
  await expect(customer.getByText('PIN-7319')).toBeVisible();
  await customer.getByRole('button', { name: 'Nascondi password' }).click();
  await expect(customer.getByText('PIN-7319')).toBeHidden();
  await customer.close();
});
