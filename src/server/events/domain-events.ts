import type { Transaction } from 'kysely';
import type { PaymentMethod } from '../../shared/payments/payment-methods';
import type { CheckEntry } from '../../shared/tickets/ticket-checks';
import type { TicketStatus } from '../../shared/tickets/ticket-status';
import type { DB } from '../db/schema';

/**
 * What a feature tells the features above it, so that it need not import them (features depend
 * one way): tickets does not know that notifications mails a status change, that payments
 * follow the ticket's customer or that purchasing holds parts for it. Each handler runs inside
 * the caller's transaction, in the order of SERVER_FEATURES: a handler that throws rolls the
 * whole change back, exactly as when the caller wrote the row itself.
 */
export interface DomainEvents {
  /** A new ticket, with what the intake form typed for other features (staff only). */
  ticketCreated: {
    ticketId: string;
    ticketNumber: string;
    via: 'staff' | 'public';
    at: string;
    intake?: {
      by: string;
      deposit?: { cents: number; method: PaymentMethod };
      checklist?: CheckEntry[];
    };
  };
  /** `mailed`: the document that moved it already tells the customer (no status e-mail). */
  ticketStatusChanged: {
    ticketId: string;
    ticketNumber: string;
    from: TicketStatus;
    to: TicketStatus;
    by: string | null;
    at: string;
    mailed: boolean;
  };
  /** The ticket now belongs to another customer (or to none). */
  ticketCustomerChanged: { ticketId: string; customerId: string | null };
  /** Moved to the bin (an admin can restore it for 30 days). */
  ticketDeleted: { ticketId: string; by: string; at: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandlers = {
  [K in DomainEventName]?: (trx: Transaction<DB>, event: DomainEvents[K]) => Promise<void>;
};

let registered: readonly DomainEventHandlers[] | null = null;

/** Called once, by server-features.ts, with every feature's handlers in the features' order. */
export function registerDomainEventHandlers(handlers: readonly DomainEventHandlers[]): void {
  registered = handlers;
}

/**
 * Runs every handler of the event, one after the other. Emitting before the handlers are known
 * throws: a ticket saved without its e-mail event would be a silent loss.
 */
export async function emitDomainEvent<K extends DomainEventName>(
  trx: Transaction<DB>,
  name: K,
  event: DomainEvents[K],
): Promise<void> {
  if (!registered) throw new Error(`domain event ${name}: no handlers registered yet`);
  for (const handlers of registered) await handlers[name]?.(trx, event);
}
