/**
 * Caps on what customers typed, as e-mails show it. The ticket keeps the full text (the link
 * opens it); an e-mail only needs enough to recognise the ticket, and a 5000-character "name"
 * should not turn a notice into a wall of text or a subject into a paragraph.
 */
export const MAIL_TEXT_LIMITS = { name: 100, device: 100, description: 1000 } as const;

export function clip(value: string, max: number): string {
  const text = value.trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The customer-controlled fields of a ticket, capped for an e-mail. */
export function clipTicketText<T extends { customer_name: string; device_type: string }>(
  ticket: T,
): T {
  return {
    ...ticket,
    customer_name: clip(ticket.customer_name, MAIL_TEXT_LIMITS.name),
    device_type: clip(ticket.device_type, MAIL_TEXT_LIMITS.device),
  };
}
