import {
  CUSTOMER_EVENT_LABELS,
  type CustomerEventDto,
  type DocumentTally,
  tallyText,
} from '../../../shared/customers/customer-events';
import { toIso } from '../../db/normalize';
import type { EventRow } from './customer-events.queries';

/** What an event's details hold (JSON), by kind; every field optional for older or other kinds. */
export interface EventDetails {
  from_id?: string;
  /** The merged customer's name: removed if the kept one is anonymised later. */
  from_display_name?: string;
  /** creazione: from a document at the counter ('staff') or the public form ('public'). */
  via?: 'staff' | 'public';
  moved?: DocumentTally;
  exported?: DocumentTally;
  removed?: DocumentTally;
}

/** What happened, in one sentence: the log and the privacy export say it the same way. */
export function summaryOf(kind: string, details: EventDetails): string {
  if (kind === 'creazione' && details.via)
    return details.via === 'public'
      ? 'Creato dal modulo pubblico, da verificare.'
      : 'Creato da un documento al banco.';
  if (kind === 'unione' && details.moved) {
    const who = details.from_display_name
      ? `il cliente «${details.from_display_name}»`
      : 'un cliente duplicato';
    const moved = tallyText(details.moved);
    return `Unito ${who}: ${moved ? `spostati ${moved}` : 'nessun documento da spostare'}.`;
  }
  if (kind === 'esportazione' && details.exported) {
    const exported = tallyText(details.exported);
    return exported ? `Esportati i dati di ${exported}.` : 'Esportati i dati del cliente.';
  }
  if (kind === 'anonimizzazione' && details.removed) {
    const removed = tallyText(details.removed);
    return removed
      ? `Dati personali rimossi da ${removed}.`
      : 'Dati personali rimossi dalla scheda del cliente.';
  }
  return CUSTOMER_EVENT_LABELS[kind] ?? kind;
}

export function parseDetails(details: string | null): EventDetails {
  if (!details) return {};
  const parsed: unknown = JSON.parse(details);
  return parsed && typeof parsed === 'object' ? (parsed as EventDetails) : {};
}

export function presentEvent(row: EventRow): CustomerEventDto {
  return {
    id: row.id,
    kind: row.kind,
    label: CUSTOMER_EVENT_LABELS[row.kind] ?? row.kind,
    summary: summaryOf(row.kind, parseDetails(row.details)),
    user_id: row.user_id,
    user_name: row.user_name,
    created_at: toIso(row.created_at),
  };
}
