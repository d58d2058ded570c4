import type { Kysely } from 'kysely';
import { MERGE_MESSAGES } from '../../../shared/customers/customer-merge';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { customerColumns, fieldsOf } from './customer-columns';
import { moveEvents } from './customer-events.queries';
import { recordCustomerEvent } from './customer-events.service';
import { deleteMerged, lockCustomers, moveDocuments, updateKept } from './customer-merge.queries';
import { mergeContacts } from './customer-merge-contacts';
import { getCustomer } from './customer-records.service';

type Deps = { db: Kysely<DB>; clock: () => Date };

const latest = (...values: (string | Date | null)[]) =>
  values
    .filter((v) => v !== null)
    .map(toIso)
    .sort()
    .at(-1) ?? null;

/**
 * POST /api/customers/:id/merge (admin): every document of `fromId` moves to `id`, its log
 * with them, the merge is recorded (who, when, what moved) and `fromId` is deleted, in one
 * transaction. The kept customer's own data stay as they are: two records are never mixed
 * field by field behind the admin's back; the duplicate's phones, e-mails and note are added
 * where the kept record has room or into its note (mergeContacts), and the latest privacy
 * acknowledgement and activity carry over, since they are facts about the same person.
 */
export async function mergeCustomers(deps: Deps, actorId: string, id: string, fromId: string) {
  if (id === fromId) throw badRequest(MERGE_MESSAGES.same);
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const rows = await lockCustomers(trx, [id, fromId]);
    const kept = rows.find((r) => r.id === id);
    const merged = rows.find((r) => r.id === fromId);
    if (!kept) throw notFound(CUSTOMER_MESSAGES.notFound);
    if (!merged) throw notFound(MERGE_MESSAGES.fromNotFound);
    if (kept.anonymised_at !== null || merged.anonymised_at !== null)
      throw conflict(MERGE_MESSAGES.anonymised);
    const moved = await moveDocuments(trx, fromId, id);
    await moveEvents(trx, fromId, id);
    const fields = fieldsOf(kept);
    await updateKept(trx, id, {
      ...customerColumns({ ...fields, ...mergeContacts(fields, merged, at) }),
      privacy_ack_at: latest(kept.privacy_ack_at, merged.privacy_ack_at),
      last_activity_at: latest(kept.last_activity_at, merged.last_activity_at) ?? at,
      updated_at: at,
    });
    await deleteMerged(trx, fromId);
    await recordCustomerEvent(trx, {
      customerId: id,
      kind: 'unione',
      actorId,
      details: { from_id: fromId, from_display_name: merged.display_name, moved },
      at,
    });
  });
  return getCustomer(deps, id);
}
