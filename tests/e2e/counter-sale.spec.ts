import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { productOnShelf, scan, scannedOntoSale } from './support/counter-sale';
import { SAVE_TIMEOUT } from './support/tickets';

// axe-core is injected as a script: the app's CSP would (rightly) refuse it.
test.use({ bypassCSP: true });

/**
 * *Vendita al banco* (/vendita, decision 047): the counter sells by keyboard — two scans, Incassa,
 * Carta, Conferma in five key presses —, takes cash with change and split tenders, and the stock
 * the sale took shows on the product's page; on a phone and on a tablet, axe clean in both themes.
 */
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test(`two scanned items paid by card in five key presses, stock taken @pg`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('employee');
      const cover = await productOnShelf(page.request, '12,50');
      const cable = await productOnShelf(page.request, '9,90');
      await page.goto('/vendita');
      const field = page.getByRole('textbox', { name: 'Cerca o scansiona un prodotto' });
      await expect(field).toBeFocused();

      let presses = 0;
      const press = async (key: string) => {
        presses += 1;
        await page.keyboard.press(key);
      };
      await page.keyboard.type(cover.ean);
      await press('Enter');
      await expect(page.getByRole('listitem', { name: cover.name })).toBeVisible();
      await page.keyboard.type(cable.ean);
      await press('Enter');
      await expect(page.getByText(/Totale\s*22,40\s€/)).toBeVisible();
      await press('Enter'); // Incassa
      const dialog = page.getByRole('dialog', { name: 'Incassa' });
      await expect(dialog).toBeVisible();
      await press('2'); // Carta
      await expect(dialog.getByLabel('Metodo di pagamento')).toHaveValue('carta');
      await expect(dialog.getByRole('button', { name: 'Conferma' })).toBeFocused();
      await press('Enter'); // Conferma
      const done = page.getByRole('region', { name: /^Vendita V-\d{4}-\d{4} registrata$/ });
      await expect(done).toBeVisible({ timeout: SAVE_TIMEOUT });
      expect(presses).toBe(5);
      await expect(done.getByText('Carta di credito')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Nuova vendita' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);

      // The shelf gave one piece of each, named after the sale.
      await page.goto(`/products/${cover.id}`);
      const ledger = page.getByRole('table', { name: 'Movimenti di magazzino' });
      await expect(ledger.getByRole('row', { name: /Vendita V-/ })).toContainText('-1');
    });

    test('cash with change, a second scan adds a piece, axe in both themes @pg', async ({
      page,
      signInAs,
    }) => {
      await signInAs('employee');
      const cover = await productOnShelf(page.request, '12,50');
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto('/vendita');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Vendita al banco' }),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      await scan(page, cover.ean);
      await scan(page, cover.ean);
      const line = page.getByRole('listitem', { name: cover.name });
      await expect(line.getByLabel('Quantità')).toHaveValue('2');
      await expect(line.getByText('Prezzo di listino')).toContainText('12,50');
      await line.getByLabel('Sconto', { exact: true }).fill('10');
      await expect(page.getByText(/Totale\s*22,50\s€/)).toBeVisible();

      await page.getByRole('textbox', { name: 'Cerca o scansiona un prodotto' }).press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Incassa' });
      await expect(dialog).toBeVisible(); // keys typed before it opens go to the scan field
      await page.keyboard.press('1'); // Contanti: on to what the customer hands over
      const received = dialog.getByLabel('Contanti ricevuti (€)');
      await expect(received).toBeFocused();
      await received.fill('50');
      await expect(dialog.getByText('Resto: 27,50 €')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await received.press('Enter');
      const done = page.getByRole('region', { name: /^Vendita V-/ });
      await expect(done.getByText('Resto')).toBeVisible({ timeout: SAVE_TIMEOUT });
      await expect(done.getByText('27,50 €')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('split tenders: card and cash in one sale, listed and voided by an admin @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const cover = await productOnShelf(page.request, '199,00', 1);
  await page.goto('/vendita');
  await scan(page, cover.ean);
  await page.getByRole('button', { name: 'Incassa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Incassa' });
  await dialog.getByRole('button', { name: 'Carta' }).click();
  await dialog.getByLabel('Importo (€)').fill('50');
  await dialog.getByRole('button', { name: 'Aggiungi pagamento' }).click();
  await expect(dialog.getByLabel('Importo (€) (pagamento 2)')).toHaveValue('149,00');
  await dialog.getByLabel('Contanti ricevuti (€) (pagamento 2)').fill('150');
  await expect(dialog.getByText('Resto: 1,00 €')).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  const done = page.getByRole('region', { name: /^Vendita V-/ });
  await expect(done).toBeVisible({ timeout: SAVE_TIMEOUT });
  await expect(done.getByText('Carta di credito')).toBeVisible();
  await expect(done.getByText('Contanti')).toBeVisible();
  const number = ((await done.getByRole('heading').textContent()) ?? '').split(' ')[1] ?? '';

  // The shelf is empty now: a second sale of it is refused in Italian.
  await page.getByRole('button', { name: 'Nuova vendita' }).press('Enter');
  // Enter right after the scan: Incassa waits for the scanned item, never opens without it.
  await scan(page, cover.ean);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Incassa' })).toContainText('199,00');
  await page.keyboard.press('3');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Incassa' }).getByRole('alert')).toContainText(
    'Quantità insufficiente',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Vendite' }).click();
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('199,00');
  await row.getByRole('button', { name: `Annulla la vendita ${number}` }).click();
  const voiding = page.getByRole('dialog', { name: 'Annulla la vendita' });
  await voiding.getByLabel("Motivo dell'annullamento").fill('Cliente ha cambiato idea');
  await voiding.getByRole('button', { name: 'Annulla vendita' }).click();
  await expect(row).toContainText('Annullata', { timeout: SAVE_TIMEOUT });
  const product = await page.request.get(`/api/products/${cover.id}`);
  expect(((await product.json()) as { quantity: number }).quantity).toBe(1);
});

test('a sale to a customer becomes an invoice instead of a documento commerciale @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const surname = `Banco${Date.now()}`;
  const customer = await page.request.post('/api/customers', {
    data: { kind: 'privato', first_name: 'Luca', last_name: surname },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  await page.goto('/vendita');
  await page.getByRole('button', { name: 'Aggiungi riga libera' }).click();
  const line = page.getByRole('listitem', { name: 'Riga 1' });
  await line.getByLabel('Descrizione').fill('Smartphone usato');
  await page.getByLabel('Prezzo (€)').fill('30');
  // A used phone resold under the margin scheme: 0 % with its natura.
  await page.getByLabel('IVA', { exact: true }).selectOption({
    label: '0 % – N5 Regime del margine / IVA non esposta in fattura',
  });
  await page.getByRole('combobox', { name: 'Cliente (facoltativo)' }).fill(surname);
  await page.getByRole('option', { name: new RegExp(surname) }).click();
  await page.getByLabel('Fattura al cliente invece del documento commerciale').check();
  await page.getByRole('button', { name: 'Incassa' }).click();
  // Keys reach the dialog once it is there, as a person sees it before choosing the tender.
  await expect(page.getByRole('dialog', { name: 'Incassa' })).toBeVisible();
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  const done = page.getByRole('region', { name: /^Vendita V-/ });
  await expect(done).toBeVisible({ timeout: SAVE_TIMEOUT });
  await done.getByRole('link', { name: 'Apri la fattura' }).click();
  await expect(page.getByText(/Vendita al banco V-\d{4}-\d{4}/)).toBeVisible();
  const row = page.getByRole('row', { name: /Smartphone usato/ });
  await expect(row.getByRole('cell', { name: '0 % (N5)' })).toBeVisible();
});

/** The lottery code goes only on the RT's documento commerciale (rt.spec.ts takes it there). */
test('without an RT the checkout asks no lottery code @pg', async ({ page, signInAs }) => {
  await signInAs('employee');
  await scannedOntoSale(page, '15,00');
  const status = page.waitForResponse('**/api/fiscal-devices/status');
  await page.getByRole('button', { name: 'Incassa' }).click();
  expect(await (await status).json()).toMatchObject({ rt_enabled: false });
  const dialog = page.getByRole('dialog', { name: 'Incassa' });
  await dialog.getByRole('button', { name: 'Carta' }).click();
  await expect(dialog.getByRole('button', { name: 'Conferma' })).toBeFocused();
  await expect(dialog.getByLabel('Codice lotteria')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a price that is not a number is said on its field before the payment opens', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  await page.goto('/vendita');
  await page.getByRole('button', { name: 'Aggiungi riga libera' }).click();
  await page.getByRole('listitem', { name: 'Riga 1' }).getByLabel('Descrizione').fill('Pellicola');
  const price = page.getByLabel('Prezzo (€)');
  await price.fill('abc');
  await page.getByRole('button', { name: 'Incassa' }).click();
  await expect(price).toBeFocused();
  await expect(price).toHaveAccessibleDescription(/Il prezzo deve essere un numero/);
  await expect(page.getByRole('dialog', { name: 'Incassa' })).toHaveCount(0);
  await price.fill('9,90');
  await page.getByRole('button', { name: 'Incassa' }).click();
  await expect(page.getByRole('dialog', { name: 'Incassa' })).toContainText('9,90 €');
  await expect(page.getByText('Il prezzo deve essere un numero')).toHaveCount(0);
});
