import type { Transaction } from 'kysely';
import { euroToCents } from '../../../shared/money';
import type { PaymentCreateInput, TenderInput } from '../../../shared/payments/payment-schemas';
import type { DB } from '../../db/schema';
import { recordPaymentReceipt } from '../receipts/receipts.service';

/**
 * *Incassa* at the counter: the documento commerciale of the step, recorded in the payment's
 * transaction (the receipts feature decides from the shop's receipt mode and RT); null if none.
 */
export function recordCounterReceipt(
  trx: Transaction<DB>,
  at: string,
  userId: string,
  input: PaymentCreateInput,
  tenders: (TenderInput & { id: string })[],
): Promise<string | null> {
  return recordPaymentReceipt(trx, at, {
    ticketId: input.ticket_id ?? null,
    tenders: tenders.map((t) => ({ method: t.method, amountCents: euroToCents(t.amount) })),
    paymentIds: tenders.map((t) => t.id),
    userId,
    ...(input.document ? { document: input.document } : {}),
    lotteryCode: input.lottery_code ?? null,
  });
}
