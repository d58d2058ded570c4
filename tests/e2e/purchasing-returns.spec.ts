import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

// axe is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

/** A supplier whose order of two displays at 40 € arrived, and one of them went back. */
async function supplierOwing(api: APIRequestContext, run: string) {
  const supplier = await api.post('/api/suppliers', { data: { name: `Resi aperti ${run}` } });
  const supplierId = ((await supplier.json()) as { id: string }).id;
  const product = await api.post('/api/products', {
    data: { sku: `RA-${run}`, name: `Display rotto ${run}`, supplier_id: supplierId, price: 90 },
  });
  expect(product.status(), await product.text()).toBe(201);
  const created = await api.post('/api/purchase-orders', {
    data: {
      supplier_id: supplierId,
      lines: [
        {
          product_id: ((await product.json()) as { id: string }).id,
          description: `Display rotto ${run}`,
          quantity: 2,
          unit_cost: '40,00',
        },
      ],
    },
  });
  const order = (await created.json()) as { id: string; lines: { id: string }[] };
  await api.post(`/api/purchase-orders/${order.id}/send`);
  const lineId = order.lines[0]?.id;
  await api.post(`/api/purchase-orders/${order.id}/receive`, {
    data: { lines: [{ line_id: lineId, quantity: 2 }] },
  });
  const returned = await api.post('/api/supplier-returns', {
    data: { order_line_id: lineId, quantity: 1, note: 'Pixel bruciati' },
  });
  expect(returned.status(), await returned.text()).toBe(201);
  return `Resi aperti ${run}`;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`what suppliers owe back is listed per supplier and closed when the credit arrives (${viewport.width} px) @pg`, async ({
    page,
    signInAs,
    adminApi,
  }) => {
    const run = `${viewport.width}-${Date.now()}`;
    const supplier = await supplierOwing(adminApi, run);
    await page.setViewportSize(viewport);
    await signInAs('employee');
    if (viewport.width > 1000) {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Inventario' }).click();
      await page.getByRole('link', { name: 'Resi ai fornitori' }).click();
    } else await page.goto('/supplier-returns');
    await expect(page.getByRole('heading', { name: 'Resi ai fornitori' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: new RegExp(`${supplier}: deve .*40,00.*\\(1 reso\\)`) }),
    ).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`Display rotto ${run}`) });
    await expect(row).toContainText('Pixel bruciati');
    await expect(row).toContainText('PO-');
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: `Chiudi reso: Display rotto ${run}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Il fornitore ha reso quanto doveva?' });
    await expect(dialog).toContainText(`${supplier}: Display rotto ${run}`);
    await dialog.getByRole('button', { name: 'Chiudi il reso' }).click();
    await expect(page.getByRole('status')).toContainText(`Reso chiuso: Display rotto ${run}`);
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: new RegExp(supplier) })).toHaveCount(0);
  });
}
