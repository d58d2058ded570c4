/** Ticket priorities (SPEC §4): stored in English, shown in Italian, sorted by rank. */
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Staff form default; the public form creates tickets with 'low' (SPEC §9). */
export const DEFAULT_STAFF_PRIORITY: TicketPriority = 'medium';
export const DEFAULT_PUBLIC_PRIORITY: TicketPriority = 'low';

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Bassa',
  medium: 'Media',
  high: 'Alta',
};

/** Sorting "by priority" means by this rank (the database keeps the same rank in priority_rank). */
export const TICKET_PRIORITY_RANK: Record<TicketPriority, number> = { low: 1, medium: 2, high: 3 };

export const TICKET_PRIORITY_BADGE_CLASSES: Record<TicketPriority, string> = {
  low: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  high: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
};

export function isTicketPriority(value: unknown): value is TicketPriority {
  return TICKET_PRIORITIES.includes(value as TicketPriority);
}
