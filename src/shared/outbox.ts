/** States of a message in the outbox, with the words admins see (Settings → e-mail). */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'In coda',
  sending: 'In invio',
  sent: 'Inviata',
  failed: 'Invio non riuscito',
  held: 'Non inviata (SMTP non configurato)',
};

/** What caused a message; the admin list shows it. */
export const OUTBOX_EVENT_TYPES = [
  'ticket_created',
  'ticket_status_changed',
  'old_tickets',
  'test_email',
  'password_reset',
  'backup_failed',
  'quote_sent',
  'quote_answered',
  'pc_build_shared',
  'customer_reminder',
  'purchase_order_sent',
  'part_arrived',
] as const;
export type OutboxEventType = (typeof OUTBOX_EVENT_TYPES)[number];

export const OUTBOX_EVENT_LABELS: Record<OutboxEventType, string> = {
  ticket_created: 'Nuovo ticket',
  ticket_status_changed: 'Cambio di stato',
  old_tickets: 'Ticket vecchi',
  test_email: 'E-mail di prova',
  password_reset: 'Reimpostazione password',
  backup_failed: 'Backup non riuscito',
  quote_sent: 'Preventivo inviato',
  quote_answered: 'Risposta a un preventivo',
  pc_build_shared: 'Configurazione PC',
  customer_reminder: 'Promemoria al cliente',
  purchase_order_sent: 'Ordine al fornitore',
  part_arrived: 'Ricambio arrivato',
};

/** The badge of each state (both themes keep 4.5:1 text contrast). */
export const OUTBOX_STATUS_BADGE_CLASSES: Record<OutboxStatus, string> = {
  pending: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  sending: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  sent: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  held: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

/** Only these can be put back in the queue by an admin. */
export const RESENDABLE_STATUSES: readonly OutboxStatus[] = ['failed', 'held'];

/** A message as GET /api/outbox lists it (the bodies stay on the server). */
export interface OutboxMessageJson {
  id: string;
  event_type: OutboxEventType;
  event_label: string;
  ticket_id: string | null;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  status_label: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
}

/** POST /api/settings/test-email: queued for the saved admin address, then tried at once. */
export interface TestEmailResult {
  sent: boolean;
  status: OutboxStatus;
  error?: string;
}

export type OldTicketsReason =
  /** A notice was queued and SMTP is configured: it leaves within seconds. */
  | 'sent'
  /** A notice was queued, but without a mail server it stays in the outbox, not sent. */
  | 'queued'
  /** Today's notice (Europe/Rome) was queued earlier, by this or another process. */
  | 'already_sent_today'
  | 'none_found'
  /** The notice is switched off, or there is no valid admin address. */
  | 'disabled';

/** POST /api/tickets/old-check. */
export interface OldTicketsResult {
  /** A notice was queued by this check and SMTP is configured to send it. */
  sent: boolean;
  /** Open tickets older than the configured days (0 when the notice is switched off). */
  count: number;
  reason: OldTicketsReason;
}
