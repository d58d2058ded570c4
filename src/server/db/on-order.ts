import { type RawBuilder, sql } from 'kysely';

/**
 * What open purchase orders (`bozza`, `inviato`, `parzialmente_ricevuto`) still bring of the
 * product aliased `p`: ordered − received per line, never below 0, through the indexed product
 * lines. `stockOnly` leaves out the lines ordered for a ticket (those pieces arrive held for it,
 * so they never refill the shelf). Read by products (its figures) and purchase orders (the
 * reorder quantities); the tables are purchase-orders'.
 */
export function onOrderOfProduct(options: { stockOnly: boolean }): RawBuilder<number> {
  const tickets = options.stockOnly ? sql` and l.ticket_id is null` : sql``;
  return sql<number>`(select coalesce(sum(case when l.quantity > l.received_quantity
    then l.quantity - l.received_quantity else 0 end), 0)
    from purchase_order_lines l join purchase_orders o on o.id = l.order_id
    where l.product_id = p.id and o.status in ('bozza', 'inviato', 'parzialmente_ricevuto')${tickets})`;
}
