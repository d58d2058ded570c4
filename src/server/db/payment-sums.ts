import { sql } from 'kysely';

/**
 * The money a ticket (or customer) has received, in cents: incassi less rimborsi, a storno
 * cancelling its payment. One expression for every read that shows a balance (the staff ticket,
 * the public page, the customer), so they can never disagree. `column` is the outer query's id.
 */
export function paidCentsFor(paymentColumn: 'ticket_id' | 'customer_id', column: string) {
  return sql<number | string>`(select coalesce(sum(case when pay.direction = 'incasso'
    then pay.amount_cents else -pay.amount_cents end), 0)
    from payments pay where ${sql.ref(`pay.${paymentColumn}`)} = ${sql.ref(column)})`;
}
