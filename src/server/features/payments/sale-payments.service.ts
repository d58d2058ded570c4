import type { Kysely, Transaction } from 'kysely';
import { euroToCents } from '../../../shared/money';
import type { PaymentDto } from '../../../shared/payments/payment-dto';
import type { TenderInput } from '../../../shared/payments/payment-schemas';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { assertPaymentDayOpen } from '../cash-days/cash-days.service';
import { romeYear, writeStorno } from './payment-stornos';
import { presentPayment } from './payments.presenter';
import { insertPayment, selectPayments, selectSaleChangeCents } from './payments.queries';

/**
 * The payments of a counter sale (the sales feature asks here: payments own the table). Each
 * tender is its own row linked to the sale, numbered like any receipt; a void reverses every one
 * with a storno, in the drawer and on the day they were taken.
 */
export interface SaleTenders {
  saleId: string;
  customerId: string | null;
  tenders: TenderInput[];
  userId: string;
  at: string;
}

export async function recordSaleTenders(
  trx: Transaction<DB>,
  sale: SaleTenders,
): Promise<string[]> {
  await assertPaymentDayOpen(trx, { userId: sale.userId, at: sale.at });
  const ids: string[] = [];
  for (const tender of sale.tenders) {
    const id = crypto.randomUUID();
    ids.push(id);
    await insertPayment(
      trx,
      {
        id,
        customer_id: sale.customerId,
        ticket_id: null,
        invoice_id: null,
        sale_id: sale.saleId,
        amount_cents: euroToCents(tender.amount),
        direction: 'incasso',
        method: tender.method,
        paid_at: sale.at,
        note: null,
        user_id: sale.userId,
        entered_by: sale.userId,
        created_at: sale.at,
        cash_received_cents:
          tender.cash_received == null ? null : euroToCents(tender.cash_received),
        terminal_ref: tender.terminal_ref ?? null,
      },
      romeYear(sale.at),
    );
  }
  return ids;
}

/** The sale's payments and stornos, in the order they were entered, and the change given. */
export async function salePayments(
  db: Kysely<DB>,
  saleId: string,
): Promise<{ payments: PaymentDto[]; changeCents: number }> {
  const rows = await selectPayments(db, { saleId }, Number.MAX_SAFE_INTEGER);
  return {
    payments: rows.map(presentPayment).sort((a, b) => receiptOrder(a) - receiptOrder(b)),
    changeCents: await selectSaleChangeCents(db, saleId),
  };
}

/** `N/YYYY` as one number that sorts by year, then number. */
function receiptOrder(payment: PaymentDto) {
  const [number, year] = payment.receipt_number.split('/').map(Number);
  return (year ?? 0) * 1e9 + (number ?? 0);
}

/** A storno for every payment of the sale not yet reversed, in the caller's transaction. */
export async function reverseSalePayments(
  trx: Transaction<DB>,
  dialect: DialectName,
  sale: { saleId: string; actorId: string; reason: string; at: string },
): Promise<void> {
  for (const payment of (await salePayments(trx, sale.saleId)).payments)
    if (!payment.reverses_id && !payment.reversed_by)
      await writeStorno(trx, dialect, payment, sale.actorId, sale.reason, sale.at);
}
