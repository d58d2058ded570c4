import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { PaymentMethod } from '../../../shared/payments/payment-methods';
import { afterKey } from '../../db/keyset';
import { signedPaymentCents } from '../../db/payment-sums';
import { nextInPeriod } from '../../db/period-counter';
import type { DB } from '../../db/schema';
import type { PaymentsTable } from '../../db/tables/payment-tables';
import { chargeCentsFor } from '../../db/ticket-charges';

/** Kysely only: payments are inserted, read and linked to their storno; never updated otherwise. */

function selectRows(db: Kysely<DB>) {
  return db
    .selectFrom('payments as p')
    .leftJoin('tickets as t', 't.id', 'p.ticket_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as e', 'e.id', 'p.entered_by')
    .select([
      'p.id',
      'p.customer_id',
      'p.ticket_id',
      't.ticket_number',
      't.customer_name',
      'p.invoice_id',
      'p.amount_cents',
      'p.direction',
      'p.method',
      'p.paid_at',
      'p.note',
      'p.user_id',
      'u.name as user_name',
      'p.entered_by',
      'e.name as entered_by_name',
      'p.receipt_year',
      'p.receipt_number',
      'p.created_at',
      'p.reversed_by',
      'p.reverses_id',
      'p.cash_received_cents',
      'p.terminal_ref',
      'p.sale_id',
    ]);
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof selectPayment>>>;

export function selectPayment(db: Kysely<DB>, id: string) {
  return selectRows(db).where('p.id', '=', id).executeTakeFirst();
}

export interface PaymentFilter {
  /** Instants (ISO UTC): from included, to excluded. */
  from?: string;
  to?: string;
  method?: PaymentMethod;
  userId?: string;
  ticketId?: string;
  customerId?: string;
  saleId?: string;
}

/** Newest first, `limit` rows after the cursor's (paid_at, id). */
export function selectPayments(
  db: Kysely<DB>,
  filter: PaymentFilter,
  limit: number,
  after?: readonly [string, string],
) {
  let query = selectRows(db).orderBy('p.paid_at', 'desc').orderBy('p.id', 'desc').limit(limit);
  if (filter.from) query = query.where('p.paid_at', '>=', filter.from);
  if (filter.to) query = query.where('p.paid_at', '<', filter.to);
  if (filter.method) query = query.where('p.method', '=', filter.method);
  if (filter.userId) query = query.where('p.user_id', '=', filter.userId);
  if (filter.ticketId) query = query.where('p.ticket_id', '=', filter.ticketId);
  if (filter.customerId) query = query.where('p.customer_id', '=', filter.customerId);
  if (filter.saleId) query = query.where('p.sale_id', '=', filter.saleId);
  if (after) query = query.where(afterKey(['p.paid_at', 'p.id'], after, 'desc'));
  return query.execute();
}

/**
 * The row with its receipt's number, the next of the Rome year `year`, taken in `trx`; on a
 * ticket, with what the ticket charges now (its receipt's balance stays as at this movement).
 */
export async function insertPayment(
  trx: Transaction<DB>,
  row: Omit<Insertable<PaymentsTable>, 'receipt_year' | 'receipt_number' | 'ticket_charge_cents'>,
  year: number,
) {
  const receipt_number = await nextInPeriod(trx, 'payment_receipt_counters', String(year));
  const charge = row.ticket_id
    ? await trx
        .selectFrom('tickets as t')
        .select(chargeCentsFor('t').as('cents'))
        .where('t.id', '=', row.ticket_id)
        .executeTakeFirst()
    : undefined;
  await trx
    .insertInto('payments')
    .values({
      ...row,
      receipt_year: year,
      receipt_number,
      ticket_charge_cents: charge?.cents ?? null,
    })
    .execute();
}

/**
 * What a receipt says of its ticket: what it is for, its price, what it charged when the payment
 * was entered, and what it had received up to and including this receipt (numbers follow the
 * order the movements were entered).
 */
export function selectReceiptTicket(
  db: Kysely<DB>,
  payment: { id: string; ticket_id: string; receipt_year: number; receipt_number: number },
) {
  const { receipt_year: year, receipt_number: number } = payment;
  return db
    .selectFrom('tickets as t')
    .select((eb) => [
      't.ticket_number',
      't.device_type',
      't.description',
      't.price_cents',
      eb
        .selectFrom('payments as c')
        .select('c.ticket_charge_cents')
        .where('c.id', '=', payment.id)
        .as('charge_cents'),
      eb
        .selectFrom('payments as q')
        .select(signedSum.as('cents'))
        .whereRef('q.ticket_id', '=', 't.id')
        .where((w) =>
          w.or([
            w('q.receipt_year', '<', year),
            w.and([w('q.receipt_year', '=', year), w('q.receipt_number', '<=', number)]),
          ]),
        )
        .as('paid_cents'),
    ])
    .where('t.id', '=', payment.ticket_id)
    .executeTakeFirst();
}

export type ReceiptTicketRow = Awaited<ReturnType<typeof selectReceiptTicket>>;

const signedSum = sql<number | string | null>`sum(${signedPaymentCents('q')})`;

/** Links a payment to its storno; false when it was already reversed (the caller rolls back). */
export async function markReversed(db: Kysely<DB>, id: string, stornoId: string) {
  const result = await db
    .updateTable('payments')
    .set({ reversed_by: stornoId })
    .where('id', '=', id)
    .where('reversed_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The stornos counted in a day (by the paid_at of the payment they reverse), oldest first. */
export function selectDailyReversals(
  db: Kysely<DB>,
  range: { from: string; to: string; userId?: string },
) {
  let query = db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as e', 'e.id', 'p.entered_by')
    .select([
      'p.id',
      'p.reverses_id',
      'p.amount_cents',
      'p.method',
      'u.name as user_name',
      'e.name as entered_by_name',
      'p.note',
      'p.created_at',
    ])
    .where('p.reverses_id', 'is not', null)
    .$narrowType<{ reverses_id: string }>()
    .where('p.paid_at', '>=', range.from)
    .where('p.paid_at', '<', range.to)
    .orderBy('p.created_at')
    .orderBy('p.id');
  if (range.userId) query = query.where('p.user_id', '=', range.userId);
  return query.execute();
}
export type DailyReversalRow = Awaited<ReturnType<typeof selectDailyReversals>>[number];

export async function selectUserName(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

/** The change given on a sale's cash tenders: what was handed over less what was due. */
export async function selectSaleChangeCents(db: Kysely<DB>, saleId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<number | string | null>`sum(cash_received_cents - amount_cents)`.as('cents'))
    .where('sale_id', '=', saleId)
    .where('reverses_id', 'is', null)
    .where('cash_received_cents', 'is not', null)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** A ticket's payments follow it to the customer it is linked to now (the customer's balance and tab). */
export async function movePaymentsOfTicket(
  trx: Transaction<DB>,
  ticketId: string,
  customerId: string | null,
) {
  await trx
    .updateTable('payments')
    .set({ customer_id: customerId })
    .where('ticket_id', '=', ticketId)
    .execute();
}
