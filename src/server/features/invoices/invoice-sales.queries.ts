import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: what an invoice's credit notes add up to, and the live invoice of a sale. */
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

export type SaleSource = 'ticket_id' | 'quote_id' | 'pc_build_id';

/**
 * The issued invoice of a ticket, quote or PC build that its credit notes have not cancelled in
 * full (other than `exceptId`, the one being issued); undefined when the sale may be invoiced.
 */
export function selectLiveInvoiceOf(db: Db, source: SaleSource, sourceId: string, exceptId = '') {
  return db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.number'])
    .where(`i.${source}`, '=', sourceId)
    .where('i.kind', '=', 'TD01')
    .where('i.status', '=', 'emessa')
    .where('i.id', '!=', exceptId)
    .where((eb) =>
      eb(
        eb
          .selectFrom('invoices as c')
          .select(sql<number | string>`coalesce(sum(c.total_cents), 0)`.as('cents'))
          .whereRef('c.related_invoice_id', '=', 'i.id')
          .where('c.kind', '=', 'TD04')
          .where('c.status', '=', 'emessa'),
        '<',
        eb.ref('i.total_cents'),
      ),
    )
    .orderBy('i.sort_key')
    .executeTakeFirst();
}
