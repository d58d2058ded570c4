import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * A repair's `ticket` movements with the product, oldest first; `sold_price_cents` is set on the
 * parts *venduti a parte*.
 */
export function selectTicketParts(db: Kysely<DB>, ticketId: string) {
  return db
    .selectFrom('stock_movements as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.product_id',
      'p.sku',
      'p.name',
      'p.price_cents',
      'm.sold_price_cents',
      'm.delta',
      'u.name as user_name',
      'm.created_at',
    ])
    .where('m.ticket_id', '=', ticketId)
    .where('m.reason', '=', 'ticket')
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/**
 * Marks one of the ticket's parts sold separately at its product's price now (or back inside the
 * repair's price with null); false when the ticket has no such part.
 */
export async function setPartSoldPrice(
  db: Kysely<DB>,
  part: { ticketId: string; partId: string; soldSeparately: boolean },
): Promise<boolean> {
  const price = part.soldSeparately
    ? sql<number>`(select p.price_cents from products p where p.id = stock_movements.product_id)`
    : null;
  const result = await db
    .updateTable('stock_movements')
    .set({ sold_price_cents: price })
    .where('id', '=', part.partId)
    .where('ticket_id', '=', part.ticketId)
    .where('reason', '=', 'ticket')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
