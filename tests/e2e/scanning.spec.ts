import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
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
