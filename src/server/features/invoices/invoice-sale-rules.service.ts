import type { Kysely, Transaction } from 'kysely';
import { INVOICE_RULE_MESSAGES } from '../../../shared/invoices/invoice-rule-messages';
import type { DB } from '../../db/schema';
import { type SaleSource, selectLiveInvoiceOf } from '../../documents/live-invoice';
import { conflict } from '../../errors';
import { selectCreditedCents } from './invoice-sales.queries';
import type { InvoiceRow } from './invoices.queries';

/**
 * One sale, one invoice: a ticket, quote or PC build with an issued invoice its credit notes have
 * not cancelled is not invoiced again, and an invoiced ticket keeps its price; the credit notes of
 * an invoice never add up to more than the invoice (DPR 633/72 art. 26: a variation reduces what
 * was invoiced, it cannot exceed it).
 */
type Db = Kysely<DB> | Transaction<DB>;

const SOURCE_NAMES: Record<SaleSource, string> = {
  ticket_id: 'Il ticket',
  quote_id: 'Il preventivo',
  pc_build_id: 'La PC Build',
};

/** 409 when the sale an invoice (or a draft about to be made) bills is already invoiced. */
export async function refuseSecondInvoice(
  db: Db,
  links: Partial<Record<SaleSource, string | null>>,
  exceptId?: string,
): Promise<void> {
  for (const source of Object.keys(SOURCE_NAMES) as SaleSource[]) {
    const id = links[source];
    if (!id) continue;
    const live = await selectLiveInvoiceOf(db, source, id, exceptId);
    if (live)
      throw conflict(
        INVOICE_RULE_MESSAGES.alreadyInvoiced(SOURCE_NAMES[source], live.number ?? ''),
      );
  }
}

type CreditedInvoice = Pick<InvoiceRow, 'id' | 'number' | 'total_cents'>;

const leftToCredit = async (db: Db, invoice: CreditedInvoice, exceptId?: string) =>
  Number(invoice.total_cents) - (await selectCreditedCents(db, invoice.id, exceptId));

/**
 * 409 when credit note `noteId` of `cents` would take its invoice's credit notes past the
 * invoice.
 */
export async function refuseOverCredit(
  db: Db,
  invoice: CreditedInvoice,
  noteId: string,
  cents: number,
) {
  const left = await leftToCredit(db, invoice, noteId);
  if (cents > left) throw conflict(INVOICE_RULE_MESSAGES.creditExceeds(invoice.number ?? '', left));
}

/** 409 when a new credit note would have nothing left to cancel. */
export async function refuseFullyCredited(db: Db, invoice: CreditedInvoice) {
  if ((await leftToCredit(db, invoice)) <= 0)
    throw conflict(INVOICE_RULE_MESSAGES.fullyCredited(invoice.number ?? ''));
}
