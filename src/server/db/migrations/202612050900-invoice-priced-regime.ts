import type { Kysely } from 'kysely';

/**
 * The regime a draft's lines were last priced under: a forfettario draft stores every line at
 * 0 % N2.2 and keeps no rate, so issuing it after the shop left the regime is refused until its
 * lines are saved again (decision 034). Null for drafts saved before this column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('priced_regime', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('priced_regime').execute();
}
