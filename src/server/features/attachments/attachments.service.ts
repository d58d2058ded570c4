import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { isForeignKeyViolation } from '../../db/db-errors';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { ATTACHMENTS_FOLDER } from '../../storage/stored-folders';
import { reencodeImage } from '../../uploads/image-reencode';
import { receiveUploadedFiles, type StagedFile } from '../../uploads/multipart-upload';
import { type AttachmentJson, presentAttachment } from './attachments.presenter';
import {
  type AttachmentRow,
  attachmentRowsOf,
  deleteAttachmentRow,
  deleteAttachmentRowsOfTickets,
  findAttachmentRow,
  insertAttachmentRows,
  ticketExists,
} from './attachments.queries';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'logger' | 'clock'>;

export const ATTACHMENTS_PREFIX = ATTACHMENTS_FOLDER;
export const ATTACHMENT_NOT_FOUND = 'Allegato non trovato';

/** Attachments of several tickets at once (one query for a whole list page). */
export async function attachmentsByTicket(
  db: Kysely<DB>,
  ticketIds: string[],
): Promise<Map<string, AttachmentJson[]>> {
  const byTicket = new Map<string, AttachmentJson[]>();
  if (ticketIds.length === 0) return byTicket;
  for (const row of await attachmentRowsOf(db, ticketIds)) {
    const list = byTicket.get(row.ticket_id) ?? [];
    list.push(presentAttachment(row));
    byTicket.set(row.ticket_id, list);
  }
  return byTicket;
}

/**
 * Stores the files of one upload and records them, all or nothing. Files are written first and
 * rows second, so a row never points at a missing file; a failure removes the files already
 * written (and the orphan sweep catches any a crash left behind).
 */
export async function uploadAttachments(
  deps: Deps,
  ticketId: string,
  request: Request,
): Promise<AttachmentJson[]> {
  if (!(await ticketExists(deps.db, ticketId))) throw notFound(TICKET_NOT_FOUND);
  const upload = await receiveUploadedFiles(request);
  try {
    return await attachStagedFiles(deps, ticketId, upload.files);
  } finally {
    await upload.cleanup();
  }
}

/**
 * Stores files already received (and sniffed) and records them, all or nothing. Also used by the
 * public form, which receives its files with its fields before the ticket exists.
 */
export async function attachStagedFiles(
  deps: Deps,
  ticketId: string,
  files: StagedFile[],
): Promise<AttachmentJson[]> {
  const stored: string[] = [];
  try {
    const rows: AttachmentRow[] = [];
    let lastUploadMs = 0;
    for (const file of files) {
      const row = await storeFile(deps, ticketId, file);
      stored.push(row.storage_key);
      // Lists order by upload time: files stored within one millisecond keep the order chosen.
      const at = Math.max(new Date(row.uploaded_at).getTime(), lastUploadMs + 1);
      row.uploaded_at = new Date(at).toISOString();
      lastUploadMs = at;
      rows.push(row);
    }
    await insertAttachmentRows(deps.db, rows).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? notFound(TICKET_NOT_FOUND) : error;
    });
    return rows.map(presentAttachment);
  } catch (error) {
    await removeStoredFiles(deps, stored);
    throw error;
  }
}

async function storeFile(deps: Deps, ticketId: string, file: StagedFile): Promise<AttachmentRow> {
  const id = crypto.randomUUID();
  const key = `${ATTACHMENTS_PREFIX}/${ticketId}/${id}.${file.type.ext}`;
  let size = file.size;
  let data: Buffer | Readable;
  if (file.type.kind === 'image') {
    data = await reencodeImage(file.path, file.type, file.originalName);
    size = data.length;
  } else data = createReadStream(file.path);
  await deps.storage.put(key, data, size);
  return {
    id,
    ticket_id: ticketId,
    storage_key: key,
    file_type: file.type.kind,
    mime_type: file.type.mime,
    size_bytes: size,
    original_name: file.originalName,
    uploaded_at: deps.clock().toISOString(),
  };
}

export async function findAttachment(db: Kysely<DB>, id: string): Promise<AttachmentRow> {
  const row = await findAttachmentRow(db, id);
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  return row;
}

/** Row first, then the file: if removing the file fails, only an orphan is left for the sweep. */
export async function deleteAttachment(deps: Deps, id: string): Promise<void> {
  const key = await deleteAttachmentRow(deps.db, id);
  if (!key) throw notFound(ATTACHMENT_NOT_FOUND);
  await removeStoredFiles(deps, [key]);
}

/**
 * For tickets being deleted or erased, inside their transaction: the rows go, the storage keys
 * come back (the files go after the commit).
 */
export function detachTicketFiles(
  trx: Transaction<DB>,
  ticketIds: readonly string[],
): Promise<string[]> {
  return deleteAttachmentRowsOfTickets(trx, ticketIds);
}

/** Best effort: a file that cannot be removed now is logged and left to the orphan sweep. */
export async function removeStoredFiles(deps: Pick<Deps, 'storage' | 'logger'>, keys: string[]) {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.error(
        { err: error, key },
        'file allegato non eliminato: lo rimuoverà la pulizia',
      );
    });
  }
}
