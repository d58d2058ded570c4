import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { apiSignIn, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { putShop, SHOP } from './support/invoices';
import { createQuoteViaApi } from './support/quotes';
import { createTicketViaApi, SAVE_TIMEOUT } from './support/tickets';

/**
 * Invoices in the browser: Settings → Fatturazione, a draft from a ticket issued and downloaded
 * (the XML checked against the official schema), the courtesy copy, a credit note, a draft typed
 * from scratch refused for what its customer lacks, who may export the month, axe in both themes.
 * The shop's fiscal data is one record for the whole server: every test writes the same values.
 */
test.use({ bypassCSP: true });

const run = Date.now().toString(36);
const COURTESY = 'il documento fiscale è la fattura elettronica in formato XML';

async function createCustomer(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/customers', { data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Picks the customer in the editor's search box by the surname typed. */
async function pickCustomer(page: Page, surname: string) {
  await page.getByRole('combobox', { name: 'Cliente' }).fill(surname);
  await page.getByRole('option', { name: new RegExp(surname) }).click();
}

const SCHEMA_DIR = path.resolve(
  import.meta.dirname,
  '../../src/server/features/invoices/fatturapa-schema',
);
async function validFattura(xml: string) {
  const schema = async (fileName: string) => ({
    fileName,
    contents: await readFile(path.join(SCHEMA_DIR, fileName), 'utf8'),
  });
  return validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [await schema('Schema_VFPA12_V1.2.3.xsd')],
    preload: [await schema('xmldsig-core-schema.xsd')],
  });
}

