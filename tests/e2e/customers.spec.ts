import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SAVE_TIMEOUT } from './support/tickets';

/**
 * In the browser: the customer register (create with field errors, find, edit, a stale save),
 * the customer page and its tabs, a ticket opened from it, the counter's suggestion linking a
 * second ticket, the admins' merge and anonymisation, and who sees what. Names are unique per
 * run: the server is shared by every spec.
 */
const run = Date.now().toString(36);
let serial = 0;
/** A name and a mobile number no parallel test shares. */
function unique() {
  serial += 1;
  const digits = `${Date.now() % 1_000_000}${serial}`.padStart(7, '0').slice(-7);
  return { tag: `${run}${serial}`, phone: `+39 347 ${digits}` };
}

// axe-core is injected as a script: the app's CSP would refuse it.
test.use({ bypassCSP: true });

interface Created {
  id: string;
  display_name: string;
  version: number;
}

async function createCustomerViaApi(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<Created> {
  const response = await request.post('/api/customers', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

async function openCustomer(page: Page, customer: { id: string; display_name: string }) {
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.display_name })).toBeVisible({
    timeout: SAVE_TIMEOUT,
  });
}

test.describe('customers (employee)', () => {
  test('a company: P.IVA refused then accepted, found by the list, edited, a stale save refused @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    await page.goto('/customers');
    await page.getByRole('link', { name: 'Nuovo cliente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo cliente' })).toBeVisible();
    const company = `Officina ${run} S.r.l.`;
    await page.getByLabel('Azienda').check();
    await page.getByLabel('Ragione sociale').fill(company);
    await page.getByLabel('Partita IVA').fill('00743110158');
    await page.getByLabel('CAP').fill('2010');
    await page.getByRole('button', { name: 'Crea cliente' }).click();
    // Each server message sits under its own field.
    await expect(page.getByLabel('Partita IVA')).toHaveAccessibleDescription(
      /Partita IVA non valida/,
    );
    await expect(page.getByLabel('CAP')).toHaveAccessibleDescription('CAP non valido: 5 cifre');
    await page.getByLabel('Partita IVA').fill('00743110157');
    await page.getByLabel('CAP').fill('20100');
    await page.getByLabel('Provincia').fill('mi');
    await page.getByLabel('Email', { exact: true }).fill(`amministrazione-${run}@officina.it`);
    await page.getByRole('button', { name: 'Crea cliente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    await expect(page.getByText('00743110157')).toBeVisible();
    const id = page.url().split('/').at(-1) ?? '';

    await page.goto('/customers');
    await page.getByLabel('Cerca').fill(`amministrazione-${run}`);
    const table = page.getByRole('table', { name: 'Clienti' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Cerca').fill(`nessuno-${run}`);
    await expect(page.getByText('Nessun cliente trovato')).toBeVisible();

    await page.goto(`/customers/${id}/edit`);
    await expect(page.getByLabel('Ragione sociale')).toHaveValue(company);
    // Someone else saves first: this form's version is now stale.
    const current = await (await page.request.get(`/api/customers/${id}`)).json();
    const other = await page.request.patch(`/api/customers/${id}`, {
      data: { notes: 'Modificato altrove', version: current.version },
    });
    expect(other.status()).toBe(200);
    await page.getByLabel('Comune').fill('Milano');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(
      page.getByText(
        'Il cliente è stato modificato da un altro utente: ricarica la pagina e riprova.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Comune')).toHaveValue('Milano');

    await page.reload();
    await page.getByLabel('Comune').fill('Milano');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    await expect(page.getByText('20100 Milano (MI)')).toBeVisible();
    await expect(page.getByText('Modificato altrove')).toBeVisible();
  });

  test("the page's contacts and tabs; Nuovo ticket starts for the customer and lands in its tab @pg", async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const { tag, phone } = unique();
    const customer = await createCustomerViaApi(page.request, {
      kind: 'privato',
      first_name: 'Giulia',
      last_name: `Verdi${tag}`,
      phone,
      email: `giulia-${tag}@example.it`,
      marketing_consent: true,
    });
    await openCustomer(page, customer);
    await expect(page.getByRole('link', { name: `giulia-${tag}@example.it` })).toHaveAttribute(
      'href',
      `mailto:giulia-${tag}@example.it`,
    );
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/39347/,
    );
    await expect(page.getByText(/^Consenso dato il/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Ticket (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Nessun ticket per questo cliente.')).toBeVisible();
    await page.getByRole('tab', { name: 'Preventivi (0)' }).click();
    await expect(page.getByText('Nessun preventivo per questo cliente.')).toBeVisible();
    await page.getByRole('tab', { name: 'Configurazioni PC (0)' }).click();
    await expect(page.getByText('Nessuna configurazione PC per questo cliente.')).toBeVisible();
    await page.getByRole('tab', { name: 'Fatture (0)' }).click();
    await expect(page.getByText('Nessuna fattura per questo cliente.')).toBeVisible();
    await page.getByRole('tab', { name: 'Pagamenti (0)' }).click();
    await expect(page.getByText('Nessun pagamento per questo cliente.')).toBeVisible();

    await page.getByRole('link', { name: 'Nuovo ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo ticket' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Nome del cliente/ })).toHaveValue(
      `Giulia Verdi${tag}`,
      { timeout: SAVE_TIMEOUT },
    );
    await expect(page.getByRole('combobox', { name: /Email del cliente/ })).toHaveValue(
      `giulia-${tag}@example.it`,
    );
    await expect(page.getByText(/Collegato al cliente/)).toBeVisible();
    await page.getByLabel('Descrizione del problema').fill('Batteria che non carica');
    await page.getByLabel('Tipo di dispositivo').fill('Smartphone');
    await page.getByRole('button', { name: 'Crea ticket' }).click();
    await expect(page.getByText(/creato con successo/)).toBeVisible({ timeout: SAVE_TIMEOUT });

    await openCustomer(page, customer);
    await expect(page.getByRole('tab', { name: 'Ticket (1)' })).toBeVisible();
    const ticketLink = page.getByRole('table', { name: 'Ticket' }).getByRole('link');
    await expect(ticketLink).toHaveCount(1);
    await ticketLink.click();
    // The ticket's staff page names its customer and leads back to them.
    await expect(page.getByRole('heading', { level: 1, name: /^Ticket / })).toBeVisible();
    await page.getByRole('link', { name: `Scheda cliente: ${customer.display_name}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: customer.display_name }),
    ).toBeVisible();
  });

  test('the counter: a suggestion picked by phone links a ticket, and the quote form offers the same @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const { tag, phone } = unique();
    const customer = await createCustomerViaApi(page.request, {
      kind: 'privato',
      first_name: 'Luca',
      last_name: `Neri${tag}`,
      phone,
      email: `luca-${tag}@example.it`,
    });
    await page.goto('/tickets/new');
    const name = page.getByRole('combobox', { name: /Nome del cliente/ });
    await name.fill(phone.replaceAll(' ', '').slice(-7));
    await page.getByRole('option', { name: new RegExp(customer.display_name) }).click();
    // A document names the customer as read, "Luca Neri…" (the list sorts "Neri… Luca").
    await expect(name).toHaveValue(`Luca Neri${tag}`);
    await expect(page.getByRole('combobox', { name: /Email del cliente/ })).toHaveValue(
      `luca-${tag}@example.it`,
    );
    await expect(page.getByRole('link', { name: `Luca Neri${tag}` })).toHaveAttribute(
      'href',
      `/customers/${customer.id}`,
    );
    await page.getByLabel('Descrizione del problema').fill('Tastiera da sostituire');
    await page.getByLabel('Tipo di dispositivo').fill('Portatile');
    await page.getByRole('button', { name: 'Crea ticket' }).click();
    await expect(page.getByText(/creato con successo/)).toBeVisible({ timeout: SAVE_TIMEOUT });
    const documents = await page.request.get(
      `/api/customers/${customer.id}/documents?kind=tickets`,
    );
    expect(((await documents.json()) as { items: unknown[] }).items).toHaveLength(1);

    await page.goto('/quotes/new');
    const quoteName = page.getByRole('combobox', { name: /Nome del cliente/ });
    await quoteName.fill(`Neri${tag}`);
    await page.getByRole('option', { name: new RegExp(customer.display_name) }).click();
    await expect(page.getByText(/Collegato al cliente/)).toBeVisible();
    // A new name is another person: the link goes.
    await quoteName.fill(`Altra persona ${tag}`);
    await expect(page.getByText(/Collegato al cliente/)).toHaveCount(0);
  });

  test('an employee sees neither merge nor privacy actions', async ({ page, signInAs }) => {
    await signInAs('employee');
    const { tag } = unique();
    const customer = await createCustomerViaApi(page.request, { last_name: `Gialli${tag}` });
    await openCustomer(page, customer);
    await expect(page.getByRole('button', { name: 'Unisci duplicato' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Esporta dati' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anonimizza' })).toHaveCount(0);
  });
});

test.describe('customers (admin)', () => {
  test('merges a duplicate into the kept customer, with its documents and a log entry @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const { tag, phone } = unique();
    const kept = await createCustomerViaApi(page.request, {
      first_name: 'Anna',
      last_name: `Blu${tag}`,
      phone,
    });
    const duplicate = await createCustomerViaApi(page.request, {
      first_name: 'Anna',
      last_name: `Blu${tag} bis`,
      email: `anna-${tag}@example.it`,
    });
    const ticket = await page.request.post('/api/tickets', {
      data: {
        description: 'Vetro incrinato',
        customer_id: duplicate.id,
        customer_name: duplicate.display_name,
        customer_email: `anna-${tag}@example.it`,
        device_type: 'Tablet',
      },
    });
    expect(ticket.status(), await ticket.text()).toBe(201);

    await openCustomer(page, kept);
    await page.getByRole('button', { name: 'Unisci duplicato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unisci duplicato' });
    await dialog.getByRole('combobox', { name: 'Cliente duplicato' }).fill(`Blu${tag} bis`);
    await dialog.getByRole('option', { name: new RegExp(`Blu${tag} bis`) }).click();
    await expect(dialog.getByText('1 ticket, 0 preventivi')).toBeVisible();
    await expect(
      dialog.getByText(`I documenti di ${duplicate.display_name} passano a ${kept.display_name}`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Unisci' }).click();
    await expect(page.getByText(`Duplicato unito: resta ${kept.display_name}.`)).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    await expect(page.getByRole('tab', { name: 'Ticket (1)' })).toBeVisible();
    await expect(page.getByText('Unione di un cliente duplicato')).toBeVisible();
    expect((await page.request.get(`/api/customers/${duplicate.id}`)).status()).toBe(404);
  });

  test('exports the data and anonymises a customer after saying what goes and what stays @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const { tag, phone } = unique();
    const customer = await createCustomerViaApi(page.request, {
      first_name: 'Paolo',
      last_name: `Viola${tag}`,
      phone,
      email: `paolo-${tag}@example.it`,
    });
    await openCustomer(page, customer);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Esporta dati' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);

    await page.getByRole('button', { name: 'Anonimizza' }).click();
    const dialog = page.getByRole('dialog', { name: `Anonimizzare ${customer.display_name}?` });
    await expect(dialog.getByText(/art\. 2220 del Codice civile/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Anonimizza' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cliente anonimizzato' })).toBeVisible(
      {
        timeout: SAVE_TIMEOUT,
      },
    );
    await expect(page.getByText(`paolo-${tag}@example.it`)).toHaveCount(0);
    await expect(page.getByText('Esportazione dei dati')).toBeVisible();
    await expect(page.getByText('Anonimizzazione', { exact: true })).toBeVisible();
  });
});

test('a user sees Accesso negato on the customers, and no Clienti menu', async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  await page.goto('/customers');
  await expect(page.getByText('Accesso negato', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clienti' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the list, the page and the form pass axe in the ${theme} theme`, async ({
    page,
    signInAs,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
    await signInAs('admin');
    const { tag, phone } = unique();
    const customer = await createCustomerViaApi(page.request, {
      kind: 'azienda',
      company_name: `Studio ${tag}`,
      vat_number: '00743110157',
      phone,
      to_review: true,
    });
    await page.goto(`/customers?to_review=true&q=${encodeURIComponent(`Studio ${tag}`)}`);
    await expect(page.getByLabel(/^Solo i clienti da verificare/)).toBeChecked();
    await expect(page.getByRole('link', { name: customer.display_name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await openCustomer(page, customer);
    await expect(page.getByText('Da verificare').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/customers/${customer.id}/edit`);
    await expect(page.getByLabel('Ragione sociale')).toHaveValue(`Studio ${tag}`);
    await expectNoSeriousA11yViolations(page);
  });
}
