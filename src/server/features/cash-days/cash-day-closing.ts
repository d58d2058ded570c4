import type { CashMovementKind } from '../../../shared/cash-days/cash-day-schemas';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/payments/payment-methods';

/** The evening's arithmetic, in cents: expected per tender, counted, and the difference. */
export interface SumRow {
  method: PaymentMethod;
  direction: 'incasso' | 'rimborso';
  user_id: string | null;
  user_name: string | null;
  cents: number | string;
}

export interface TenderCents {
  method: PaymentMethod;
  expected: number;
  counted: number | null;
  difference: number | null;
}

const signed = (row: SumRow) => (row.direction === 'incasso' ? 1 : -1) * Number(row.cents);

/** Net takings per method (incassi minus rimborsi; a storno is a row of the opposite way). */
export function netByMethod(rows: SumRow[]): Map<PaymentMethod, number> {
  const net = new Map<PaymentMethod, number>();
  for (const row of rows) net.set(row.method, (net.get(row.method) ?? 0) + signed(row));
  return net;
}

/**
 * Expected per tender: cash is the float plus the cash takings plus versamenti minus prelievi;
 * every other tender is what the payments say. Counted is what the person typed (cash always,
 * others when given, else as expected); the difference is counted minus expected.
 */
export function closingTenders(
  floatCents: number,
  movements: { kind: CashMovementKind; cents: number }[],
  rows: SumRow[],
  counted: Partial<Record<PaymentMethod, number | null>> | null,
): TenderCents[] {
  const net = netByMethod(rows);
  const moved = movements.reduce((s, m) => s + (m.kind === 'versamento' ? m.cents : -m.cents), 0);
  return PAYMENT_METHODS.filter((m) => m === 'contanti' || net.has(m)).map((method) => {
    const expected = (net.get(method) ?? 0) + (method === 'contanti' ? floatCents + moved : 0);
    const given = counted?.[method];
    const value = counted === null ? null : given == null ? expected : given;
    return {
      method,
      expected,
      counted: value,
      difference: value === null ? null : value - expected,
    };
  });
}

/** Per operator: their net takings per method, in the order the rows came (by name). */
export function byOperator(rows: SumRow[]) {
  const people = new Map<string, { user_id: string | null; name: string; rows: SumRow[] }>();
  for (const row of rows) {
    const key = row.user_id ?? '';
    const person = people.get(key) ?? {
      user_id: row.user_id,
      name: row.user_name ?? 'Account eliminato',
      rows: [],
    };
    person.rows.push(row);
    people.set(key, person);
  }
  return [...people.values()].map((p) => ({
    user_id: p.user_id,
    name: p.name,
    tenders: [...netByMethod(p.rows)].map(([method, cents]) => ({ method, cents })),
  }));
}
