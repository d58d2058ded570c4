import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Money with its thousands grouped (1.234,50 €), the warehouse's value said to be at selling price
 * with its value at cost beside it, and counts in the right number ("1 prodotto associato").
 */
const run = Date.now().toString(36);

test.use({ bypassCSP: true });

test('the warehouse: prices grouped by thousands, value at selling price and at cost @pg', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const sku = `MB-${run}`;
  const created = await page.request.post('/api/products', {
    data: { sku, name: `Scheda madre ${run}`, quantity: 2, price: '1234,50', cost: '1000,00' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/products?q=${sku}`);
  await expect(
    page.getByRole('table', { name: 'Prodotti' }).getByRole('row', { name: new RegExp(sku) }),
  ).toContainText('1.234,50 €');
  const totals = page.getByRole('region', { name: 'Totali del magazzino' });
  const grouped = /^\d{1,3}(\.\d{3})+,\d{2}\s€$/;
  // The whole shop's totals (other tests add products too): at least this product's 2.469,00 €.
  const atPrice = totals.getByRole('definition').nth(1);
  await expect(totals.getByText('Valore del magazzino (a prezzo di vendita)')).toBeVisible();
  await expect(atPrice).toHaveText(grouped);
  await expect(totals.getByText('Valore del magazzino al costo')).toBeVisible();
  await expect(totals.getByRole('definition').nth(2)).toHaveText(grouped);
  await expectNoSeriousA11yViolations(page);
});

test('a count of one reads in the singular', async ({ page, signInAs }) => {
  await signInAs('employee');
  const supplier = await page.request.post('/api/suppliers', {
    data: { name: `Unico ${run}` },
  });
  const { id } = (await supplier.json()) as { id: string };
  const product = await page.request.post('/api/products', {
    data: { sku: `U-${run}`, name: `Pezzo unico ${run}`, supplier_id: id, quantity: 1, price: 5 },
  });
  expect(product.status()).toBe(201);
  await page.goto('/suppliers');
  await page.getByLabel('Cerca').fill(`Unico ${run}`);
  const row = page.getByRole('row', { name: new RegExp(`Unico ${run}`) });
  await row.getByRole('button', { name: `Elimina il fornitore Unico ${run}` }).click();
  const dialog = page.getByRole('dialog', { name: `Eliminare il fornitore Unico ${run}?` });
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(
    dialog.getByText("Impossibile eliminare il fornitore: c'è 1 prodotto associato"),
  ).toBeVisible();
});
