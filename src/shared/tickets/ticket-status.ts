/**
 * The nine ticket statuses of the seed (SPEC §4), stored as these Italian values. Any status can
 * follow any other; 'Chiuso' is the one the list hides unless asked.
 */
export const TICKET_STATUSES = [
  'Ticket inserito',
  'In assegnazione al tecnico',
  'In lavorazione',
  'Parti ordinate',
  'Preventivo inviato',
  'Preventivo accettato',
  'Rifiutato',
  'Pronto per il ritiro',
  'Chiuso',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const DEFAULT_TICKET_STATUS: TicketStatus = 'Ticket inserito';
export const CLOSED_TICKET_STATUS: TicketStatus = 'Chiuso';
/** Every status but Chiuso: where a ticket still being worked on can be. */
export const OPEN_TICKET_STATUSES = TICKET_STATUSES.filter((s) => s !== CLOSED_TICKET_STATUS);

export function isTicketStatus(value: unknown): value is TicketStatus {
  return TICKET_STATUSES.includes(value as TicketStatus);
}

/**
 * Badge colours of the seed (SPEC §4), light and dark. Written out in full so Tailwind's scanner
 * finds every class.
 */
export const TICKET_STATUS_BADGE_CLASSES: Record<TicketStatus, string> = {
  'Ticket inserito': 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  'In assegnazione al tecnico':
    'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/50 dark:text-yellow-200',
  'In lavorazione': 'bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-200',
  'Parti ordinate': 'bg-orange-100 text-orange-800 dark:bg-orange-900/50 dark:text-orange-200',
  'Preventivo inviato': 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200',
  'Preventivo accettato':
    'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  Rifiutato: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  'Pronto per il ritiro': 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  Chiuso: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
};
