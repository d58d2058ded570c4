import { centsToEuro } from '../../../shared/money';
import type { DailyCashDto, PaymentDto } from '../../../shared/payments/payment-dto';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/payments/payment-methods';
import { changeCents } from '../../../shared/payments/payment-tenders';
import type { DailySum } from '../../db/daily-payment-sums';
import { toIso } from '../../db/normalize';
import type { DailyReversalRow, PaymentRow, ReceiptTicketRow } from './payments.queries';

export function presentPayment(row: PaymentRow): PaymentDto {
  return {
    id: row.id,
    customer_id: row.customer_id,
    ticket_id: row.ticket_id,
    ticket_number: row.ticket_number,
    customer_name: row.customer_name,
    invoice_id: row.invoice_id,
    amount: centsToEuro(Number(row.amount_cents)),
    direction: row.direction,
    method: row.method,
    paid_at: toIso(row.paid_at),
    note: row.note,
    user_id: row.user_id,
    user_name: row.user_name,
    entered_by: row.entered_by,
    entered_by_name: row.entered_by_name,
    receipt_number: `${row.receipt_number}/${row.receipt_year}`,
    created_at: toIso(row.created_at),
    reversed_by: row.reversed_by,
    reverses_id: row.reverses_id,
    sale_id: row.sale_id,
    ...presentTender(Number(row.amount_cents), row.cash_received_cents, row.terminal_ref),
  };
}

function presentTender(
  amountCents: number,
  received: number | string | null | undefined,
  terminalRef: string | null | undefined,
) {
  const receivedCents = received == null ? null : Number(received);
  const change = changeCents(amountCents, receivedCents);
  return {
    cash_received: receivedCents === null ? null : centsToEuro(receivedCents),
    change: change === null ? null : centsToEuro(change),
    terminal_ref: terminalRef ?? null,
  };
}

/** A receipt's ticket part: what was paid for, its price, paid and due as of the receipt. */
export function presentReceiptTicket(row: NonNullable<ReceiptTicketRow>) {
  const price = row.price_cents === null ? null : Number(row.price_cents);
  const charge = row.charge_cents === null ? null : Number(row.charge_cents);
  const paid = Number(row.paid_cents ?? 0);
  return {
    ticket_number: row.ticket_number,
    device_type: row.device_type,
    description: row.description,
    price: price === null ? null : centsToEuro(price),
    paid: centsToEuro(paid),
    balance_due: charge === null ? null : centsToEuro(charge - paid),
  };
}

interface Sum {
  incasso: number;
  rimborso: number;
  count: number;
}
const empty = (): Sum => ({ incasso: 0, rimborso: 0, count: 0 });

function add(into: Sum, row: DailySum) {
  into[row.direction] += Number(row.cents);
  into.count += Number(row.count);
}

const euros = (sum: Sum) => ({
  incasso: centsToEuro(sum.incasso),
  rimborso: centsToEuro(sum.rimborso),
  net: centsToEuro(sum.incasso - sum.rimborso),
  count: sum.count,
});

/** The day's rows summed per method (in the fixed order of the drawer) and per person. */
export function presentDaily(
  date: string,
  person: { id: string; name: string | null } | null,
  rows: DailySum[],
  reversals: DailyReversalRow[],
): DailyCashDto {
  const total = empty();
  const methods = new Map<PaymentMethod, Sum>();
  const people = new Map<string | null, Sum & { name: string }>();
  for (const row of rows) {
    add(total, row);
    const method = methods.get(row.method) ?? empty();
    add(method, row);
    methods.set(row.method, method);
    const who = people.get(row.user_id) ?? {
      ...empty(),
      name: row.user_name ?? 'Account eliminato',
    };
    add(who, row);
    people.set(row.user_id, who);
  }
  return {
    date,
    user_id: person?.id ?? null,
    user_name: person?.name ?? null,
    totals: euros(total),
    by_method: PAYMENT_METHODS.flatMap((method) => {
      const sum = methods.get(method);
      return sum ? [{ method, ...euros(sum) }] : [];
    }),
    by_user: [...people]
      .map(([userId, sum]) => ({ user_id: userId, name: sum.name, ...euros(sum) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'it')),
    reversals: reversals.map((row) => ({
      id: row.id,
      reverses_id: row.reverses_id,
      amount: centsToEuro(Number(row.amount_cents)),
      method: row.method,
      user_name: row.user_name,
      entered_by_name: row.entered_by_name,
      reason: row.note,
      created_at: toIso(row.created_at),
    })),
  };
}
