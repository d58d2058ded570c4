import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A live ticket's price in cents (null: not set); undefined when the ticket is gone. */
export async function selectLiveTicketPrice(
  db: Kysely<DB>,
  ticketId: string,
): Promise<{ priceCents: number | null } | undefined> {
  const row = await db
    .selectFrom('tickets')
    .select('price_cents')
    .where('id', '=', ticketId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return { priceCents: row.price_cents === null ? null : Number(row.price_cents) };
}

/** Sets the price and moves the version on, so an open edit form sees the change. */
export async function setTicketPrice(
  db: Kysely<DB>,
  change: { ticketId: string; priceCents: number; at: string },
): Promise<void> {
  await db
    .updateTable('tickets')
    .set((eb) => ({
      price_cents: change.priceCents,
      version: eb('version', '+', 1),
      updated_at: change.at,
    }))
    .where('id', '=', change.ticketId)
    .execute();
}