test.describe('invoices', () => {
  test('Settings → Fatturazione: a wrong P.IVA is named on its field, the numbering shows its example', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await page.goto('/settings');
    await page
      .getByRole('navigation', { name: 'Sezioni delle impostazioni' })
      .getByRole('link', { name: 'Fatturazione' })
      .click();
    const section = page.getByRole('region', { name: 'Fatturazione' });
    await section.getByLabel('Denominazione').fill(SHOP.company_name);
    await section.getByLabel('Nome', { exact: true }).fill('');
    await section.getByLabel('Cognome').fill('');
    await section.getByLabel('Partita IVA').fill('00743110158');
    await section.getByLabel('Regime fiscale').selectOption('RF01');
    await section.getByLabel('Indirizzo').fill(SHOP.street);
    await section.getByLabel('CAP').fill(SHOP.postal_code);
    await section.getByLabel('Comune').fill(SHOP.city);
    await section.getByLabel('Provincia').fill(SHOP.province);
    await section.getByLabel('IBAN').fill(SHOP.iban);
    const pattern = section.getByLabel('Schema di numerazione');
    const year = new Date().getFullYear();
    await pattern.fill('{n}-{yyyy}/B');
    await expect(section.getByText(`avrà il numero 1-${year}/B`)).toBeVisible();
    await pattern.fill(SHOP.number_pattern);
    await expect(section.getByText(`avrà il numero 1/${year},`)).toBeVisible();

    await section.getByRole('button', { name: 'Salva dati di fatturazione' }).click();
    await expect(section.getByLabel('Partita IVA')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText('Partita IVA non valida').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await section.getByLabel('Partita IVA').fill(SHOP.vat_number);
    await section.getByRole('button', { name: 'Salva dati di fatturazione' }).click();
    await expect(section.getByText('Dati di fatturazione salvati con successo!')).toBeVisible();
    await expect(section.getByText('Non si possono ancora emettere fatture')).toHaveCount(0);
    const saved = (await (await page.request.get('/api/settings/invoicing')).json()) as {
      vat_number: string;
      missing: string[];
    };
    expect(saved).toMatchObject({ vat_number: SHOP.vat_number, missing: [] });
  });

  test('from a ticket to an issued invoice: XML, courtesy copy and credit note @pg', async ({
    page,
    adminApi,
    signInAs,
  }) => {
    await putShop(adminApi);
    await signInAs('admin');
    const surname = `Fatturato${run}`;
    await createCustomer(page.request, {
      kind: 'privato',
      first_name: 'Mario',
      last_name: surname,
      tax_code: 'RSSMRA85T10A562S',
      street: 'Via Garibaldi 10',
      postal_code: '00184',
      city: 'Roma',
      province: 'RM',
    });
    const ticket = await createTicketViaApi(page.request, { price: '122,00' });

    await page.goto(`/tickets/${ticket.id}`);
    await page.getByRole('button', { name: 'Crea fattura' }).click();
    const draft = page.getByRole('article', { name: 'Fattura bozza' });
    await expect(draft).toBeVisible({ timeout: SAVE_TIMEOUT });
    // The ticket's price is VAT included: 100,00 + 22,00, the total to the cent.
    await expect(draft.getByText('122,00 €').last()).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Dal ticket ${ticket.ticket_number}` }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Modifica bozza' }).click();
    await pickCustomer(page, surname);
    await page.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(draft.getByText(`${surname} Mario`)).toBeVisible({ timeout: SAVE_TIMEOUT });

    await page.getByRole('button', { name: 'Emetti' }).click();
    await page
      .getByRole('dialog', { name: 'Emettere la fattura?' })
      .getByRole('button', { name: 'Emetti' })
      .click();
    const issued = page.getByRole('article', { name: /^Fattura \d+\/\d{4}$/ });
    await expect(issued).toBeVisible({ timeout: SAVE_TIMEOUT });
    const number =
      (await issued.getByRole('heading', { level: 1 }).textContent())?.replace('N. ', '') ?? '';
    await expect(issued.getByText('Emessa')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Scarica XML' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^IT00743110157_[0-9A-Z]{5}\.xml$/);
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toContain(`<Numero>${number}</Numero>`);
    expect(xml).toContain('<ImportoTotaleDocumento>122.00</ImportoTotaleDocumento>');
    const validation = await validFattura(xml);
    expect(validation.valid).toBe(true);
    expect(validation.errors.map((e) => e.message)).toEqual([]);

    await page.getByRole('link', { name: 'Copia di cortesia' }).click();
    const copy = page.getByRole('article', { name: `Fattura ${number}` });
    await expect(copy.getByText(COURTESY)).toBeVisible();
    await expect(copy.getByText('Codice fiscale RSSMRA85T10A562S')).toBeVisible();
    await expect(copy.getByText('P.IVA 00743110157')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stampa o salva PDF' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The ticket now links its invoice instead of offering a second one.
    await page.goto(`/tickets/${ticket.id}`);
    await expect(page.getByRole('button', { name: 'Crea fattura' })).toHaveCount(0);
    await page.getByRole('link', { name: `Fattura ${number}` }).click();
    await page.getByRole('button', { name: 'Nota di credito' }).click();
    const note = page.getByRole('article', { name: 'Nota di credito bozza' });
    await expect(note).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(note.getByText(`Rettifica la fattura ${number}`)).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Nota di credito della fattura ${number}` }),
    ).toBeVisible();
  });

  test('an accepted quote and a PC build make their drafts with the same cents', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const { id: quoteId, version } = await createQuoteViaApi(page.request, `Preventivo ${run}`);
    await page.goto(`/quotes/${quoteId}`);
    // Only an accepted quote is invoiced.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crea fattura' })).toHaveCount(0);
    const accepted = await page.request.patch(`/api/quotes/${quoteId}`, {
      data: { version, status: 'Accettato' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Crea fattura' }).click();
    const fromQuote = page.getByRole('article', { name: 'Fattura bozza' });
    await expect(fromQuote).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(fromQuote.getByText('183,00 €').last()).toBeVisible();

    const build = await page.request.post('/api/pc-builds', {
      data: {
        title: `Gaming ${run}`,
        vat_rate: '22',
        components: [{ kind: 'CPU', description: 'Ryzen 7', quantity: 1, unit_price: '300,00' }],
      },
    });
    expect(build.status(), await build.text()).toBe(201);
    await page.goto(`/pc-builds/${((await build.json()) as { id: string }).id}`);
    await page.getByRole('button', { name: 'Crea fattura' }).click();
    const fromBuild = page.getByRole('article', { name: 'Fattura bozza' });
    await expect(fromBuild).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(fromBuild.getByText('366,00 €').last()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Dal PC build/ })).toBeVisible();
  });

  test('a draft typed from scratch totals each rate live; Emetti names what the customer lacks', async ({
    page,
    adminApi,
    signInAs,
  }) => {
    await putShop(adminApi);
    await signInAs('employee');
    const surname = `Incompleto${run}`;
    await createCustomer(page.request, { kind: 'privato', first_name: 'Luca', last_name: surname });

    await page.goto('/invoices/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuova fattura' })).toBeVisible();
    await pickCustomer(page, surname);
    const lines = page.getByRole('table', { name: 'Righe della fattura' });
    await lines.getByLabel('Descrizione, riga 1').fill('Sostituzione batteria');
    await lines.getByLabel('Prezzo unitario, riga 1').fill('50');
    await lines.getByLabel('Quantità, riga 1').fill('2');
    await page.getByRole('button', { name: 'Aggiungi riga' }).click();
    await lines.getByLabel('Descrizione, riga 2').fill('Diritti di segreteria');
    await lines.getByLabel('Prezzo unitario, riga 2').fill('10');
    await lines.getByLabel('IVA, riga 2').selectOption('0');
    await lines.getByLabel('Natura, riga 2').selectOption('N1');
    await expect(page.getByText('100,00 € · IVA 22,00 €')).toBeVisible();
    await expect(page.getByText('10,00 € · IVA 0,00 €')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^132,00/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Crea bozza' }).click();
    await expect(page.getByRole('article', { name: 'Fattura bozza' })).toBeVisible({
      timeout: SAVE_TIMEOUT,
    });
    await page.getByRole('button', { name: 'Emetti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emettere la fattura?' });
    await dialog.getByRole('button', { name: 'Emetti' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('Impossibile emettere la fattura');
    await expect(refusal).toContainText('Completa i dati fiscali del cliente');
    for (const missing of ['codice fiscale', 'indirizzo', 'CAP', 'comune'])
      await expect(
        refusal.getByRole('listitem').filter({ hasText: new RegExp(`^${missing}$`) }),
      ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('only admins export the month; a user is denied the invoices', async ({
    page,
    browser,
    signInAs,
    createAccount,
  }) => {
    await signInAs('employee');
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Fatture' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Esporta mese' })).toHaveCount(0);
    expect((await page.request.get('/api/invoices/export?month=2026-01')).status()).toBe(403);

    const admin = await browser.newPage();
    const account = await createAccount('admin');
    await apiSignIn(admin.request, account);
    await admin.goto('/invoices');
    await admin.getByRole('button', { name: 'Esporta mese' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Esporta il mese per il commercialista' });
    await dialog.getByLabel('Mese').fill('2026-01');
    const [zip] = await Promise.all([
      admin.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Scarica lo zip' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('fatture-2026-01.zip');
    await admin.close();

    const other = await browser.newPage();
    await apiSignIn(other.request, await createAccount('user'));
    await other.goto('/invoices');
    await expect(other.getByText('Accesso negato', { exact: true })).toBeVisible();
    expect((await other.request.get('/api/invoices')).status()).toBe(403);
    await other.close();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`invoice pages pass axe in the ${theme} theme`, async ({ page, adminApi, signInAs }) => {
    await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
    await putShop(adminApi);
    await signInAs('admin');
    const ticket = await createTicketViaApi(page.request, { price: '61,00' });
    const draft = await page.request.post(`/api/invoices/from-ticket/${ticket.id}`);
    expect(draft.status()).toBe(201);
    const { id } = (await draft.json()) as { id: string };
    for (const [url, heading] of [
      ['/invoices', 'Fatture'],
      ['/invoices/new', 'Nuova fattura'],
      [`/invoices/${id}`, 'Bozza'],
      [`/invoices/${id}/edit`, 'Modifica bozza di fattura'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto('/settings#fatturazione');
    await expect(page.getByRole('button', { name: 'Salva dati di fatturazione' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
