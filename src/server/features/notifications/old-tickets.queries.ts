import type { Kysely } from 'kysely';
import { CLOSED_TICKET_STATUS } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';

/** Open (not Chiuso) tickets created before the cutoff. */
function openBefore(db: Kysely<DB>, cutoff: string) {
  return db
    .selectFrom('tickets')
    .where('created_at', '<', cutoff)
    .where('status', '!=', CLOSED_TICKET_STATUS)
    .where('deleted_at', 'is', null);
}

export async function countOpenTicketsBefore(db: Kysely<DB>, cutoff: string): Promise<number> {
  const { n } = await openBefore(db, cutoff)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The oldest first: those are the ones most overdue. */
export function oldestOpenTicketsBefore(db: Kysely<DB>, cutoff: string, limit: number) {
  return openBefore(db, cutoff)
    .select(['id', 'ticket_number', 'customer_name', 'device_type', 'status', 'created_at'])
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
