import type { Kysely, Transaction } from 'kysely';
import type { CheckStage } from '../../../shared/tickets/ticket-check-labels';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const templateRows = (db: Db) =>
  db.selectFrom('checklist_templates').select(['device_kind', 'items']).execute();

export async function upsertTemplate(db: Db, kind: string, items: string, now: string) {
  await db
    .insertInto('checklist_templates')
    .values({ device_kind: kind, items, updated_at: now })
    .onConflict((oc) => oc.column('device_kind').doUpdateSet({ items, updated_at: now }))
    .execute();
}

export async function insertChecklist(
  db: Db,
  row: { ticketId: string; stage: CheckStage; items: string; by: string | null; at: string },
) {
  await db
    .insertInto('ticket_checklists')
    .values({
      id: crypto.randomUUID(),
      ticket_id: row.ticketId,
      stage: row.stage,
      items: row.items,
      recorded_by: row.by,
      recorded_at: row.at,
    })
    .execute();
}

/**
 * Every save of the ticket's checks, oldest first, with who made it. This and the signatures are
 * read on every ticket page: compiled once (db/compiled-once.ts), like the ticket and its history.
 */
export const checklistRows = compiledOnce((db: Kysely<DB>, ticketId: string) =>
  db
    .selectFrom('ticket_checklists as c')
    .leftJoin('users as u', 'u.id', 'c.recorded_by')
    .select(['c.id', 'c.stage', 'c.items', 'c.recorded_at', 'u.name as recorded_by_name'])
    .where('c.ticket_id', '=', ticketId)
    .orderBy('c.recorded_at')
    .orderBy('c.id'),
);

export const signatureRows = compiledOnce((db: Kysely<DB>, ticketId: string) =>
  db
    .selectFrom('ticket_signatures as s')
    .leftJoin('users as u', 'u.id', 's.signed_by')
    .leftJoin('terms_versions as v', 'v.version', 's.terms_version')
    .select([
      's.id',
      's.stage',
      's.storage_key',
      's.typed_name',
      's.terms_version',
      's.signed_at',
      's.ip',
      's.user_agent',
      'u.name as signed_by_name',
      'v.text as terms_text',
    ])
    .where('s.ticket_id', '=', ticketId)
    .orderBy('s.signed_at'),
);
export type SignatureRow = Awaited<ReturnType<typeof signatureRows>>[number];

export const hasSignature = async (db: Db, ticketId: string, stage: CheckStage) =>
  (await db
    .selectFrom('ticket_signatures')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .where('stage', '=', stage)
    .executeTakeFirst()) !== undefined;

export const signatureKey = (db: Db, ticketId: string, id: string) =>
  db
    .selectFrom('ticket_signatures')
    .select(['storage_key', 'size_bytes'])
    .where('ticket_id', '=', ticketId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The terms text, once per version (shared with the public form's acceptances). */
export async function keepTermsText(db: Db, version: string, text: string, at: string) {
  await db
    .insertInto('terms_versions')
    .values({ version, text, first_accepted_at: at })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}

export async function insertSignature(db: Db, row: DB['ticket_signatures']) {
  await db.insertInto('ticket_signatures').values(row).execute();
}

/** Deletes the signatures of a customer's tickets (anonymisation); answers their files' keys. */
/**
 * The signatures on tickets of anonymised customers signed before `before`: kept as evidence
 * while a claim about the repair may still be made, then deleted (their files go with the sweep).
 */
export async function deleteExpiredSignatures(db: Db, before: string): Promise<number> {
  const anonymised = db
    .selectFrom('tickets as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select('t.id')
    .where('c.anonymised_at', 'is not', null);
  const result = await db
    .deleteFrom('ticket_signatures')
    .where('ticket_id', 'in', anonymised)
    .where('signed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function referencedSignatureKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('ticket_signatures')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.storage_key));
}

/** Every signature on the customer's tickets, with the terms text signed (the privacy export). */
export const customerSignatureRows = (db: Db, customerId: string) =>
  db
    .selectFrom('ticket_signatures as s')
    .innerJoin('tickets as t', 't.id', 's.ticket_id')
    .leftJoin('terms_versions as v', 'v.version', 's.terms_version')
    .select([
      't.ticket_number',
      's.stage',
      's.signed_at',
      's.terms_version',
      'v.text as terms_text',
      's.typed_name',
      's.ip',
      's.user_agent',
      's.storage_key',
    ])
    .where('t.customer_id', '=', customerId)
    .orderBy('s.signed_at')
    .execute();
