import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The terms stay accepted (when, which text); the address they were accepted from goes. */
export async function forgetAcceptanceAddresses(trx: Transaction<DB>, ticketIds: string[]) {
  if (ticketIds.length === 0) return;
  await trx
    .updateTable('ticket_terms_acceptances')
    .set({ accepted_ip: '' })
    .where('ticket_id', 'in', ticketIds)
    .execute();
}
