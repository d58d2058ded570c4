import type { Kysely } from 'kysely';

/**
 * A counter sale can become an invoice instead of a documento commerciale (TILL § Routes of the
 * till, `document: "fattura"`): the draft keeps the sale it bills, as it keeps a ticket or quote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('sale_id', 'text', (c) => c.references('sales.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('invoices_sale_idx').on('invoices').column('sale_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_sale_idx').execute();
  await db.schema.alterTable('invoices').dropColumn('sale_id').execute();
}
