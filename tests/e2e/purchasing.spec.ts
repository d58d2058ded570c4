import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createTicketViaApi } from './support/tickets';

// axe is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

// Every purchasing flow at the desktop width and on a 390 px phone.
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** axe in the light theme, then again after switching the page to the dark one. */
async function axeInBothThemes(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
}

// The purchasing screens that stand without the purchase-order API: the dashboard's tickets
// waiting for parts and the menu's way to the supplier orders.
for (const viewport of VIEWPORTS) {
  test(`a ticket waiting for a part counts on the dashboard and leads to its list (${viewport.width} px) @pg`, async ({
    page,
    signInAs,
    adminApi,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs('employee');
    const tile = page.getByRole('link', { name: /In attesa ricambi/ });
    await page.goto('/dashboard');
    await expect(tile).toHaveText(/^\d+/);
    const countBefore = Number.parseInt((await tile.textContent()) ?? '0', 10);

    const ticket = await createTicketViaApi(adminApi);
    const moved = await adminApi.patch(`/api/tickets/${ticket.id}`, {
      data: { version: ticket.version, status: 'Parti ordinate' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.reload();
    // Other tests may move tickets meanwhile (one database for every worker): at least ours more.
    await expect
      .poll(async () => Number.parseInt((await tile.textContent()) ?? '0', 10))
      .toBeGreaterThanOrEqual(countBefore + 1);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(tile).toHaveText(/^\d+/);
    await expectNoSeriousA11yViolations(page);

    await tile.click();
    await expect(page).toHaveURL(/status=Parti\+ordinate/);
    await expect(page.getByText(ticket.ticket_number).first()).toBeVisible();
  });
}

test('the staff find Ordini fornitori in the inventory menu', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs('employee');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Inventario' }).click();
  await expect(page.getByRole('link', { name: 'Ordini fornitori' })).toHaveAttribute(
    'href',
    '/purchase-orders',
  );
});

for (const viewport of VIEWPORTS)
  test(`an order sent to its supplier and received whole moves to Ricevuto (${viewport.width} px) @pg`, async ({
    page,
    signInAs,
    adminApi,
  }) => {
    await page.setViewportSize(viewport);
    const supplier = await adminApi.post('/api/suppliers', {
      data: { name: `Ricambi Test ${Date.now()}` },
    });
    expect(supplier.status(), await supplier.text()).toBe(201);
    const created = await adminApi.post('/api/purchase-orders', {
      data: {
        supplier_id: (await supplier.json()).id,
        lines: [{ description: 'Display iPhone 12', quantity: 2, unit_cost: '49,90' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = (await created.json()) as { id: string; code: string };

    await signInAs('employee');
    await page.goto(`/purchase-orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Ordine ${order.code}` })).toBeVisible();
    await page.getByRole('button', { name: 'Invia al fornitore' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Invia al fornitore' }).click();
    await expect(page.getByText('Inviato', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Ricevi tutto' }).click();
    await expect(page.getByText('Ricevuto', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: /Display iPhone 12/ });
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
    await axeInBothThemes(page);
    await expect(page.getByText('Ricevuto', { exact: true })).toBeVisible();
  });

for (const viewport of VIEWPORTS)
  test(`an order e-mailed with its PDF shows in the outbox, and past its supplier’s days it is late (${viewport.width} px) @pg`, async ({
    page,
    signInAs,
    adminApi,
  }) => {
    await page.setViewportSize(viewport);
    const email = `ordini-${viewport.width}-${Date.now()}@e2e.test`;
    const supplier = await adminApi.post('/api/suppliers', {
      data: { name: `Ricambi Puntuali ${Date.now()}`, email, lead_time_days: 0 },
    });
    expect(supplier.status(), await supplier.text()).toBe(201);
    const created = await adminApi.post('/api/purchase-orders', {
      data: {
        supplier_id: (await supplier.json()).id,
        lines: [{ description: 'Batteria Samsung A52', quantity: 3, unit_cost: '18,00' }],
      },
    });
    const order = (await created.json()) as { id: string; code: string };

    await signInAs('admin');
    await page.goto(`/purchase-orders/${order.id}`);
    await expect(page.getByRole('link', { name: "PDF dell'ordine" })).toHaveAttribute(
      'href',
      `/api/purchase-orders/${order.id}/pdf`,
    );
    // A line typed by hand on the draft (the order-line fields shared with *Ordina ricambio*).
    const draft = page.getByRole('region', { name: 'Modifica la bozza' });
    await draft.getByLabel('Articolo').fill('Cover posteriore');
    await draft.getByLabel('Quantità').fill('2');
    await draft.getByLabel('Costo unitario (€)').fill('3,50');
    await draft.getByRole('button', { name: 'Aggiungi riga' }).click();
    await expect(draft.getByText('Cover posteriore × 2')).toBeVisible();
    // And a warehouse product found by its SKU: one piece at its purchase cost.
    const run = Date.now();
    const product = await adminApi.post('/api/products', {
      data: { sku: `VET-${run}`, name: `Vetro temperato ${run}`, price: 15, cost: 4 },
    });
    expect(product.status(), await product.text()).toBe(201);
    await draft.getByRole('combobox', { name: 'Aggiungi dal magazzino' }).fill(`VET-${run}`);
    await page.getByRole('option', { name: new RegExp(`Vetro temperato ${run}`) }).click();
    await expect(draft.getByText(`Vetro temperato ${run} × 1`)).toBeVisible();
    await page.getByRole('button', { name: 'Invia al fornitore' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Invia al fornitore' }).click();
    await expect(
      page.getByText(`Ordine inviato: l'e-mail con il PDF per ${email} è nella posta in uscita.`),
    ).toHaveRole('status');
    // Zero days of delivery: the order is late as soon as it left.
    await expect(page.getByText('In ritardo', { exact: true })).toBeVisible();

    await page.goto('/settings/outbox');
    await expect(
      page.getByRole('row', { name: new RegExp(`${email}.*Ordine al fornitore`) }),
    ).toBeVisible();

    await page.goto('/purchase-orders?late=true');
    await expect(page.getByRole('checkbox', { name: 'Solo gli ordini in ritardo' })).toBeChecked();
    const row = page.getByRole('row', { name: new RegExp(order.code) });
    await expect(row).toContainText('In ritardo');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dashboard');
    const tile = page.getByRole('link', { name: /Ordini in ritardo/ });
    await expect(tile).toHaveAttribute('href', '/purchase-orders?late=true');
    await expect
      .poll(async () => Number.parseInt((await tile.textContent()) ?? '0', 10))
      .toBeGreaterThanOrEqual(1);
  });

for (const viewport of VIEWPORTS)
  test(`received pieces go back to the supplier from the order page (${viewport.width} px) @pg`, async ({
    page,
    signInAs,
    adminApi,
  }) => {
    await page.setViewportSize(viewport);
    const run = `${viewport.width}-${Date.now()}`;
    const supplier = await adminApi.post('/api/suppliers', { data: { name: `Resi ${run}` } });
    const supplierId = ((await supplier.json()) as { id: string }).id;
    const product = await adminApi.post('/api/products', {
      data: { sku: `RES-${run}`, name: `Display reso ${run}`, supplier_id: supplierId, price: 90 },
    });
    expect(product.status(), await product.text()).toBe(201);
    const created = await adminApi.post('/api/purchase-orders', {
      data: {
        supplier_id: supplierId,
        lines: [
          {
            product_id: ((await product.json()) as { id: string }).id,
            description: `Display reso ${run}`,
            quantity: 2,
            unit_cost: '40,00',
          },
        ],
      },
    });
    const order = (await created.json()) as { id: string; lines: { id: string }[] };
    await adminApi.post(`/api/purchase-orders/${order.id}/send`);
    const received = await adminApi.post(`/api/purchase-orders/${order.id}/receive`, {
      data: { lines: [{ line_id: order.lines[0]?.id, quantity: 2 }] },
    });
    expect(received.status(), await received.text()).toBe(200);

    await signInAs('employee');
    await page.goto(`/purchase-orders/${order.id}`);
    await page.getByRole('button', { name: `Rendi al fornitore: Display reso ${run}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reso al fornitore: Display reso ${run}` });
    await dialog.getByLabel('Pezzi da rendere').fill('3');
    await dialog.getByRole('button', { name: 'Rendi al fornitore' }).click();
    await expect(
      dialog.getByText('Si possono rendere al massimo 2 pezzi di questa riga'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Pezzi da rendere').fill('1');
    await dialog.getByLabel('Motivo').fill('Pixel bruciati');
    await dialog.getByRole('button', { name: 'Rendi al fornitore' }).click();
    await expect(
      page.getByText('Reso registrato: i pezzi sono usciti dal magazzino.'),
    ).toBeVisible();

    const open = await adminApi.get(`/api/supplier-returns?supplier_id=${supplierId}`);
    expect(await open.json()).toMatchObject({
      suppliers: [{ supplier_id: supplierId, count: 1, owed: 40 }],
    });
  });
