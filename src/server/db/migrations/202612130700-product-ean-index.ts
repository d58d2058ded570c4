import type { Kysely } from 'kysely';

/**
 * A product is looked up by its EAN exactly: a supplier invoice's line codes (decision 044,
 * `productsWithCodes`) and a scanned barcode. Without this index each lookup read every product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_ean_idx').on('products').column('ean').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_ean_idx').execute();
}
