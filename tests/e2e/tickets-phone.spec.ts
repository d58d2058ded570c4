import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi, uniqueCustomer } from './support/tickets';

/** A common phone: the list showed every field of every card, the device password too. */
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

const LONG_DESCRIPTION =
  'Schermo rotto dopo una caduta, il touch non risponde nella parte bassa e la batteria si scarica in poche ore';

test('phone cards show the essentials, details on demand, never the device password', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const customer = uniqueCustomer();
  const fields = {
    customer_name: customer,
    customer_phone: '+393475551234',
    description: LONG_DESCRIPTION,
    device_type: 'iPhone 13',
    password: 'PIN-7391',
    imei: '356938035643809',
    accessories: ['caricabatterie', 'custodia'],
    intake_condition: 'Graffi sul retro',
    priority: 'high',
  };
  const [first] = await Promise.all([
    createTicketViaApi(page.request, fields),
    createTicketViaApi(page.request, fields),
  ]);
  await page.goto(`/tickets?q=${encodeURIComponent(customer)}`);

  const card = page.getByRole('article', { name: first?.ticket_number });
  await expect(card.getByRole('link', { name: first?.ticket_number, exact: true })).toBeVisible();
  await expect(card.getByText(customer).filter({ visible: true })).toHaveCount(1);
  await expect(card.getByText('iPhone 13').filter({ visible: true })).toHaveCount(1);
  await expect(card.getByText('Ticket inserito')).toBeVisible();
  await expect(card.getByText('Priorità alta')).toBeVisible();
  await expect(card.getByText(LONG_DESCRIPTION)).toBeHidden();

  // Two tickets fit in about a screen and a half, not 2,900 px.
  await expect(page.getByRole('article')).toHaveCount(2);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(1100);

  const details = card.getByRole('button', { name: `Dettagli ${first?.ticket_number}` });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText(LONG_DESCRIPTION)).toBeVisible();
  await expect(card.getByText('356938035643809')).toBeVisible();
  await expect(card.getByRole('link', { name: '+39 347 555 1234' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('PIN-7391');
  await expect(card.getByText('Password dispositivo')).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);
});

test('on a phone the filters fold away behind a button, the search stays', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  await page.goto('/tickets');
  await expect(page.getByRole('searchbox', { name: 'Cerca' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filtri/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Stato')).toBeHidden();
  await expect(page.getByLabel('Mostra ticket chiusi')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Priorità').selectOption('high');
  await expect(page).toHaveURL(/priority=high/);
  await toggle.click();
  await expect(page.getByLabel('Priorità')).toBeHidden();
  // Folded, the button still says that a filter is on.
  await expect(toggle).toHaveText('Filtri (1 attivo)');
  await expectNoSeriousA11yViolations(page);
});
