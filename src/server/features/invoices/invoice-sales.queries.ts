import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: what an invoice's credit notes add up to (a sale's live invoice: documents/). */
type Db = Kysely<DB> | Transaction<DB>;

/** The total of the credit notes issued against an invoice but `exceptId`, in cents. */
export async function selectCreditedCents(
  db: Db,
  invoiceId: string,
  exceptId = '',
): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select(sql<number | string>`coalesce(sum(total_cents), 0)`.as('cents'))
    .where('related_invoice_id', '=', invoiceId)
    .where('id', '!=', exceptId)
    .where('kind', '=', 'TD04')
    .where('status', '=', 'emessa')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
