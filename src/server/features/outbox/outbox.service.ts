import type { Kysely } from 'kysely';
import type { OutboxMessageJson } from '../../../shared/outbox';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { presentOutboxMessage } from './outbox.presenter';
import { messageExists, outboxPage, requeueAllResendable, requeueMessage } from './outbox.queries';
import type { ListOutboxQuery } from './outbox.schemas';

/** Newest first; the cursor is the (created_at, id) of the last row of the previous page. */
export async function listOutbox(
  db: Kysely<DB>,
  query: ListOutboxQuery,
): Promise<{ items: OutboxMessageJson[]; next_cursor: string | null }> {
  const rows = await outboxPage(db, {
    limit: query.limit,
    status: query.status,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last !== undefined;
  return {
    items: page.map(presentOutboxMessage),
    next_cursor: more ? encodeCursor(toIso(last.created_at), last.id) : null,
  };
}

/** A failed or held message goes back in the queue with a fresh count of attempts. */
export async function resendMessage(
  db: Kysely<DB>,
  id: string,
  now: string,
): Promise<OutboxMessageJson> {
  const row = await requeueMessage(db, id, now);
  if (row) return presentOutboxMessage(row);
  if (!(await messageExists(db, id))) throw notFound('Messaggio non trovato');
  throw conflict('Si possono reinviare solo i messaggi non riusciti o non inviati');
}

/** After an outage or a configuration fix: every failed and held message, at once. */
export async function resendAllFailed(db: Kysely<DB>, now: string): Promise<{ resent: number }> {
  return { resent: await requeueAllResendable(db, now) };
}

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[1] === 'string' &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return [new Date(value[0]).toISOString(), value[1]];
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('Cursore di paginazione non valido');
}
