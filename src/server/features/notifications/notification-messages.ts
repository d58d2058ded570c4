import type { Kysely } from 'kysely';
import type { SettingValues } from '../../../shared/settings';
import type { DB } from '../../db/schema';
import type { NotificationEventsTable } from '../../db/tables/ticket-tables';
import { isSingleAddress } from '../../mail/header-safety';
import type { NewOutboxMessage } from '../../mail/outbox.queries';
import { brandingFrom, type MailBranding } from '../../mail/templates/branding';
import { newTicketAdminMail } from '../../mail/templates/new-ticket-admin';
import { newTicketCustomerMail } from '../../mail/templates/new-ticket-customer';
import { readSettings } from '../../settings/settings-store';
import { statusMailFor } from '../customer-messages/customer-messages.service';
import { type TicketForMail as TicketRow, ticketForMail } from './notification.queries';
import { readPayload } from './notification-events';
import { priorityLabel } from './ticket-words';

type EventRow = Pick<NotificationEventsTable, 'id' | 'type' | 'ticket_id' | 'payload'>;

/** The messages one event calls for under the current settings (SPEC §7 "E-mail notifications"). */
export async function messagesForEvent(
  db: Kysely<DB>,
  event: EventRow,
  linkOrigin: string,
): Promise<NewOutboxMessage[]> {
  const ticket = await ticketForMail(db, event.ticket_id);
  if (!ticket) return []; // deleted before we got to it: nobody to tell
  const settings = await readSettings(db);
  const branding = brandingFrom(settings, linkOrigin);
  if (event.type === 'ticket_created') return newTicketMessages(event, ticket, settings, branding);
  if (event.type === 'ticket_status_changed') {
    return statusChangeMessages(db, event, ticket, settings, linkOrigin);
  }
  return [];
}

function newTicketMessages(
  event: EventRow,
  ticket: TicketRow,
  settings: SettingValues,
  branding: MailBranding,
): NewOutboxMessage[] {
  if (settings.email_new_ticket !== 'true') return [];
  const messages: NewOutboxMessage[] = [];
  const customer = ticket.customer_email.trim();
  if (isSingleAddress(customer)) {
    messages.push(
      message(
        event,
        ticket,
        'new-ticket-customer',
        customer,
        newTicketCustomerMail(branding, ticket),
      ),
    );
  }
  const admin = settings.email_admin_address.trim();
  const tellOwner =
    ticket.created_via === 'public' || settings.email_admin_counter_tickets === 'true';
  if (tellOwner && isSingleAddress(admin)) {
    const rendered = newTicketAdminMail(branding, {
      ...ticket,
      priorityLabel: priorityLabel(ticket.priority),
    });
    messages.push(message(event, ticket, 'new-ticket-admin', admin, rendered));
  }
  return messages;
}

/** The status's text from Settings → Messaggi ai clienti, when that status sends one. */
async function statusChangeMessages(
  db: Kysely<DB>,
  event: EventRow,
  ticket: TicketRow,
  settings: SettingValues,
  linkOrigin: string,
): Promise<NewOutboxMessage[]> {
  if (settings.email_status_change !== 'true') return [];
  // The event's own from/to: the ticket may have moved on since.
  const { from, to } = readPayload('ticket_status_changed', event.payload);
  const customer = ticket.customer_email.trim();
  if (from === to || !isSingleAddress(customer)) return [];
  const rendered = await statusMailFor(db, ticket.id, to, linkOrigin);
  return rendered ? [message(event, ticket, 'status-changed', customer, rendered)] : [];
}

function message(
  event: EventRow,
  ticket: TicketRow,
  template: string,
  recipient: string,
  rendered: { subject: string; text: string; html: string },
): NewOutboxMessage {
  return {
    idempotencyKey: `${event.id}:${template}:${recipient.toLowerCase()}`,
    eventType: event.type,
    ticketId: ticket.id,
    recipient,
    ...rendered,
  };
}
