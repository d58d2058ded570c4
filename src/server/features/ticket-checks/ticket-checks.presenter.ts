import type {
  CheckEntry,
  ChecklistRecordDto,
  SignatureDto,
} from '../../../shared/tickets/ticket-checks';
import { toIso } from '../../db/normalize';
import type { checklistRows, SignatureRow } from './ticket-checks.queries';

type ChecklistRow = Awaited<ReturnType<typeof checklistRows>>[number];

export function presentChecklistRecord(row: ChecklistRow): ChecklistRecordDto {
  return {
    id: row.id,
    stage: row.stage,
    items: JSON.parse(row.items) as CheckEntry[],
    recorded_by_name: row.recorded_by_name ?? null,
    recorded_at: toIso(row.recorded_at),
  };
}

export function presentSignature(ticketId: string, row: SignatureRow): SignatureDto {
  return {
    id: row.id,
    stage: row.stage,
    terms_version: row.terms_version,
    terms_text: row.terms_text ?? null,
    typed_name: row.typed_name,
    signed_at: toIso(row.signed_at),
    ip: row.ip,
    user_agent: row.user_agent,
    signed_by_name: row.signed_by_name ?? null,
    image_url: `/api/tickets/${ticketId}/signatures/${row.id}/image`,
  };
}
