import { sql } from 'kysely';

/**
 * A payment row's money as it counts: an incasso adds, a rimborso (a storno included) takes
 * away. The one place that says so: every sum of payments is a sum of this. `table` is the
 * payments' alias in the query (none: the bare table).
 */
export function signedPaymentCents(table?: string) {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return sql<number | string>`case when ${column('direction')} = 'incasso'
    then ${column('amount_cents')} else -${column('amount_cents')} end`;
}

/**
 * The money a ticket (or customer) has received, in cents: incassi less rimborsi, a storno
 * cancelling its payment. One expression for every read that shows a balance (the staff ticket,
 * the public page, the customer), so they can never disagree. `column` is the outer query's id.
 */
export function paidCentsFor(paymentColumn: 'ticket_id' | 'customer_id', column: string) {
  return sql<number | string>`(select coalesce(sum(${signedPaymentCents('pay')}), 0)
    from payments pay where ${sql.ref(`pay.${paymentColumn}`)} = ${sql.ref(column)})`;
}
