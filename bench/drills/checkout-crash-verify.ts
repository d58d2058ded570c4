import { signedCents } from '../../src/shared/payments/payment-methods';
import type { BenchApp } from '../lib/bench-app';
import { type HttpTarget, send } from '../lib/http-bench';

/** A payment as sent: the row it must have become if it was acknowledged. */
export interface SentPayment {
  ticketId: string;
  cents: number;
  method: string;
}

/** What the clients were told and what they asked, over every round of one install. */
export interface CheckoutLedger {
  /** Issues answered 200: draft id → the number answered. */
  numbers: Map<string, string>;
  /** Payments answered 201: payment id → what was sent. */
  payments: Map<string, SentPayment>;
  /** Stornos answered 201: storno id → the payment it reverses. */
  stornos: Map<string, string>;
  /**
   * Payment requests per ticket that may have been stored: sent, less those refused for
   * overpaying. A stored row more than that is a duplicate.
   */
  mayBeStored: Map<string, number>;
  /** Payments a storno was asked for, answered or not. */
  stornosSent: Set<string>;
}

export const emptyLedger = (): CheckoutLedger => ({
  numbers: new Map(),
  payments: new Map(),
  stornos: new Map(),
  mayBeStored: new Map(),
  stornosSent: new Set(),
});

/** Every acknowledged number stored; the year's numbers unique, gap-free, in date order. */
export async function verifyNumbers(bench: BenchApp, acknowledged: Map<string, string>) {
  const rows = await bench.database.db
    .selectFrom('invoices')
    .select(['id', 'number', 'number_seq', 'issue_date', 'file_progressive'])
    .where('status', '=', 'emessa')
    .orderBy('number_seq')
    .execute();
  const stored = new Map(rows.map((r) => [r.id, r.number]));
  let numbersLost = 0;
  for (const [id, number] of acknowledged) if (stored.get(id) !== number) numbersLost += 1;
  const sequences = rows.map((r) => Number(r.number_seq));
  const files = rows.map((r) => r.file_progressive);
  let datesOutOfOrder = 0;
  rows.forEach((r, i) => {
    if (i > 0 && (r.issue_date ?? '') < (rows[i - 1]?.issue_date ?? '')) datesOutOfOrder += 1;
  });
  return {
    numbersLost,
    duplicateNumbers: sequences.length - new Set(sequences).size,
    skippedNumbers: Math.max(0, ...sequences) - new Set(sequences).size,
    datesOutOfOrder,
    duplicateFiles: files.length - new Set(files).size,
  };
}

const countBy = <T>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/**
 * Every acknowledged payment and storno stored as sent; no more rows than requests; each
 * ticket's money within 0 and its price, and the API's *Pagato* the sum of its stored rows.
 */
export async function verifyPayments(bench: BenchApp, api: HttpTarget, ledger: CheckoutLedger) {
  const db = bench.database.db;
  const rows = await db
    .selectFrom('payments')
    .select([
      'id',
      'ticket_id',
      'amount_cents',
      'direction',
      'method',
      'reverses_id',
      'reversed_by',
    ])
    .execute();
  const stored = new Map(rows.map((r) => [r.id, r]));
  let paymentsLost = 0;
  for (const [id, sent] of ledger.payments) {
    const row = stored.get(id);
    const same =
      row?.ticket_id === sent.ticketId &&
      Number(row.amount_cents) === sent.cents &&
      row.method === sent.method &&
      row.direction === 'incasso';
    if (!same) paymentsLost += 1;
  }
  for (const [id, original] of ledger.stornos)
    if (stored.get(id)?.reverses_id !== original || stored.get(original)?.reversed_by !== id)
      paymentsLost += 1;

  const incassi = countBy(rows.filter((r) => !r.reverses_id).map((r) => r.ticket_id ?? ''));
  const stornos = countBy(rows.flatMap((r) => (r.reverses_id ? [r.reverses_id] : [])));
  let duplicatePayments = 0;
  for (const [ticketId, count] of incassi)
    duplicatePayments += Math.max(0, count - (ledger.mayBeStored.get(ticketId) ?? 0));
  for (const [original, count] of stornos)
    duplicatePayments += Math.max(0, count - (ledger.stornosSent.has(original) ? 1 : 0));

  const tickets = await db.selectFrom('tickets').select(['id', 'price_cents']).execute();
  const price = new Map(tickets.map((t) => [t.id, Number(t.price_cents)]));
  const received = new Map<string, number>();
  for (const r of rows) {
    const ticketId = r.ticket_id ?? '';
    const cents = signedCents(r.direction as 'incasso' | 'rimborso', Number(r.amount_cents));
    received.set(ticketId, (received.get(ticketId) ?? 0) + cents);
  }
  let overPrice = 0;
  let paidMismatch = 0;
  for (const ticketId of ledger.mayBeStored.keys()) {
    const cents = received.get(ticketId) ?? 0;
    if (cents < 0 || cents > (price.get(ticketId) ?? 0)) overPrice += 1;
    const answer = await send(api, 'GET', `/api/tickets/${ticketId}`);
    const paid = (JSON.parse(answer.body.toString()) as { paid?: number }).paid;
    if (answer.status !== 200 || Math.round((paid ?? Number.NaN) * 100) !== cents)
      paidMismatch += 1;
  }
  return { paymentsLost, duplicatePayments, overPrice, paidMismatch };
}
