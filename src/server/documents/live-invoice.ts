import { type Kysely, sql, type Transaction } from 'kysely';
import { INVOICE_RULE_MESSAGES } from '../../shared/invoices/invoice-rule-messages';
import type { DB } from '../db/schema';
import { conflict } from '../errors';

/**
 * A sale's live invoice, read below the features: the invoices feature refuses a second invoice
 * with it, and a ticket refuses a change of an invoiced price with it, without tickets and
 * invoices depending on each other.
 */
type Db = Kysely<DB> | Transaction<DB>;

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

/** 409 when the price of an invoiced ticket would change: the credit note corrects it. */
export async function refuseInvoicedPriceChange(db: Db, ticketId: string): Promise<void> {
  const live = await selectLiveInvoiceOf(db, 'ticket_id', ticketId);
  if (live) throw conflict(INVOICE_RULE_MESSAGES.priceInvoiced(live.number ?? ''));
}
