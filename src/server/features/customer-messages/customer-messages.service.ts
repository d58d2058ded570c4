import type { Kysely } from 'kysely';
import type {
  CustomerMessages,
  MessagePreview,
  StatusMessage,
} from '../../../shared/customer-messages/customer-messages';
import { defaultCustomerMessages } from '../../../shared/customer-messages/default-messages';
import {
  fillPlaceholders,
  type PlaceholderValues,
} from '../../../shared/customer-messages/placeholders';
import { formatCalendarDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import type { SettingValues } from '../../../shared/settings';
import { ticketChargeCents } from '../../../shared/tickets/ticket-charge';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import { toBool } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import { brandingFrom } from '../../mail/templates/branding';
import { customerMessageMail, type MessageTexts } from '../../mail/templates/customer-message';
import { clipTicketText } from '../../mail/templates/customer-text';
import type { RenderedMail } from '../../mail/templates/layout';
import { publicTicketUrl } from '../../mail/templates/ticket-link';
import { readSettings } from '../../settings/settings-store';
import {
  saveAll,
  selectReminderSettings,
  selectStatusMessage,
  selectStatusMessages,
  selectTicketForMessage,
  type TicketForMessage,
} from './customer-messages.queries';

export const TICKET_NOT_FOUND = 'Ticket non trovato';

/** The saved texts over the defaults: every status, always. */
export async function readCustomerMessages(db: Kysely<DB>): Promise<CustomerMessages> {
  const config = defaultCustomerMessages();
  for (const row of await selectStatusMessages(db))
    config.messages[row.status] = { ...row, enabled: toBool(row.enabled) };
  const reminders = await selectReminderSettings(db);
  if (reminders) config.reminders = reminders;
  return config;
}

export async function writeCustomerMessages(
  db: Kysely<DB>,
  input: CustomerMessages,
  at: string,
): Promise<CustomerMessages> {
  await saveAll(db, input.messages, input.reminders, at);
  return readCustomerMessages(db);
}

async function messageFor(db: Kysely<DB>, status: TicketStatus): Promise<StatusMessage> {
  const row = await selectStatusMessage(db, status);
  return row
    ? { ...row, enabled: toBool(row.enabled) }
    : defaultCustomerMessages().messages[status];
}

/** The placeholders' values for a ticket; `status` is the one the message is about. */
export function ticketValues(
  ticket: TicketForMessage,
  status: string,
  settings: SettingValues,
  linkOrigin: string,
): PlaceholderValues {
  const t = clipTicketText(ticket);
  const charge = ticketChargeCents(
    ticket.price_cents === null ? null : Number(ticket.price_cents),
    Number(ticket.separate_parts_cents),
  );
  const due = charge === null ? 0 : charge - Number(ticket.paid_cents);
  return {
    numero: t.ticket_number,
    cliente: t.customer_name || 'cliente',
    dispositivo: t.device_type,
    stato: status,
    link: publicTicketUrl(linkOrigin, t.id),
    negozio: settings.shop_name.trim() || 'Sportello',
    telefono_negozio: settings.shop_phone.trim(),
    data_prevista: t.expected_ready_date ? formatCalendarDate(t.expected_ready_date) : '',
    da_saldare: due > 0 ? formatCents(due) : '',
  };
}

/** One ticket's message, filled with the given texts: the sender and the preview both call it. */
async function renderForTicket(
  db: Kysely<DB>,
  ticket: TicketForMessage,
  status: string,
  texts: MessageTexts,
  linkOrigin: string,
): Promise<RenderedMail> {
  const settings = await readSettings(db);
  const values = ticketValues(ticket, status, settings, linkOrigin);
  return customerMessageMail(brandingFrom(settings, linkOrigin), texts, values);
}

/**
 * The customer's e-mail for a ticket entering `status`, or null when that status sends none (or
 * the ticket is gone). The mail worker calls it for every status-change event.
 */
export async function statusMailFor(
  db: Kysely<DB>,
  ticketId: string,
  status: TicketStatus,
  linkOrigin: string,
): Promise<RenderedMail | null> {
  const message = await messageFor(db, status);
  const ticket = await selectTicketForMessage(db, ticketId);
  if (!message.enabled || !ticket) return null;
  return renderForTicket(db, ticket, status, message, linkOrigin);
}

/** The preview: the texts being edited, on a real ticket, as statusMailFor would send them. */
export async function previewMessage(
  db: Kysely<DB>,
  input: { status: TicketStatus; ticket_id: string } & MessageTexts,
  linkOrigin: string,
): Promise<MessagePreview> {
  const ticket = await selectTicketForMessage(db, input.ticket_id.toLowerCase());
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return renderForTicket(db, ticket, input.status, input, linkOrigin);
}

/** The counter's WhatsApp text for the ticket's current status. */
export async function whatsappText(
  db: Kysely<DB>,
  ticketId: string,
  linkOrigin: string,
): Promise<string> {
  const ticket = await selectTicketForMessage(db, ticketId);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  const message = await messageFor(db, ticket.status);
  const values = ticketValues(ticket, ticket.status, await readSettings(db), linkOrigin);
  return fillPlaceholders(message.whatsapp, values);
}
