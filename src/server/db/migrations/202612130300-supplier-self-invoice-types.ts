import { type Kysely, sql } from 'kysely';

/**
 * Decision 044, 2026-12-07: TD21 (autofattura per splafonamento) and TD29 (FatturaPA 1.9: the
 * buyer's report of a supplier's omitted or irregular invoice) are the shop's own documents, so
 * the invoices of those types imported before are flagged as self-invoices too, and *Carica a
 * magazzino* refuses them as it refuses the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update supplier_invoices set self_invoice = true
    where document_type in ('TD21', 'TD29')`.execute(db);
}

/** Nothing to undo: those documents are self-invoices whichever version reads them. */
export async function down(): Promise<void> {}
