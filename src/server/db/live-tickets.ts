import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * Whether a ticket exists and is not in the bin: what the features that hang records on a ticket
 * (its checks and signatures) ask before writing, without importing the tickets feature that
 * itself shows those records (features depend one way).
 */
export async function isLiveTicket(db: Kysely<DB> | Transaction<DB>, id: string) {
  const row = await db
    .selectFrom('tickets')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
