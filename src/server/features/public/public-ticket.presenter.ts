import { centsToEuro } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone-format';
import { balanceDue, ticketChargeCents } from '../../../shared/tickets/ticket-charge';
import { PUBLIC_FORM_CREATOR } from '../../../shared/tickets/ticket-display';
import { ACCESSORIES, parseAccessories } from '../../../shared/tickets/ticket-intake';
import { toIso } from '../../db/normalize';
import type { PublicChecks } from '../ticket-checks/ticket-checks.service';
import type { PublicTicketRow } from './public-ticket.queries';

/**
 * Who opened the ticket, as a customer should read it. Staff accounts are never named: their
 * e-mail is a sign-in identifier (a phishing and guessing target) and their name is personal data
 * the customer does not need, so a staff ticket just says it was opened at the shop.
 */
export const CREATED_BY_LABELS = {
  public: PUBLIC_FORM_CREATOR,
  staff: 'Personale del negozio',
} as const;

/**
 * The public view of a ticket: an explicit allowlist, field by field (no user ids, no staff
 * e-mails, no attachments, no internal notes, no IMEI). The device password is included only when the shop
 * allows it (setting public_show_device_password).
 */
export function presentPublicTicket(
  { ticket, history }: PublicTicketRow,
  showPassword: boolean,
  /** The device's checks at intake and pickup, as the customer reads them. */
  checks: PublicChecks,
) {
  return {
    id: ticket.id,
    ticket_number: ticket.ticket_number,
    created_by: CREATED_BY_LABELS[ticket.created_via],
    created_at: toIso(ticket.created_at),
    updated_at: toIso(ticket.updated_at),
    status: ticket.status,
    customer_name: ticket.customer_name,
    customer_email: ticket.customer_email,
    customer_phone: ticket.customer_phone ? formatPhone(ticket.customer_phone) : null,
    password: showPassword ? ticket.password : null,
    device_type: ticket.device_type,
    price: ticket.price_cents === null ? null : centsToEuro(Number(ticket.price_cents)),
    description: ticket.description,
    accessories: parseAccessories(ticket.accessories).map((key) => ACCESSORIES[key]),
    accessories_note: ticket.accessories_note,
    intake_condition: ticket.intake_condition,
    paid: centsToEuro(Number(ticket.paid_cents)),
    parts_sold_separately: centsToEuro(Number(ticket.separate_parts_cents)),
    balance_due: balanceDue(
      ticketChargeCents(
        ticket.price_cents === null ? null : Number(ticket.price_cents),
        Number(ticket.separate_parts_cents),
      ),
      Number(ticket.paid_cents),
    ),
    expected_ready_date: ticket.expected_ready_date,
    checks,
    timeline: history.map((entry) => ({
      status: entry.to_status,
      changed_at: toIso(entry.changed_at),
    })),
  };
}

export type PublicTicket = ReturnType<typeof presentPublicTicket>;

/**
 * The public JSON: the page's fields without the customer's e-mail and phone. The page shows
 * them to the customer (SPEC); the JSON is read by scripts, and whoever holds a link (it travels
 * in e-mails and on paper) must not be able to harvest how to reach the customer.
 */
export function publicTicketJson(ticket: PublicTicket) {
  const { customer_email: _email, customer_phone: _phone, ...json } = ticket;
  return json;
}

/** What the create call answers: enough to reach the thank-you and status pages, nothing more. */
export function presentCreatedTicket(
  ticket: { id: string; ticket_number: string },
  failedFiles: string[],
) {
  return { id: ticket.id, ticket_number: ticket.ticket_number, failed_files: failedFiles };
}
