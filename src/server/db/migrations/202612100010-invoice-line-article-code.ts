import type { Kysely } from 'kysely';

/**
 * A draft line's article code (CodiceArticolo), frozen from the warehouse product it came from:
 * its EAN, else its SKU (decision 048). Null on typed lines and on lines stored before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_lines').addColumn('article_code_type', 'text').execute();
  await db.schema.alterTable('invoice_lines').addColumn('article_code_value', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_lines').dropColumn('article_code_value').execute();
  await db.schema.alterTable('invoice_lines').dropColumn('article_code_type').execute();
}
