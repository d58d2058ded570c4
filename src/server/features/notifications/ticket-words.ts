import { isTicketPriority, TICKET_PRIORITY_LABELS } from '../../../shared/tickets/ticket-priority';
import { isTicketStatus, type TicketStatus } from '../../../shared/tickets/ticket-status';

export function priorityLabel(priority: string): string {
  return isTicketPriority(priority) ? TICKET_PRIORITY_LABELS[priority] : priority;
}

/** What a new status means for the customer, for the statuses where it is worth a sentence. */
const HINTS: Partial<Record<TicketStatus, string>> = {
  'Preventivo inviato':
    'Le abbiamo inviato un preventivo: procediamo con la riparazione dopo la sua conferma.',
  'Parti ordinate': 'Abbiamo ordinato i ricambi necessari: riprendiamo il lavoro appena arrivano.',
  'Pronto per il ritiro':
    'Il dispositivo è pronto: può passare a ritirarlo negli orari di apertura.',
  Chiuso: 'Il ticket è chiuso. Grazie per averci scelto!',
};

export function statusHint(status: string): string | undefined {
  return isTicketStatus(status) ? HINTS[status] : undefined;
}
