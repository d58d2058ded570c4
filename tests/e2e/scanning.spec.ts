import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { apiSignIn, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ean13Png, withCheckDigit, writeQrY4m } from './support/barcodes';
import { createTicketViaApi, SAVE_TIMEOUT } from './support/tickets';

/** *Scansiona* (decision 030): codes the tests draw, read by the decoder the app serves itself. */

test.describe('a photo of a code', () => {
  // axe-core is injected as an inline script, which the app's CSP (script-src 'self') refuses.
  test.use({ bypassCSP: true });

  test('fills the EAN field from a generated EAN-13, decoded by the WebAssembly the app serves', async ({
    page,
    signInAs,
    baseURL,
  }) => {
    await signInAs('employee');
    const hosts = new Set<string>();
    const wasm: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      hosts.add(url.host);
      if (url.pathname.endsWith('.wasm')) wasm.push(url.pathname);
    });
    const ean = withCheckDigit(`800${String(Date.now()).slice(-9)}`);
    await page.goto('/products/new');
    await page.getByRole('button', { name: 'Scansiona EAN' }).click({ timeout: SAVE_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: 'Scansiona EAN' });
    // Headless Chromium has no camera here: the dialog says so and offers the photo.
    await expect(dialog.getByRole('alert')).toContainText('Impossibile usare la fotocamera');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Oppure carica una foto del codice').setInputFiles({
      name: 'ean.png',
      mimeType: 'image/png',
      buffer: await ean13Png(ean),
    });
    await expect(dialog).toBeHidden({ timeout: SAVE_TIMEOUT });
    await expect(page.getByRole('textbox', { name: 'EAN' })).toHaveValue(ean);
    // A keyboard-wedge scanner types into the same field as before.
    await page.getByRole('textbox', { name: 'SKU' }).pressSequentially('SCAN-42');
    await expect(page.getByRole('textbox', { name: 'SKU' })).toHaveValue('SCAN-42');
    expect(wasm).toEqual([expect.stringMatching(/^\/assets\/zxing_reader-.+\.wasm$/)]);
    expect([...hosts]).toEqual([new URL(baseURL ?? '').host]);
  });
});

/** A photo of `ean` through *Scansiona* beside "Aggiungi dal magazzino" (no camera here). */
async function scanIntoPicker(page: Page, ean: string) {
  await page
    .getByRole('button', { name: 'Scansiona un prodotto del magazzino' })
    .click({ timeout: SAVE_TIMEOUT });
  const dialog = page.getByRole('dialog', { name: 'Scansiona un prodotto del magazzino' });
  await dialog.getByLabel('Oppure carica una foto del codice').setInputFiles({
    name: 'ean.png',
    mimeType: 'image/png',
    buffer: await ean13Png(ean),
  });
  await expect(dialog).toBeHidden({ timeout: SAVE_TIMEOUT });
}

for (const form of [
  { path: '/quotes/new', lines: 'Righe del preventivo' },
  { path: '/pc-builds/new', lines: 'Componenti' },
]) {
  test(`on ${form.path} a scanned EAN adds its product as a line; an unknown code says so`, async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const stamp = String(Date.now()).slice(-8);
    const ean = withCheckDigit(`8010${stamp}`);
    const name = `Alimentatore 650 W ${stamp}`;
    const created = await page.request.post('/api/products', {
      data: { sku: `PSU-${stamp}`, ean, name, quantity: 2, price: '79,00', cost: '55,00' },
    });
    expect(created.status()).toBe(201);
    await page.goto(form.path);
    await scanIntoPicker(page, ean);
    const lines = page.getByRole('table', { name: form.lines });
    await expect(lines.getByLabel('Descrizione, riga 1')).toHaveValue(name);
    await expect(lines.getByLabel('Prezzo unitario, riga 1')).toHaveValue('79,00');
    await expect(lines.getByText('Dal magazzino: 2 disponibili')).toBeVisible();

    // A code no product carries adds nothing and says so.
    const unknown = withCheckDigit(`8020${stamp}`);
    await scanIntoPicker(page, unknown);
    await expect(page.getByRole('alert')).toHaveText(
      `Nessun prodotto in magazzino con il codice ${unknown}.`,
    );
    await expect(lines.getByLabel('Descrizione, riga 2')).toHaveCount(0);
  });
}

test('a fake camera showing a printed ticket QR opens that ticket', async ({
  createAccount,
  baseURL,
}, testInfo) => {
  const account = await createAccount('employee');
  const video = path.join(os.tmpdir(), `sportello-qr-${testInfo.testId}.y4m`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, locale: 'it-IT' });
    await context.grantPermissions(['camera']);
    await apiSignIn(context.request, account);
    const ticket = await createTicketViaApi(context.request);
    writeQrY4m(`${baseURL}/public/tickets/${ticket.id}`, video);
    const page = await context.newPage();
    await page.goto('/tickets/new');
    await page
      .getByRole('button', { name: 'Scansiona IMEI / numero di serie' })
      .click({ timeout: SAVE_TIMEOUT });
    await expect(page).toHaveURL(`/tickets/${ticket.id}/dettagli`, { timeout: SAVE_TIMEOUT });
    await expect(page.getByRole('heading', { name: ticket.ticket_number })).toBeVisible();
  } finally {
    await browser.close();
  }
});
