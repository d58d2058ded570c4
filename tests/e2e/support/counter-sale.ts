import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { withCheckDigit } from './barcodes';

let serial = 0;

/** A product on the shelf with its own EAN, created through the API (any staff). */
export async function productOnShelf(request: APIRequestContext, price: string, quantity = 5) {
  serial += 1;
  const stamp = `${Date.now()}${serial}`.slice(-8);
  const ean = withCheckDigit(`8020${stamp}`);
  const created = await request.post('/api/products', {
    data: { sku: `VB-${stamp}`, ean, name: `Pellicola ${stamp}`, quantity, price, cost: '2,00' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...((await created.json()) as { id: string; name: string }), ean };
}

/**
 * A USB scanner: the code typed into the focused field, then Enter (one key press of ours). It
 * waits for the search field to hold the focus, as the clerk waits for the page: keys typed while
 * the page is still loading go nowhere.
 */
export async function scan(page: Page, code: string) {
  await expect(page.getByRole('textbox', { name: 'Cerca o scansiona un prodotto' })).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** /vendita with one product of `price` made for it and scanned onto the sale. */
export async function scannedOntoSale(page: Page, price: string) {
  const product = await productOnShelf(page.request, price, 1);
  await page.goto('/vendita');
  await scan(page, product.ean);
  await expect(page.getByRole('listitem', { name: product.name })).toBeVisible();
  return product;
}
