import type { Kysely } from 'kysely';

/**
 * The sale a documento commerciale was asked for, kept while the document could not be built (no
 * RT department for a rate or natura): *Riprova* builds it again once the RT is set up, as the
 * message asks, instead of staying in *errore* for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fiscal_receipts').addColumn('request', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fiscal_receipts').dropColumn('request').execute();
}
