import type { Kysely, Transaction } from 'kysely';
import { MAX_PAGE_SIZE } from '../../../shared/paging';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/schema';
import type { TicketAttachmentsTable } from '../../db/tables/ticket-tables';

/** Kysely only: attachment rows. Files are the storage's business (attachments.service.ts). */

const COLUMNS = [
  'id',
  'ticket_id',
  'storage_key',
  'file_type',
  'mime_type',
  'size_bytes',
  'original_name',
  'uploaded_at',
] as const;

export type AttachmentRow = Pick<TicketAttachmentsTable, (typeof COLUMNS)[number]>;

const selectRowsOf = (db: Kysely<DB>, ticketIds: string[]) =>
  db
    .selectFrom('ticket_attachments')
    .select(COLUMNS)
    .where('ticket_id', 'in', ticketIds)
    .orderBy('uploaded_at', 'asc')
    .orderBy('id', 'asc');

const compiledRowsOf = compiledOnce((db: Kysely<DB>, ...ticketIds: string[]) =>
  selectRowsOf(db, ticketIds),
);

/**
 * One ticket's (its page, every read after a write) and a list page's (at most MAX_PAGE_SIZE)
 * are compiled once per number of tickets; a longer list (an export) is compiled per call.
 */
export function attachmentRowsOf(db: Kysely<DB>, ticketIds: string[]): Promise<AttachmentRow[]> {
  if (ticketIds.length <= MAX_PAGE_SIZE) return compiledRowsOf(db, ...ticketIds);
  return selectRowsOf(db, ticketIds).execute();
}

export function findAttachmentRow(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('ticket_attachments')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function ticketExists(db: Kysely<DB>, ticketId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tickets')
    .select('id')
    .where('id', '=', ticketId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAttachmentRows(db: Kysely<DB>, rows: AttachmentRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('ticket_attachments').values(rows).execute();
  });
}

export async function deleteAttachmentRow(db: Kysely<DB>, id: string): Promise<string | null> {
  const row = await db
    .deleteFrom('ticket_attachments')
    .where('id', '=', id)
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

export async function deleteAttachmentRowsOfTickets(
  trx: Transaction<DB>,
  ticketIds: readonly string[],
): Promise<string[]> {
  if (ticketIds.length === 0) return [];
  const rows = await trx
    .deleteFrom('ticket_attachments')
    .where('ticket_id', 'in', ticketIds)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Which of these keys a row still points at. */
export async function referencedKeys(db: Kysely<DB>, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('ticket_attachments')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.storage_key));
}
