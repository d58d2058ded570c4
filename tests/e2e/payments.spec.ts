import { apiSignIn, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi, recordPrintCalls, SAVE_TIMEOUT } from './support/tickets';

// axe-core is injected as a script: the app's CSP would (rightly) refuse it.
test.use({ bypassCSP: true });

/**
 * Checkout at the counter: *Incassa* the balance and close the ticket, an admin's *Storno*, the
 * evening's *Chiusura di cassa* and a payment's *Ricevuta* on A4 and 80 mm paper.
 */
test('a technician takes the balance by card and closes the ticket in one step @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, { price: 120, deposit: 20 });
  await page.goto(`/tickets/${ticket.id}/dettagli`);
  const money = page.getByRole('region', { name: 'Pagamenti' });
  await expect(money.getByText('100,00 €')).toBeVisible();

  await money.getByRole('button', { name: 'Incassa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Incassa' });
  await expect(dialog.getByLabel('Importo (€)')).toHaveValue('100,00');
  await dialog.getByLabel('Metodo di pagamento').selectOption({ label: 'Carta di credito' });
  await dialog.getByLabel('Nota').fill('Saldo alla consegna');
  await dialog.getByLabel(/Chiudi il ticket/).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Registra incasso' }).click();

  await expect(page.getByText('Pagamento registrato e ticket chiuso')).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  await expect(dialog).toBeHidden();
  const table = money.getByRole('region', { name: 'Pagamenti del ticket' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Saldo alla consegna')).toBeVisible();
  await expect(money.getByRole('definition').filter({ hasText: /^0,00\s€$/ })).toHaveCount(1);
  await expect(page.getByText('Chiuso').first()).toBeVisible();
  // An employee does not reverse payments.
  await expect(money.getByRole('button', { name: /^Storno/ })).toHaveCount(0);

  // The printed sheet says what was paid and what is left.
  await page.goto(`/tickets/${ticket.id}`);
  const sheet = page.getByRole('article', { name: /^Scheda del ticket/ });
  const fact = (term: string) => sheet.getByText(term, { exact: true }).locator('xpath=..');
  await expect(fact('Pagato').getByRole('definition')).toHaveText(/^120,00\s€$/);
  await expect(fact('Da saldare').getByRole('definition')).toHaveText(/^0,00\s€$/);
});

test('an admin reverses a payment with a reason, and it is never reversed twice', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const ticket = await createTicketViaApi(page.request, { price: 50 });
  const paid = await page.request.post('/api/payments', {
    data: { ticket_id: ticket.id, amount: 50, method: 'contanti' },
  });
  expect(paid.status()).toBe(201);
  await page.goto(`/tickets/${ticket.id}/dettagli`);
  const money = page.getByRole('region', { name: 'Pagamenti' });
  await money.getByRole('button', { name: /^Storno del pagamento di 50,00/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Storno del pagamento' });
  await dialog.getByRole('button', { name: 'Registra storno' }).click();
  await expect(dialog.getByLabel('Motivo dello storno')).toHaveAccessibleDescription(
    'Indica il motivo dello storno',
  );
  await dialog.getByLabel('Motivo dello storno').fill('Incassato sul ticket sbagliato');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Registra storno' }).click();
  await expect(page.getByText('Storno registrato')).toBeVisible({ timeout: SAVE_TIMEOUT });

  const table = money.getByRole('region', { name: 'Pagamenti del ticket' });
  await expect(table.getByRole('cell', { name: 'Incassato sul ticket sbagliato' })).toBeVisible();
  await expect(table.getByText('Stornato')).toBeVisible();
  await expect(money.getByRole('button', { name: /^Storno/ })).toHaveCount(0);
  await expect(money.getByRole('definition').filter({ hasText: '50,00 €' })).toHaveCount(2);
});

test("the day's cash count shows an employee's takings, printable", async ({ page, signInAs }) => {
  const print = await recordPrintCalls(page);
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, { price: 80 });
  for (const [amount, method] of [
    [30, 'contanti'],
    [45.5, 'satispay'],
  ] as const) {
    const response = await page.request.post('/api/payments', {
      data: { ticket_id: ticket.id, amount, method },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/tickets');
  await page.getByRole('link', { name: 'Cassa' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chiusura di cassa' })).toBeVisible();
  const byMethod = page.getByRole('region', { name: /^Totali per metodo/ });
  await expect(byMethod.getByRole('row', { name: /Contanti.*30,00 €/ })).toBeVisible();
  await expect(byMethod.getByRole('row', { name: /Satispay.*45,50 €/ })).toBeVisible();
  await expect(byMethod.getByRole('row', { name: /Totale.*75,50 €/ })).toBeVisible();
  // Only the employee's own day: no choice of person.
  await expect(page.getByLabel('Persona', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Stampa' }).click();
  expect(await print()).toHaveLength(1);
});

test('a receipt prints on A4 and on an 80 mm roll, as a non-fiscal document', async ({
  page,
  signInAs,
}) => {
  const print = await recordPrintCalls(page);
  await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, { price: 60, deposit: '15,00' });
  await page.goto(`/tickets/${ticket.id}/dettagli`);
  await page.getByRole('link', { name: /^Ricevuta n\. \d+\/\d{4} del / }).click();
  const receipt = page.getByRole('article', { name: 'Ricevuta di pagamento' });
  await expect(receipt.getByText(ticket.ticket_number)).toBeVisible();
  // Its number of the year, what was paid for, and price, paid and balance as of it.
  await expect(receipt.getByText(/^N\. \d+\/\d{4}$/)).toBeVisible();
  const line = (term: string) => receipt.getByText(term, { exact: true }).locator('xpath=..');
  await expect(line('Per').getByRole('definition')).toHaveText(
    'Smartphone: Schermo rotto dopo una caduta',
  );
  await expect(line('Importo').getByRole('definition')).toHaveText(/^15,00\s€$/);
  await expect(line('Prezzo').getByRole('definition')).toHaveText(/^60,00\s€$/);
  await expect(line('Pagato').getByRole('definition')).toHaveText(/^15,00\s€$/);
  await expect(line('Da saldare').getByRole('definition')).toHaveText(/^45,00\s€$/);
  await expect(receipt.getByText(/^Documento non fiscale/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.emulateMedia({ media: 'print' });
  const pageSize = () =>
    page.evaluate(() => {
      const sheet = document.querySelector('[data-receipt-format]');
      return sheet ? getComputedStyle(sheet).getPropertyValue('page') : null;
    });
  expect(await pageSize()).toBe('auto');
  await page.emulateMedia({ media: 'screen' });
  await page.getByLabel('Formato carta').selectOption({ label: 'Scontrino 80 mm' });
  await page.emulateMedia({ media: 'print' });
  expect(await pageSize()).toBe('thermal');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Stampa' }).click();
  expect(await print()).toHaveLength(1);
});

test("an admin's storno of a technician's payment stays in the technician's count @pg", async ({
  page,
  signInAs,
}) => {
  const technicianAccount = await signInAs('employee');
  const ticket = await createTicketViaApi(page.request, { price: 69 });
  const paid = await page.request.post('/api/payments', {
    data: { ticket_id: ticket.id, amount: 69, method: 'contanti' },
  });
  expect(paid.status()).toBe(201);
  const { payment } = (await paid.json()) as { payment: { id: string; user_name: string } };
  const technician = payment.user_name;

  await signInAs('admin');
  const storno = await page.request.post(`/api/payments/${payment.id}/reverse`, {
    data: { reason: 'Incassato due volte' },
  });
  expect(storno.status()).toBe(201);
  const { entered_by_name: admin } = (await storno.json()) as { entered_by_name: string };
  await page.goto(`/tickets/${ticket.id}/dettagli`);
  const table = page.getByRole('region', { name: 'Pagamenti del ticket' });
  await expect(
    table.getByRole('cell', { name: `${technician} (stornato da ${admin})` }),
  ).toBeVisible();

  await apiSignIn(page.request, technicianAccount);
  await page.goto('/cassa');
  const reversals = page.getByRole('region', { name: /^Storni dei pagamenti/ });
  await expect(
    reversals.getByRole('row', {
      name: new RegExp(`${technician}.*69,00.*${admin}.*Incassato due volte`),
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the staff ticket page offers Crea fattura beside the payments, then links the invoice', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const ticket = await createTicketViaApi(page.request, { price: '122,00' });
  await page.goto(`/tickets/${ticket.id}/dettagli`);
  const money = page.getByRole('region', { name: 'Pagamenti' });
  await money.getByRole('button', { name: 'Crea fattura' }).click();
  await expect(page.getByRole('article', { name: 'Fattura bozza' })).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
  await page.goto(`/tickets/${ticket.id}/dettagli`);
  await expect(money.getByRole('link', { name: 'Bozza di fattura' })).toBeVisible();
  await expect(money.getByRole('button', { name: 'Crea fattura' })).toHaveCount(0);
});
