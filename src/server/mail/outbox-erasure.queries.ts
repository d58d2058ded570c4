import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * A customer's erasure takes the e-mails that named them out of the outbox, sent or not: the
 * outbox's own deletes, asked for by the features whose documents the mails were about.
 */

/** The e-mails about these tickets (to the customer, or to the shop naming them). */
export async function deleteMailOfTickets(trx: Transaction<DB>, ticketIds: string[]) {
  if (ticketIds.length === 0) return;
  await trx.deleteFrom('outbox').where('ticket_id', 'in', ticketIds).execute();
}

/**
 * The e-mails whose idempotency key is one of `keys` or starts with one of `prefixes` (a quote's
 * `quote-sent:<id>:`, a build's `pc-build-shared:<id>:`: one per sending).
 */
export async function deleteMailByKeys(
  trx: Transaction<DB>,
  match: { keys?: readonly string[]; prefixes?: readonly string[] },
) {
  const keys = match.keys ?? [];
  const prefixes = match.prefixes ?? [];
  if (keys.length === 0 && prefixes.length === 0) return;
  await trx
    .deleteFrom('outbox')
    .where((eb) =>
      eb.or([
        ...keys.map((key) => eb('idempotency_key', '=', key)),
        // Prefixes are made of ids and fixed words: no LIKE wildcard to escape.
        ...prefixes.map((prefix) => eb('idempotency_key', 'like', `${prefix}%`)),
      ]),
    )
    .execute();
}
