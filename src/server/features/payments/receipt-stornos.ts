import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { holdLiveTicket } from '../tickets/tickets.service';
import { romeYear, writeStorno } from './payment-stornos';
import { presentPayment } from './payments.presenter';
import { insertPayment, selectPayment } from './payments.queries';

/**
 * The money side of a reso or annullo on the RT (the receipts feature writes the document):
 * a whole return or a void reverses each payment the document certified with a storno; a part
 * returned is a refund of that amount, on the method and subjects of the first payment.
 */
export async function reverseReceiptPayments(
  trx: Transaction<DB>,
  dialect: DialectName,
  paymentIds: readonly string[],
  actorId: string,
  reason: string,
  at: string,
): Promise<void> {
  for (const id of paymentIds) {
    const row = await selectPayment(trx, id);
    if (!row) continue;
    const payment = presentPayment(row);
    if (!payment.reverses_id && !payment.reversed_by)
      await writeStorno(trx, dialect, payment, actorId, reason, at);
  }
}

export async function refundReceiptPart(
  trx: Transaction<DB>,
  dialect: DialectName,
  refund: {
    paymentIds: readonly string[];
    cents: number;
    actorId: string;
    note: string;
    at: string;
  },
): Promise<void> {
  const [firstId] = refund.paymentIds;
  const first = firstId ? await selectPayment(trx, firstId) : undefined;
  if (!first) return;
  // The ticket before the receipt counter, as every payment on a ticket (holdLiveTicket).
  if (first.ticket_id) await holdLiveTicket(trx, dialect, first.ticket_id);
  await insertPayment(
    trx,
    {
      id: crypto.randomUUID(),
      customer_id: first.customer_id,
      ticket_id: first.ticket_id,
      invoice_id: null,
      sale_id: first.sale_id,
      amount_cents: refund.cents,
      direction: 'rimborso',
      method: first.method,
      paid_at: refund.at,
      note: refund.note,
      user_id: refund.actorId,
      entered_by: refund.actorId,
      created_at: refund.at,
    },
    romeYear(refund.at),
  );
}
