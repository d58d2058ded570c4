import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Whether a ticket has taken money: any payment (a storno included: the money moved) or an
 * issued invoice. Two index lookups (payments_ticket_idx, the invoices' ticket link).
 */
export async function hasTakenMoney(db: Kysely<DB>, ticketId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(eb.selectFrom('payments').select('id').where('ticket_id', '=', ticketId))
        .as('paid'),
      eb
        .exists(
          eb
            .selectFrom('invoices')
            .select('id')
            .where('ticket_id', '=', ticketId)
            .where('status', '=', 'emessa'),
        )
        .as('invoiced'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(Number(row.paid)) || Boolean(Number(row.invoiced));
}
