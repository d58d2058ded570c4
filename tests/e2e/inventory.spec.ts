import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi } from './support/tickets';

/**
 * In the browser: suppliers with a checked VAT number and a delete refused with the
 * count, products with the low-stock badge, a duplicate and a stock movement, a brand created
 * from the product form. Names are unique per run: the server is shared by every spec.
 */
const run = Date.now().toString(36);

// axe-core is injected as a script: the app's CSP would (rightly) refuse it.
test.use({ bypassCSP: true });

test.describe('inventory (employee)', () => {
  test('a supplier: VAT checked, created, found, and its delete refused while products use it @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    await page.goto('/suppliers/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo fornitore' })).toBeVisible();
    const name = `Ricambi ${run}`;
    await page.getByLabel('Nome', { exact: true }).fill(name);
    await page.getByLabel('Partita IVA').fill('00743110158');
    await page.getByRole('button', { name: 'Crea fornitore' }).click();
    await expect(page.getByText(/^Partita IVA non valida/)).toBeVisible();
    await page.getByLabel('Partita IVA').fill('IT 00743110157');
    await page.getByLabel('Email').fill(`ordini-${run}@ricambi.it`);
    await page.getByRole('button', { name: 'Crea fornitore' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('IT00743110157')).toBeVisible();
    const supplierId = page.url().split('/').at(-1) ?? '';

    for (const sku of [`A-${run}`, `B-${run}`]) {
      const created = await page.request.post('/api/products', {
        data: { sku, name: `Pezzo ${sku}`, supplier_id: supplierId, quantity: 2, price: '10,00' },
      });
      expect(created.status()).toBe(201);
    }

    await page.goto(`/products?supplier_id=${supplierId}`);
    await expect(page.getByRole('combobox', { name: 'Fornitore' })).toHaveValue(name);
    await expect(page.getByRole('table', { name: 'Prodotti' }).getByRole('row')).toHaveCount(3);

    await page.goto('/suppliers');
    await page.getByLabel('Cerca').fill(`ordini-${run}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Elimina il fornitore ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Eliminare il fornitore ${name}?` });
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expect(
      dialog.getByText('Impossibile eliminare il fornitore: ci sono 2 prodotti associati'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(row).toHaveCount(1);
  });

  test('a product: created with a new brand, low stock, duplicated, and stock moved @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    await page.goto('/products/new');
    const sku = `LCD-${run}`;
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Nome', { exact: true }).fill(`Display ${run}`);
    await page.getByLabel('Marca', { exact: true }).selectOption({ label: 'Nuova marca…' });
    await page.getByLabel('Nome della nuova marca').fill(`Marca ${run}`);
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(page.getByLabel('Marca', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
    await page.getByLabel('Quantità').fill('3');
    await page.getByLabel('Prezzo di vendita (€)').fill('129,90');
    await page.getByRole('button', { name: 'Crea prodotto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Display ${run}` })).toBeVisible();
    await expect(page.getByText('Scorta bassa')).toBeVisible();
    await expect(page.getByText('129,90 €')).toBeVisible();

    await page.getByLabel('Pezzi').fill('5');
    await page.getByRole('button', { name: 'Registra movimento' }).click();
    await expect(page.getByText('Registrato: Carico, ora 8 pezzi.')).toBeVisible();
    const ledger = page.getByRole('table', { name: 'Movimenti di magazzino' });
    await expect(ledger.getByRole('row')).toHaveCount(3);
    await expect(page.getByText('Scorta bassa')).toHaveCount(0);

    await page.goto(`/products?q=${sku}`);
    await page.getByRole('button', { name: `Duplica ${sku}`, exact: true }).click();
    await expect(
      page.getByRole('status').getByText('Prodotto duplicato con successo!'),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${sku}-COPY`) })).toContainText(
      'Scorta bassa',
    );
  });

  test('a CSV import is checked first: a bad row is listed with its line and nothing is written', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    await page.goto('/products');
    const csv = [
      'SKU;EAN;Nome;Marca;Categoria;Fornitore;Quantità;Prezzo;Costo;Descrizione',
      `CSV-${run};;Cavo USB-C;;;;10;9,90;;`,
      `CSV2-${run};;Cavo Lightning;;;;2;nove;;`,
    ].join('\n');
    await page.getByLabel('File CSV da importare').setInputFiles({
      name: 'prodotti.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Controlla il file' }).click();
    await expect(page.getByText('Riga 3: Prezzo: Il prezzo deve essere un numero')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importa', exact: true })).toBeDisabled();
    const stored = await page.request.get(`/api/products?q=CSV-${run}`);
    expect(((await stored.json()) as { items: unknown[] }).items).toEqual([]);
  });

  test('stock moves the way its reason says, a count sets the quantity, the minimum decides Scorta bassa @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const created = await page.request.post('/api/products', {
      data: { sku: `MOV-${run}`, name: `Batteria ${run}`, quantity: 8, price: '19,90' },
    });
    const product = (await created.json()) as { id: string };
    await page.goto(`/products/${product.id}`);
    const reason = page.getByLabel('Causale');
    await expect(reason.getByRole('option')).toHaveText([
      'Carico',
      'Scarico',
      'Rettifica inventario',
      'Reso da cliente',
      'Reso al fornitore',
    ]);

    await page.getByLabel('Pezzi').fill('-3');
    await page.getByRole('button', { name: 'Registra movimento' }).click();
    await expect(
      page.getByText('I pezzi devono essere un numero intero da 1 a 1.000.000'),
    ).toBeVisible();
    await reason.selectOption({ label: 'Reso al fornitore' });
    await page.getByLabel('Pezzi').fill('2');
    await page.getByRole('button', { name: 'Registra movimento' }).click();
    await expect(page.getByText('Registrato: Reso al fornitore, ora 6 pezzi.')).toBeVisible();
    await reason.selectOption({ label: 'Reso da cliente' });
    await page.getByLabel('Pezzi').fill('1');
    await page.getByRole('button', { name: 'Registra movimento' }).click();
    await expect(page.getByText('Registrato: Reso da cliente, ora 7 pezzi.')).toBeVisible();
    await reason.selectOption({ label: 'Rettifica inventario' });
    await page.getByLabel('Quantità contata').fill('12');
    await page.getByLabel('Motivo della rettifica').fill('Inventario di fine mese');
    await page.getByRole('button', { name: 'Registra movimento' }).click();
    await expect(page.getByText('Registrato: Rettifica inventario, ora 12 pezzi.')).toBeVisible();
    const ledger = page.getByRole('table', { name: 'Movimenti di magazzino' });
    await expect(ledger.getByRole('row', { name: /Inventario di fine mese/ })).toContainText('+5');
    await expect(page.getByText('Scorta bassa')).toHaveCount(0);

    await page.getByRole('link', { name: 'Modifica' }).click();
    await page.getByLabel('Scorta minima').fill('15');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(page.getByText('Scorta bassa')).toBeVisible();
    // The reorder list follows each product's own minimum, and says so.
    await page.goto('/inventory');
    await expect(
      page.getByText('I prodotti sotto la loro scorta minima, per fornitore.'),
    ).toBeVisible();
  });

  test('a CSV check lists what it would change in existing products, field by field', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const sku = `UPD-${run}`;
    await page.request.post('/api/products', {
      data: { sku, name: `Vetro ${run}`, quantity: 4, price: '10,00', cost: '4,00' },
    });
    await page.goto('/products');
    await page.getByLabel('File CSV da importare').setInputFiles({
      name: 'prezzi.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`SKU;Nome;Prezzo\n${sku};Vetro ${run};12,50\n`),
    });
    await page.getByRole('button', { name: 'Controlla il file' }).click();
    await expect(
      page.getByText('File corretto: 1 riga, 0 prodotti da creare e 1 da aggiornare.'),
    ).toBeVisible();
    const changes = page.getByRole('table', { name: 'Modifiche ai prodotti esistenti' });
    await expect(changes.getByRole('row', { name: new RegExp(sku) })).toHaveText(
      new RegExp(`2${sku}Prezzo10,0012,50`),
    );
    await expect(changes.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Importa', exact: true }).click();
    await expect(
      page.getByText('Importazione completata: 0 prodotti creati, 1 aggiornato.'),
    ).toBeVisible();
    const { items } = (await (await page.request.get(`/api/products?q=${sku}`)).json()) as {
      items: { price: number; cost: number; quantity: number }[];
    };
    expect(items[0]).toMatchObject({ price: 12.5, cost: 4, quantity: 4 });
  });

  test('a part used on a repair: picked on the ticket, taken from stock, listed there @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const sku = `PART-${run}`;
    const created = await page.request.post('/api/products', {
      data: { sku, name: `Connettore ${run}`, quantity: 5, price: '14,90' },
    });
    const product = (await created.json()) as { id: string };
    const ticket = await createTicketViaApi(page.request);
    await page.goto(`/tickets/${ticket.id}`);
    await page.getByRole('button', { name: 'Modifica ticket' }).click();
    await page.getByRole('button', { name: 'Usa un ricambio' }).click();
    const box = page.getByRole('combobox', { name: 'Ricambio' });
    await box.fill(sku);
    await page
      .getByRole('listbox', { name: 'Ricambio' })
      .getByRole('option', { name: new RegExp(sku) })
      .click();
    await page.getByLabel('Quantità usata').fill('2');
    await page.getByRole('button', { name: 'Usa il ricambio' }).click();
    const used = page.getByRole('region', { name: 'Ricambi usati' });
    await expect(used.getByText(`${sku} · Connettore ${run}`)).toBeVisible();
    await expect(used.getByText('× 2')).toBeVisible();
    const after = await page.request.get(`/api/products/${product.id}`);
    expect(await after.json()).toMatchObject({ quantity: 3 });
  });

  test('a part sold separately is added to what the customer pays, and can go back inside the price @pg', async ({
    page,
    signInAs,
  }) => {
    await signInAs('employee');
    const sku = `VETRO-${run}`;
    await page.request.post('/api/products', {
      data: { sku, name: `Vetro temperato ${run}`, quantity: 5, price: '14,90' },
    });
    const ticket = await createTicketViaApi(page.request, { price: '69' });
    await page.goto(`/tickets/${ticket.id}/dettagli`);
    await page.getByRole('button', { name: 'Usa un ricambio' }).click();
    await page.getByRole('combobox', { name: 'Ricambio' }).fill(sku);
    await page
      .getByRole('listbox', { name: 'Ricambio' })
      .getByRole('option', { name: new RegExp(sku) })
      .click();
    await page.getByRole('checkbox', { name: /^Venduto a parte/ }).check();
    await page.getByRole('button', { name: 'Usa il ricambio' }).click();
    const used = page.getByRole('region', { name: 'Ricambi usati' });
    const sold = used.getByRole('checkbox', { name: 'Venduto a parte', exact: true });
    await expect(sold).toBeChecked();
    await expect(used.getByText('× 1 · 14,90 €')).toBeVisible();

    // The payments beside the parts, and the printed sheet, add the part to what is due.
    const payments = page.getByRole('region', { name: 'Pagamenti' });
    await expect(payments.getByText('Ricambi venduti a parte')).toBeVisible();
    await expect(payments.getByRole('definition').filter({ hasText: '83,90' })).toBeVisible();
    await page.goto(`/tickets/${ticket.id}`);
    const sheet = page.getByRole('article', { name: /^Scheda del ticket/ });
    await expect(sheet.getByRole('definition').filter({ hasText: '14,90' })).toBeVisible();
    await expect(sheet.getByRole('definition').filter({ hasText: '83,90' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Back inside the repair's price: the balance is the price again.
    await page.goto(`/tickets/${ticket.id}/dettagli`);
    await sold.uncheck();
    await expect(sold).not.toBeChecked();
    await expect(payments.getByRole('definition').filter({ hasText: '69,00' })).toHaveCount(2);
    await expect(payments.getByText('Ricambi venduti a parte')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a user sees Accesso negato on every inventory page, and no inventory menu', async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  for (const path of [
    '/inventory',
    '/products',
    '/products/new',
    '/suppliers',
    '/brands',
    '/categories',
  ]) {
    await page.goto(path);
    await expect(page.getByText('Accesso negato', { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Inventario' })).toHaveCount(0);
});
