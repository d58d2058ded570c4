import type { Kysely } from 'kysely';

/**
 * Prices typed on quotes and PC builds: a line's stored `unit_price_cents` is its price from now
 * on (no longer recomputed from the cost), so the lines already stored keep exactly the cents
 * they were priced at and nothing is rewritten. What is added: `quote_answers.snapshot`, the
 * lines, totals and expiry the customer answered (JSON text), which the public page shows once
 * the quote is answered. Answers recorded before have none: their quote is frozen from now on,
 * so its stored lines are what was answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote_answers').addColumn('snapshot', 'text').execute();
  // The PC component kind a category names: a build's line from stock takes it.
  await db.schema.alterTable('categories').addColumn('pc_kind', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('pc_kind').execute();
  await db.schema.alterTable('quote_answers').dropColumn('snapshot').execute();
}
