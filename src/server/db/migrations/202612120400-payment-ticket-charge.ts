import { type Kysely, sql } from 'kysely';

/**
 * A payment on a ticket keeps what the ticket charged when it was taken (its price plus the parts
 * sold separately then), so its receipt shows the balance as it was, whatever is sold or
 * un-sold on the ticket afterwards. Null: the ticket had no charge yet, or no ticket. Earlier
 * payments take today's charge: nothing older was stored to do better.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('ticket_charge_cents', 'bigint').execute();
  await sql`update payments set ticket_charge_cents = (
      select case when t.price_cents is null then nullif(parts.cents, 0)
        else t.price_cents + parts.cents end
      from tickets t, (select coalesce(sum(-sp.delta * sp.sold_price_cents), 0) as cents
        from stock_movements sp where sp.ticket_id = payments.ticket_id
        and sp.reason = 'ticket' and sp.sold_price_cents is not null) parts
      where t.id = payments.ticket_id)
    where ticket_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('ticket_charge_cents').execute();
}
