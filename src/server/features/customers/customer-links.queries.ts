import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: what linking a document writes on its customer beyond its last activity. */

/** The latest acknowledgement of the privacy notice; not an edit, so the version stays. */
export async function setPrivacyAck(trx: Transaction<DB>, id: string, at: string) {
  await trx.updateTable('customers').set({ privacy_ack_at: at }).where('id', '=', id).execute();
}
