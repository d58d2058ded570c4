import { type Kysely, sql } from 'kysely';

/**
 * A shop's receipts grow by dozens a day for years, and each *Incassa* on a ticket sums what the
 * ticket's earlier documents certified, each counter sale reads its document and each reso or
 * annullo looks for the one that cites its original: lookups by ticket, sale and cited document,
 * which scanned the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index fiscal_receipts_ticket_idx on fiscal_receipts (ticket_id)`.execute(db);
  await sql`create index fiscal_receipts_sale_idx on fiscal_receipts (sale_id)`.execute(db);
  await sql`create index fiscal_receipts_related_idx on fiscal_receipts (related_receipt_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index fiscal_receipts_related_idx`.execute(db);
  await sql`drop index fiscal_receipts_sale_idx`.execute(db);
  await sql`drop index fiscal_receipts_ticket_idx`.execute(db);
}
