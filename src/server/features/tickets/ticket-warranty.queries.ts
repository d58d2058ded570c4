import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The delivered (Chiuso) live tickets that share the IMEI or the customer, newest first, with
 * their delivery instant and their price-list entry's own warranty. Served by tickets_imei_idx
 * and tickets_customer_idx, so it reads a customer's or a device's few tickets, never the table.
 */
export function warrantyCandidates(
  db: Kysely<DB>,
  match: { excludeId: string | null; imei: string | null; customerId: string | null },
) {
  const { imei, customerId } = match;
  return db
    .selectFrom('tickets as t')
    .leftJoin('price_list as p', 'p.id', 't.price_list_id')
    .select(['t.id', 't.ticket_number', 't.imei', 't.customer_id', 't.device_type'])
    .select('p.warranty_months')
    .select((eb) =>
      eb
        .selectFrom('ticket_status_history as h')
        .select((h) => h.fn.max('h.changed_at').as('at'))
        .whereRef('h.ticket_id', '=', 't.id')
        .where('h.to_status', '=', 'Chiuso')
        .as('delivered_at'),
    )
    .where('t.deleted_at', 'is', null)
    .where('t.status', '=', 'Chiuso')
    .$if(match.excludeId !== null, (q) => q.where('t.id', '<>', match.excludeId as string))
    .where((eb) =>
      eb.or([
        ...(imei ? [eb('t.imei', '=', imei)] : []),
        ...(customerId ? [eb('t.customer_id', '=', customerId)] : []),
      ]),
    )
    .orderBy('t.created_at', 'desc')
    .limit(50)
    .execute();
}
