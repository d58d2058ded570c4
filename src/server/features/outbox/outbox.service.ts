import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { OutboxMessageJson } from '../../../shared/outbox';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../errors';

export const MESSAGE_NOT_FOUND = 'Messaggio non trovato';

import { decodeCursor, toPage } from '../../http/paging';
import { requeueAllResendable, requeueMessage } from '../../mail/outbox-requeue.queries';
import { presentOutboxMessage } from './outbox.presenter';
import { messageExists, outboxPage, selectOutboxMessage } from './outbox.queries';
import type { ListOutboxQuery } from './outbox.schemas';

/** The outbox's keyset: (created_at, id) of the last row sent, newest first. */
const outboxKey = z.tuple([z.iso.datetime(), z.string().min(1)]);

/** Newest first; the cursor is the (created_at, id) of the last row of the previous page. */
export async function listOutbox(
  db: Kysely<DB>,
  query: ListOutboxQuery,
): Promise<{ items: OutboxMessageJson[]; next_cursor: string | null }> {
  const rows = await outboxPage(db, {
    limit: query.limit,
    status: query.status,
    after: query.cursor ? decodeCursor(query.cursor, outboxKey) : undefined,
  });
  const page = toPage(rows, query.limit, (last) => [toIso(last.created_at), last.id]);
  return { items: page.rows.map(presentOutboxMessage), next_cursor: page.next_cursor };
}

/** A failed or held message goes back in the queue with a fresh count of attempts. */
export async function resendMessage(
  db: Kysely<DB>,
  id: string,
  now: string,
): Promise<OutboxMessageJson> {
  const row = (await requeueMessage(db, id, now)) ? await selectOutboxMessage(db, id) : undefined;
  if (row) return presentOutboxMessage(row);
  if (!(await messageExists(db, id))) throw notFound(MESSAGE_NOT_FOUND);
  throw conflict('Si possono reinviare solo i messaggi non riusciti o non inviati');
}

/** After an outage or a configuration fix: every failed and held message, at once. */
export async function resendAllFailed(db: Kysely<DB>, now: string): Promise<{ resent: number }> {
  return { resent: await requeueAllResendable(db, now) };
}
