import type { Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { supplierInvoiceXml } from '../../src/server/test/fatturapa-kit';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

// axe is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

/** axe in the light and the dark theme (the system's, applied on load), at 1280 and 390 px. */
async function expectAccessibleEverywhere(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.reload();
      const html = expect(page.locator('html'));
      await (colorScheme === 'dark' ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  }
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
}

test('a zip of supplier invoices imported once, read, and loaded into the warehouse @pg', async ({
  page,
  signInAs,
}) => {
  const run = String(Date.now()).slice(-9);
  // A supplier of its own per run: the database is shared by every test and worker.
  const vat = `07${run}`;
  await signInAs('employee');
  const created = await page.request.post('/api/products', {
    data: { sku: `FP-${run}`, name: `Display ${run}`, quantity: 2, price: 30, cost: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string };

  const invoice = (number: string, lines: Parameters<typeof supplierInvoiceXml>[0]['lines']) =>
    Buffer.from(supplierInvoiceXml({ vat, name: `Ricambi ${run} Srl`, number, lines }));
  const zip = Buffer.from(
    zipSync({
      [`A-${run}.xml`]: invoice(`A-${run}`, [
        {
          code: `FP-${run}`,
          description: 'Display OLED',
          quantity: '3.00',
          unitPrice: '12.00',
          total: '36.00',
        },
        { description: 'Spese di trasporto', quantity: '1.00', unitPrice: '5.00', total: '5.00' },
      ]),
      [`B-${run}.xml`]: invoice(`B-${run}`, [
        { description: 'Colla B7000', quantity: '2.00', unitPrice: '3.00', total: '6.00' },
      ]),
    }),
  );
  const upload = () =>
    page.getByLabel(/File FatturaPA/).setInputFiles({
      name: `fatture-${run}.zip`,
      mimeType: 'application/zip',
      buffer: zip,
    });

  await page.goto('/supplier-invoices');
  await expect(page.getByRole('heading', { name: 'Fatture passive', level: 1 })).toBeVisible();
  await upload();
  const outcome = page.getByRole('list').filter({ hasText: `A-${run}.xml` });
  await expect(outcome.getByRole('listitem')).toHaveText([
    new RegExp(`^fatture-${run}\\.zip/A-${run}\\.xml: importata n\\. A-${run} del 20/11/2026$`),
    new RegExp(`^fatture-${run}\\.zip/B-${run}\\.xml: importata n\\. B-${run} del 20/11/2026$`),
  ]);
  await upload();
  await expect(outcome.getByRole('listitem')).toHaveText([
    `fatture-${run}.zip/A-${run}.xml: doppione — Fattura già importata: numero A-${run} del 20/11/2026 di questo fornitore`,
    `fatture-${run}.zip/B-${run}.xml: doppione — Fattura già importata: numero B-${run} del 20/11/2026 di questo fornitore`,
  ]);
  await page.getByLabel('Cerca').fill(run);
  const register = page.getByRole('table', { name: 'Fatture passive' });
  await expect(register.getByRole('row')).toHaveCount(3);
  // The files state no ImportoTotaleDocumento: the total is their summaries' 41,00 + 9,02 VAT.
  await expect(register.getByRole('row', { name: new RegExp(`A-${run}`) })).toContainText(
    '50,02\u00a0€',
  );
  await expectAccessibleEverywhere(page);

  await page.getByRole('link', { name: `A-${run}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Fattura A-${run}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Righe della fattura' });
  await expect(lines.getByRole('row', { name: /Display OLED/ })).toContainText('12\u00a0€');
  const original = page.getByRole('link', {
    name: `File originale: fatture-${run}.zip/A-${run}.xml`,
  });
  const file = await page.request.get((await original.getAttribute('href')) ?? '');
  expect(await file.text()).toContain(`<Numero>A-${run}</Numero>`);
  // The line's code is the product's SKU: proposed; the shipping is marked as not goods.
  await expect(page.getByRole('combobox', { name: 'Prodotto della riga 1' })).toHaveValue(
    `Display ${run}`,
  );
  await expectAccessibleEverywhere(page);
  await page.getByLabel('Non è merce (riga 2)').check();
  await expect(page.getByRole('combobox', { name: 'Prodotto della riga 2' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Carica a magazzino' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carica a magazzino' });
  await expect(dialog).toContainText('Carico 1 righe merce');
  await dialog.getByRole('button', { name: 'Conferma il carico' }).click();
  await expect(
    page.getByText(
      `Caricati a magazzino: 3 pz di Display ${run} a 12,00\u00a0€ l'uno. Righe non merce: 1.`,
    ),
  ).toBeVisible();
  await expect(lines.getByRole('row', { name: /Spese di trasporto/ })).toContainText('Non è merce');
  await expect(page.getByRole('button', { name: 'Carica a magazzino' })).toHaveCount(0);
  await expectAccessibleEverywhere(page);

  // 2 pieces at 10 € and 3 at 12 €: 5 pieces at the weighted average, 11,20 €.
  await page.goto(`/products/${product.id}`);
  const facts = page.getByRole('definition');
  await expect(page.getByRole('term').filter({ hasText: /^Quantità$/ })).toBeVisible();
  await expect(facts.first()).toHaveText('5');
  await expect(page.getByText('11,20\u00a0€')).toBeVisible();
});

test('a user reads the supplier invoices from the menu but cannot upload', async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Principale' })
    .getByRole('link', { name: 'Fatture passive' })
    .click();
  await expect(page.getByRole('heading', { name: 'Fatture passive', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Cerca')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carica fatture' })).toHaveCount(0);
  await expect(page.getByLabel(/File FatturaPA/)).toHaveCount(0);
});

test('a supplier invoice marked paid, and the list filtered by paid or not @pg', async ({
  page,
  signInAs,
}) => {
  const run = String(Date.now()).slice(-9);
  await signInAs('employee');
  const xml = supplierInvoiceXml({
    vat: `08${run}`,
    name: `Forniture ${run} Srl`,
    number: `P-${run}`,
    lines: [{ description: 'Pasta termica', quantity: '1.00', unitPrice: '4.00', total: '4.00' }],
  });
  await page.goto('/supplier-invoices');
  await page.getByLabel(/File FatturaPA/).setInputFiles({
    name: `P-${run}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  // The import's outcome first, as the shop sees it: a refused file then fails here, by its reason,
  // instead of as a link that never appears in the list (a fresh-clone CI timed out so once).
  await expect(page.getByRole('listitem').filter({ hasText: `P-${run}.xml` })).toHaveText(
    new RegExp(`^P-${run}\\.xml: importata n\\. P-${run} del `),
  );
  const table = page.getByRole('table', { name: 'Fatture passive' });
  await page.getByLabel('Cerca').fill(`P-${run}`);
  await page.getByLabel('Cerca').press('Enter');
  await table.getByRole('link', { name: `P-${run}` }).click();
  await expect(page.getByRole('heading', { name: `Fattura P-${run}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Da pagare.')).toBeVisible();
  await expectAccessibleEverywhere(page);
  await page.getByLabel('Data di pagamento').fill('2026-11-30');
  await page.getByLabel('Modalità di pagamento').selectOption('MP05');
  await page.getByRole('button', { name: 'Segna pagata' }).click();
  await expect(page.getByText('Pagata il 30/11/2026 (Bonifico).')).toBeVisible();

  await page.goto(`/supplier-invoices?q=P-${run}`);
  await page.getByLabel('Pagamento').selectOption('no');
  await expect(page.getByText('Nessuna fattura passiva trovata')).toBeVisible();
  await page.getByLabel('Pagamento').selectOption('yes');
  await expect(table.getByRole('row', { name: new RegExp(`P-${run}`) })).toContainText(
    'Pagata il 30/11/2026',
  );
  await expectAccessibleEverywhere(page);
});
