import type { Page } from '@playwright/test';
import { type SdiSimulator, startSdiSimulator } from '../../src/server/sdi-simulator/sdi-simulator';
import { supplierInvoiceXml } from '../../src/server/test/fatturapa-kit';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { issuedInvoiceViaApi, putShop } from './support/invoices';
import { currentStack } from './support/stacks';

/**
 * The SDI in the browser against the simulator this file starts (A-Cube's API, answering by the
 * app's webhook): Settings → Invio allo SDI, *Invia allo SDI* to *Consegnata*, a scarto with the
 * SDI's errors corrected and resent in one action, the list's badge, axe in both themes. The
 * channel is one record for the server: the tests run in order and leave it `manuale`.
 */
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const SECRET = `segreto-e2e-${run}-0123456789`;
const DELIVERED_TIMEOUT = 20_000;
let simulator: SdiSimulator;

test.beforeAll(async () => {
  simulator = await startSdiSimulator({
    delayMs: 200,
    webhook: `${currentStack().baseURL}/webhooks/sdi/acube`,
    webhookSecret: SECRET,
  });
});
test.afterAll(async ({ adminApi }) => {
  await adminApi.put('/api/settings/sdi', { data: { channel: 'manuale', send_on_issue: false } });
  await simulator.close();
});

async function openSdiSettings(page: Page) {
  await page.goto('/settings#sdi');
  return page.getByRole('region', { name: 'Invio allo SDI' });
}

const sdiPanel = (page: Page) => page.getByRole('region', { name: /^Invio allo SDI/ });

