import type { CheckEntry } from '../../../../shared/tickets/ticket-checks';

/** What the ticket form asks of the intake checks, filled in by the panel once it has loaded. */
export interface IntakeHandle {
  /** The checks to send with the new ticket (none when no check was given a result). */
  payload?: () => { checklist_intake?: CheckEntry[] };
  /** After the ticket is saved: the customer's signature, if drawn; a failure's message or null. */
  afterSave?: (ticketId: string) => Promise<string | null>;
}
