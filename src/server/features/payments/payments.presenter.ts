import { centsToEuro } from '../../../shared/money';
import type { DailyCashDto, PaymentDto } from '../../../shared/payments/payment-dto';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/payments/payment-methods';
import { toIso } from '../../db/normalize';
import type { DailySum, PaymentRow } from './payments.queries';

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
    created_at: toIso(row.created_at),
    reversed_by: row.reversed_by,
    reverses_id: row.reverses_id,
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
  };
}