for (const theme of ['light', 'dark'] as const) {
  test(`Invio allo SDI: channel, send, delivered; a scarto corrected and resent, ${theme} theme @pg`, async ({
    page,
    adminApi,
    signInAs,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('sportello-theme', value), theme);
    await putShop(adminApi);
    await signInAs('admin');

    const section = await openSdiSettings(page);
    await expect(section.getByText(/Manuale: Sportello prepara i file XML/)).toBeVisible();
    await section.getByLabel('Canale').selectOption('acube');
    await section.getByLabel("Indirizzo dell'API").fill(simulator.url);
    const change = section.getByRole('button', { name: 'Cambia credenziali' });
    if (await change.isVisible()) await change.click();
    await section.getByLabel("E-mail dell'account").fill('negozio@example.it');
    await section.getByLabel("Password dell'account").fill('password-di-prova');
    const changeKey = section.getByRole('button', { name: 'Cambia chiave del webhook' });
    if (await changeKey.isVisible()) await changeKey.click();
    await section.getByLabel(/chiave del webhook/i).fill(SECRET);
    await expect(section.getByText('/webhooks/sdi/acube')).toBeVisible();
    await section.getByRole('button', { name: 'Salva canale SDI' }).click();
    await expect(section.getByText('Canale di invio allo SDI salvato.')).toBeVisible();
    // Never shown back: «impostate» with *Cambia*.
    await expect(section.getByText('impostate')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Cambia chiave del webhook' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const delivered = await issuedInvoiceViaApi(page.request, `Sdi${theme}${run}`);
    await page.goto(`/invoices/${delivered.id}`);
    await sdiPanel(page).getByRole('button', { name: 'Invia allo SDI' }).click();
    await expect(sdiPanel(page).getByText('Consegnata')).toBeVisible({
      timeout: DELIVERED_TIMEOUT,
    });
    await expect(sdiPanel(page).getByRole('link', { name: 'Ricevuta di consegna' })).toBeVisible();

    await fetch(`${simulator.url}/_control/next`, {
      method: 'POST',
      body: JSON.stringify({
        outcome: 'NS',
        errors: [
          { code: '00305', description: 'IdFiscaleIVA del cessionario non valido' },
          { code: '00400', description: 'Natura assente con aliquota zero' },
        ],
      }),
    });
    const rejected = await issuedInvoiceViaApi(page.request, `Scarto${theme}${run}`);
    await page.goto(`/invoices/${rejected.id}`);
    await sdiPanel(page).getByRole('button', { name: 'Invia allo SDI' }).click();
    await expect(sdiPanel(page).getByText('Scartata')).toBeVisible({ timeout: DELIVERED_TIMEOUT });
    await expect(
      page
        .getByRole('region', { name: 'Cessionario / committente' })
        .getByText('00305: IdFiscaleIVA del cessionario non valido', { exact: false }),
    ).toBeVisible();
    // Also inside the invoice itself: beside the customer block, under the lines.
    const invoice = page.getByRole('article', { name: /^Fattura/ });
    const boxes = invoice.getByText('Lo SDI ha scartato la fattura per questa parte').locator('..');
    await expect(boxes).toHaveCount(2);
    await expect(boxes.first()).toContainText('Partita IVA — 00305: IdFiscaleIVA');
    await expect(boxes.last()).toContainText('Natura — 00400: Natura assente con aliquota zero');
    await expectNoSeriousA11yViolations(page);
    // Two actions: the editor opens with the SDI's error beside its field; the same number and
    // date go under a new file name, with the corrected data, both sends kept.
    await sdiPanel(page).getByRole('button', { name: 'Correggi e reinvia' }).click();
    const editor = page.getByRole('form', { name: 'Correggi e reinvia' });
    await expect(editor.getByLabel('Partita IVA')).toHaveAccessibleDescription(
      /00305: IdFiscaleIVA del cessionario non valido/,
    );
    // The lines are not reopened: their error is tied to their part, with what to do instead.
    const lines = editor.getByRole('group', { name: 'Righe', exact: true });
    await expect(lines).toHaveAccessibleDescription(/Natura — 00400: Natura assente/);
    await expect(lines).toHaveAccessibleDescription(/emetti una nuova fattura/);
    await expectNoSeriousA11yViolations(page);
    await editor.getByLabel('Indirizzo').fill('Via Corretta 1');
    await editor.getByRole('button', { name: 'Reinvia allo SDI' }).click();
    await expect(sdiPanel(page).getByText('Consegnata')).toBeVisible({
      timeout: DELIVERED_TIMEOUT,
    });
    await expect(sdiPanel(page).getByRole('link', { name: /\.xml$/ })).toHaveCount(2);

    await page.goto('/invoices');
    const row = page.getByRole('row', {
      name: new RegExp(`^${rejected.number.replace('/', '\\/')} `),
    });
    await expect(row.getByText('Consegnata')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The list by SDI state: the corrected invoice is among the delivered, not the rejected.
    await page.getByRole('combobox', { name: 'Stato SDI' }).selectOption('Scartata');
    await expect(page).toHaveURL(/sdi=scartata/);
    await expect(row).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Stato SDI' }).selectOption('Consegnata');
    await expect(row.getByText('Consegnata')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

/**
 * A supplier invoice the SDI delivers that the import refuses (here a file that is no FatturaPA)
 * never becomes an invoice: the *Fatture passive* page shows it with its reason, to a plain user
 * too (everyone reads the fatture passive), axe clean.
 */
/** The channel on this file's simulator, without automatic send: supplier invoices only. */
async function receiveFromSimulator(adminApi: Parameters<typeof putShop>[0]) {
  await putShop(adminApi);
  const saved = await adminApi.put('/api/settings/sdi', {
    data: {
      channel: 'acube',
      base_url: simulator.url,
      credentials: { email: 'negozio@example.it', password: 'password-di-prova' },
      webhook_secret: SECRET,
      send_on_issue: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Reloads until the webhook (called by the simulator after it answered) has brought `row` in. */
async function untilDelivered(page: Page, row: () => ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.reload();
    await expect(row()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: DELIVERED_TIMEOUT });
}

test('a refused supplier invoice from the SDI shows on Fatture passive with its reason @pg', async ({
  page,
  adminApi,
  signInAs,
}) => {
  await receiveFromSimulator(adminApi);
  const fileName = `IT00743110157_R${run}.xml`;
  const delivered = await fetch(`${simulator.url}/_control/supplier-invoice`, {
    method: 'POST',
    body: JSON.stringify({ file_name: fileName, file: '<nonFattura/>' }),
  });
  expect(delivered.status).toBe(200);

  await signInAs('user');
  await page.goto('/supplier-invoices');
  const section = page.getByRole('region', { name: 'Fatture dallo SDI non importate' });
  const row = section.getByRole('row', { name: new RegExp(fileName) });
  await untilDelivered(page, () => row);
  await expect(row.getByText(/Il file non è una FatturaPA/)).toBeVisible();
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/**
 * A supplier invoice the SDI delivers (the file itself, as the intermediary hands it over) is
 * imported by itself; a plain user finds it on *Fatture passive*, reads it, and is offered no
 * *Carica a magazzino* (loading stock is staff's), axe clean.
 */
test('a supplier invoice from the SDI is imported by itself and a user reads it @pg', async ({
  page,
  adminApi,
  signInAs,
}) => {
  await receiveFromSimulator(adminApi);
  const number = `SDI-${run}`;
  const xml = supplierInvoiceXml({
    vat: `09${Date.now().toString().slice(-9)}`,
    name: `Distribuzione ${run} Srl`,
    number,
    lines: [
      { description: 'Batteria iPhone 12', quantity: '2.00', unitPrice: '15.00', total: '30.00' },
    ],
  });
  const fileName = `IT00743110157_${run}.xml`;
  const delivered = await fetch(
    `${simulator.url}/_control/supplier-invoice?file_name=${fileName}`,
    { method: 'POST', body: xml },
  );
  expect(delivered.status).toBe(200);

  await signInAs('user');
  await page.goto('/supplier-invoices');
  const link = () => page.getByRole('link', { name: number });
  await untilDelivered(page, link);
  await link().click();
  await expect(page.getByRole('heading', { name: `Fattura ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'dallo SDI' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '36,60\u00a0€' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Righe della fattura' });
  await expect(lines.getByRole('row', { name: /Batteria iPhone 12/ })).toContainText(
    '30,00\u00a0€',
  );
  await expect(page.getByRole('link', { name: `File originale: ${fileName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carica a magazzino' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Carica a magazzino' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
