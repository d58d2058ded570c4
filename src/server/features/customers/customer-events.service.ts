import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { CustomerEventsQuery } from '../../../shared/customers/customer-events';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import { type EventDetails, parseDetails, presentEvent } from './customer-events.presenter';
import {
  eventDetails,
  insertEvent,
  selectEvents,
  setEventDetails,
} from './customer-events.queries';
import { selectCustomer } from './customers.queries';

export type CustomerEventKind = 'unione' | 'esportazione' | 'anonimizzazione';

/** Written in the transaction of what it records: the log never claims what did not happen. */
export async function recordCustomerEvent(
  trx: Transaction<DB>,
  event: {
    customerId: string;
    kind: CustomerEventKind;
    actorId: string | null;
    details: EventDetails;
    at: string;
  },
) {
  await insertEvent(trx, {
    id: crypto.randomUUID(),
    customer_id: event.customerId,
    kind: event.kind,
    user_id: event.actorId,
    details: JSON.stringify(event.details),
    created_at: event.at,
  });
}

const cursorKey = z.tuple([z.string(), z.string()]);

/** GET /api/customers/:id/events: the log, newest first, with who did each thing. */
export async function listCustomerEvents(
  deps: { db: Kysely<DB> },
  customerId: string,
  query: CustomerEventsQuery,
) {
  if (!(await selectCustomer(deps.db, customerId))) throw notFound(CUSTOMER_MESSAGES.notFound);
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const rows = await selectEvents(deps.db, customerId, { limit: query.limit + 1, after });
  const page = toPage(rows, query.limit, (last) => [toIso(last.created_at), last.id]);
  return { items: page.rows.map(presentEvent), next_cursor: page.next_cursor };
}

/** The anonymised customer's log keeps what was done and by whom, not the names it recorded. */
export async function forgetNamesInEvents(trx: Transaction<DB>, customerId: string) {
  for (const row of await eventDetails(trx, customerId)) {
    const { from_display_name, ...rest } = parseDetails(row.details);
    if (from_display_name !== undefined) await setEventDetails(trx, row.id, JSON.stringify(rest));
  }
}
