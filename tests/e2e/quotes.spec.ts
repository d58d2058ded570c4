import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { caughtFor } from './support/mail-catcher';
import { createTicketViaApi, SAVE_TIMEOUT } from './support/tickets';

/**
 * In the browser: the list's search, filter and sort; the form's live totals (the same
 * cents the server stores); duplicate and delete; "Crea preventivo" on a ticket → send → the
 * customer's page on a phone → Accetto → the ticket's status and the e-mails.
 * Names are unique per run: the server is shared by every spec.
 */
const run = Date.now().toString(36);

// axe-core is injected as a script: the app's CSP would refuse it.
test.use({ bypassCSP: true });

async function createQuoteViaApi(
  request: import('@playwright/test').APIRequestContext,
  body: Record<string, unknown>,
) {
  const response = await request.post('/api/quotes', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; quote_number: string };
}

test.describe('quotes (employee)', () => {
  test('a typed price and a warehouse price stay as they are on form, print and public page; an accepted quote is frozen @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const product = await page.request.post('/api/products', {
      data: {
        sku: `SSD-${run}`,
        name: `SSD NVMe 1 TB ${run}`,
        quantity: 1,
        price: '149,00',
        cost: '89,90',
      },
    });
    expect(product.status()).toBe(201);

    await page.goto('/quotes/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo preventivo' })).toBeVisible();
    await expect(page.getByLabel('Ricarico (%)')).toHaveValue('30');
    await expect(page.getByLabel('IVA (%)')).toHaveValue('22');
    await page.getByLabel('Nome del cliente').fill(`Mario Rossi ${run}`);

    const picker = page.getByRole('combobox', { name: 'Aggiungi dal magazzino' });
    await picker.fill(`SSD-${run}`);
    await page.getByRole('option', { name: new RegExp(`SSD NVMe 1 TB ${run}`) }).click();
    const lines = page.getByRole('table', { name: 'Righe del preventivo' });
    // The warehouse line starts at the product's price; its cost comes along for the margin.
    await expect(lines.getByLabel('Prezzo unitario, riga 1')).toHaveValue('149,00');
    await expect(lines.getByLabel('Costo unitario, riga 1')).toHaveValue('89,90');
    await expect(lines.getByText('Dal magazzino: 1 disponibile')).toBeVisible();
    await lines.getByLabel('Quantità, riga 1').fill('2');
    await expect(lines.getByText('Scorta insufficiente: 1 disponibile, ne manca 1')).toBeVisible();
    await lines.getByLabel('Quantità, riga 1').fill('1');

    await page.getByRole('button', { name: 'Aggiungi riga' }).click();
    await lines.getByLabel('Descrizione, riga 2').fill('Manodopera');
    await lines.getByLabel('Prezzo unitario, riga 2').fill('40,00');
    // The markup fills the cost from the typed price (40,00 / 1,30); labour has none: cleared.
    await expect(lines.getByLabel('Costo unitario, riga 2')).toHaveValue('30,77');
    await lines.getByLabel('Costo unitario, riga 2').fill('');
    await expect(lines.getByLabel('Prezzo unitario, riga 2')).toHaveValue('40,00');
    // 149,00 + 40,00 = 189,00; IVA 22 % 41,58; totale 230,58; margine 189,00 − 89,90 = 99,10.
    const totals = page.getByRole('definition');
    await expect(totals.filter({ hasText: '189,00' })).toHaveCount(1);
    await expect(totals.filter({ hasText: '41,58' })).toHaveCount(1);
    await expect(totals.filter({ hasText: '230,58' })).toHaveCount(1);
    await expect(totals.filter({ hasText: '99,10' })).toContainText('52,4 %');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Crea preventivo' }).click();
    const document = page.getByRole('article', { name: /^Preventivo QT-/ });
    await expect(document).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(document.getByText('230,58 €')).toBeVisible();
    await expect(document.getByText('149,00 €').first()).toBeVisible();
    await expect(document.getByText('40,00 €').first()).toBeVisible();
    // The customer's document never shows a cost; the staff panel does, with the real margin.
    await expect(document.getByText('89,90')).toHaveCount(0);
    await expect(page.getByText('Costo dei materiali')).toBeVisible();
    await expect(page.getByText('99,10 € (52,4 % del prezzo)')).toBeVisible();
    const id = page.url().split('/').at(-1) ?? '';
    const stored = (await (await page.request.get(`/api/quotes/${id}`)).json()) as {
      total_amount: number;
      version: number;
      items: { product_id: string | null; unit_price: number }[];
    };
    expect(stored.total_amount).toBe(230.58);
    expect(stored.items.map((i) => i.unit_price)).toEqual([149, 40]);
    expect(stored.items[0]?.product_id).toMatch(/[0-9a-f-]{36}/);
    await expectNoSeriousA11yViolations(page);

    // A draft is not public; once it is Inviato the customer reads the same prices and accepts.
    expect((await page.request.get(`/api/public/quotes/${id}`)).status()).toBe(404);
    const sent = await page.request.patch(`/api/quotes/${id}`, {
      data: { version: stored.version, status: 'Inviato' },
    });
    expect(sent.status()).toBe(200);
    await page.goto(`/public/quotes/${id}`);
    await expect(page.getByText('230,58 €').first()).toBeVisible();
    await expect(page.getByText('149,00 €').first()).toBeVisible();
    await expect(page.getByText('40,00 €').first()).toBeVisible();
    await expect(page.getByText('Bozza')).toHaveCount(0);
    await page.getByRole('link', { name: 'Accetto' }).click();
    await page.getByRole('button', { name: 'Sì, accetto il preventivo' }).click();
    await expect(
      page.getByText('Grazie! Ha accettato il preventivo: La contatteremo a breve.'),
    ).toBeVisible();

    const accepted = (await (await page.request.get(`/api/quotes/${id}`)).json()) as {
      version: number;
    };
    const edit = await page.request.patch(`/api/quotes/${id}`, {
      data: {
        version: accepted.version,
        items: [{ description: 'Altro', quantity: 1, unit_price: 1 }],
      },
    });
    expect(edit.status()).toBe(409);
    expect(((await edit.json()) as { error: { message: string } }).error.message).toContain(
      'Usa Duplica',
    );
  });

  test('the list searches, filters and sorts; duplicate and delete ask and say so @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    // Its own tag: the other tests of this run name their quotes after `run` too.
    const tag = `elenco${run}`;
    const cheap = await createQuoteViaApi(page.request, {
      customer_name: `Anna ${tag}`,
      items: [{ description: 'Batteria', quantity: 1, unit_cost: 10 }],
    });
    const dear = await createQuoteViaApi(page.request, {
      customer_name: `Bruno ${tag}`,
      expiry_date: '2099-12-31',
      items: [{ description: 'Scheda madre', quantity: 1, unit_cost: 300 }],
    });
    await page.goto(`/quotes?q=${tag}&sort=total_amount&order=asc`);
    const table = page.getByRole('table', { name: 'Preventivi' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`Anna ${tag}`);
    await expect(rows.nth(1)).toContainText('N/D');
    await expect(rows.nth(2)).toContainText('31/12/2099');
    await page.getByRole('button', { name: 'Ordine decrescente' }).click();
    await expect(rows.nth(1)).toContainText(`Bruno ${tag}`);
    await page.getByLabel('Stato').selectOption('Inviato');
    await expect(page.getByText('Nessun preventivo trovato')).toBeVisible();
    await page.getByLabel('Stato').selectOption('Bozza');
    await expect(rows).toHaveCount(3);

    await table.getByRole('button', { name: `Duplica ${cheap.quote_number}` }).click();
    await expect(page.getByText('Preventivo duplicato con successo!')).toBeVisible();
    await expect(rows).toHaveCount(4);

    await table.getByRole('button', { name: `Elimina il preventivo ${dear.quote_number}` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Eliminare il preventivo ${dear.quote_number}?`,
    });
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expect(rows).toHaveCount(3);
    expect((await page.request.get(`/api/quotes/${dear.id}`)).status()).toBe(404);
    await expectNoSeriousA11yViolations(page);
  });

  test('from a ticket to the customer: sent, answered on a phone, the ticket follows @pg', async ({
    page,
    signInAs,
    browser,
  }) => {
    await signInAs('employee');
    const email = `cliente-${run}@example.it`;
    const ticket = await createTicketViaApi(page.request, {
      customer_name: `Giulia Bianchi ${run}`,
      customer_email: email,
    });
    await page.goto(`/tickets/${ticket.id}?noprint`);
    await page.getByRole('link', { name: 'Crea preventivo' }).click();
    await expect(page.getByLabel('Nome del cliente')).toHaveValue(`Giulia Bianchi ${run}`);
    await expect(page.getByLabel('Email del cliente')).toHaveValue(email);
    await expect(page.getByText(`Collegato al ticket ${ticket.ticket_number}`)).toBeVisible();
    await page.getByRole('button', { name: 'Aggiungi riga' }).click();
    const lines = page.getByRole('table', { name: 'Righe del preventivo' });
    await lines.getByLabel('Descrizione, riga 1').fill('Sostituzione batteria');
    await lines.getByLabel('Costo unitario, riga 1').fill('40');
    await page.getByRole('button', { name: 'Crea preventivo' }).click();

    await page.getByRole('button', { name: 'Invia al cliente' }).click();
    const dialog = page.getByRole('dialog', { name: /^Inviare il preventivo/ });
    await expect(dialog.getByText(email)).toBeVisible();
    await dialog.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByText('Inviato').first()).toBeVisible({ timeout: SAVE_TIMEOUT });

    let link = '';
    await expect(async () => {
      const mail = (await caughtFor(email)).find((m) => m.subject.startsWith('Preventivo'));
      link = /https?:\/\/\S+\/public\/quotes\/[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
      expect(link).not.toBe('');
    }).toPass({ timeout: SAVE_TIMEOUT });

    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      locale: 'it-IT',
      bypassCSP: true,
    });
    const customer = await phone.newPage();
    await customer.goto(link);
    await expect(
      customer.getByRole('heading', { level: 1, name: /^Preventivo QT-/ }),
    ).toBeVisible();
    await expect(customer.getByText('63,44 €')).toBeVisible();
    await customer.getByRole('link', { name: 'Accetto' }).click();
    await expect(customer.getByText('Conferma di accettare il preventivo?')).toBeVisible();
    await customer.getByRole('button', { name: 'Sì, accetto il preventivo' }).click();
    await expect(
      customer.getByText('Grazie! Ha accettato il preventivo: La contatteremo a breve.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(customer);
    await phone.close();

    const after = (await (await page.request.get(`/api/tickets/${ticket.id}`)).json()) as {
      status: string;
      price: number | null;
    };
    expect(after.status).toBe('Preventivo accettato');
    // Acceptance prices the repair: the ticket's price is the quote's total.
    expect(after.price).toBe(63.44);
    await page.reload();
    await expect(page.getByText('Il cliente ha accettato il')).toBeVisible();
  });

  test('a user sees Accesso negato', async ({ page, signInAs }) => {
    await signInAs('user');
    await page.goto('/quotes');
    await expect(page.getByText('Accesso negato')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preventivi' })).toHaveCount(0);
  });
});
