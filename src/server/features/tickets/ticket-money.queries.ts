import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Whether a ticket has taken money, as a column of a ticket query: any payment (a storno
 * included: the money moved) or an issued invoice. Two index lookups (payments_ticket_idx, the
 * invoices' ticket link). The list shows it so the page can mirror who may touch the price.
 */
export function moneyTakenFor(ticket: RawBuilder<unknown>) {
  return sql<number | boolean>`(exists (select 1 from payments pay where pay.ticket_id = ${ticket})
    or exists (select 1 from invoices inv where inv.ticket_id = ${ticket} and inv.status = 'emessa'))`;
}

export async function hasTakenMoney(db: Kysely<DB>, ticketId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom(() => [moneyTakenFor(sql`${ticketId}`).as('taken')])
    .executeTakeFirstOrThrow();
  return Boolean(Number(row.taken));
}
