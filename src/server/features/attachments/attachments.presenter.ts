import type { TicketAttachmentDto } from '../../../shared/tickets/ticket-dto';
import { toIso } from '../../db/normalize';
import type { AttachmentRow } from './attachments.queries';

/** An attachment as the API shows it; the storage key stays on the server. */
export function presentAttachment(row: AttachmentRow): TicketAttachmentDto {
  return {
    id: row.id,
    ticket_id: row.ticket_id,
    file_type: row.file_type,
    mime_type: row.mime_type,
    original_name: row.original_name,
    size_bytes: Number(row.size_bytes),
    uploaded_at: toIso(row.uploaded_at),
    url: `/api/attachments/${row.id}`,
  };
}

export type AttachmentJson = TicketAttachmentDto;
