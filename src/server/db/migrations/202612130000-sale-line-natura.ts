import type { Kysely } from 'kysely';

/**
 * A counter line at 0 % says why (TILL § Routes of the till: `vat_rate | natura`): the natura
 * (N1–N7) its invoice carries and its RT department is chosen by. Null on every line at a rate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sale_lines').addColumn('natura', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sale_lines').dropColumn('natura').execute();
}
