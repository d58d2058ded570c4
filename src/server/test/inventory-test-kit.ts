import type { TestApp } from './test-app';

/**
 * A product row written straight into the table, for suites that need products to exist before
 * (or without) going through the products API: supplier and label delete refusals, counts.
 */
export async function insertProduct(
  t: TestApp,
  fields: {
    sku: string;
    ean?: string;
    supplier_id?: string;
    brand_id?: string;
    category_id?: string;
    quantity?: number;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await t.db
    .insertInto('products')
    .values({
      id,
      sku: fields.sku,
      ean: fields.ean ?? null,
      name: `Prodotto ${fields.sku}`,
      sort_name: `prodotto ${fields.sku.toLowerCase()}`,
      brand_id: fields.brand_id ?? null,
      category_id: fields.category_id ?? null,
      supplier_id: fields.supplier_id ?? null,
      quantity: fields.quantity ?? 0,
      price_cents: 1000,
      cost_cents: null,
      description: null,
      user_id: null,
      search_text: fields.sku.toLowerCase(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** POST /api/products/import with `file` as the multipart field `file`, a dry run or not. */
export function uploadProductsCsv(
  t: TestApp,
  cookie: string,
  file: string | Uint8Array<ArrayBuffer>,
  dryRun: boolean,
): Promise<Response> {
  return uploadCsv(t, cookie, '/api/products/import', file, dryRun);
}

/** A CSV import (products, price list) with `file` as the multipart field `file`. */
export async function uploadCsv(
  t: TestApp,
  cookie: string,
  path: string,
  file: string | Uint8Array<ArrayBuffer>,
  dryRun: boolean,
): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([file], { type: 'text/csv' }), 'import.csv');
  return t.app.request(`http://localhost${path}${dryRun ? '?dry_run=true' : ''}`, {
    method: 'POST',
    headers: { origin: 'http://localhost', cookie },
    body,
  });
}
