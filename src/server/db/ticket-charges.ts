import { sql } from 'kysely';

/**
 * What a ticket charges besides its repair price: the parts *venduti a parte*, each used piece at
 * the price it was sold at (VAT included), in cents. One expression for every read that shows a
 * ticket's total or balance (staff page, public page, customer, messages, payments, and each
 * payment's stored charge its receipt reads), so they can never disagree. `column` is the outer query's ticket id.
 */
export function separatePartsCentsFor(column: string) {
  return sql<number | string>`(select coalesce(sum(-sp.delta * sp.sold_price_cents), 0)
    from stock_movements sp where sp.ticket_id = ${sql.ref(column)}
    and sp.reason = 'ticket' and sp.sold_price_cents is not null)`;
}

/**
 * The ticket's charge in SQL, as `ticketChargeCents` computes it: its price plus the parts sold
 * separately; null when it has neither.
 */
export function chargeCentsFor(table: string) {
  const price = sql.ref(`${table}.price_cents`);
  const parts = separatePartsCentsFor(`${table}.id`);
  return sql<number | string | null>`(case when ${price} is null then nullif(${parts}, 0)
    else ${price} + ${parts} end)`;
}
