import { html } from 'hono/html';
import { formatCalendarDate } from '../../../shared/format';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { clipTicketText } from './customer-text';
import { buttonHtml, layoutHtml, layoutText, type RenderedMail } from './layout';
import { publicTicketUrl } from './ticket-link';

export interface StatusChangeForCustomer {
  id: string;
  ticket_number: string;
  customer_name: string;
  device_type: string;
  /** The new status as customers read it (its label). */
  statusLabel: string;
  /** A sentence about what the status means for the customer, when there is one. */
  hint?: string;
  /** YYYY-MM-DD, when the shop promised a day. */
  expected_ready_date?: string | null;
}

/** To the customer whenever staff actually change the ticket's status. */
export function statusChangedMail(b: MailBranding, ticket: StatusChangeForCustomer): RenderedMail {
  const t = clipTicketText(ticket);
  const link = publicTicketUrl(b.linkOrigin, t.id);
  const expected = t.expected_ready_date
    ? `Pronto previsto per: ${formatCalendarDate(t.expected_ready_date)}`
    : '';
  const greeting = t.customer_name ? `Gentile ${t.customer_name},` : 'Gentile cliente,';
  const text = [
    greeting,
    `lo stato del suo ticket ${t.ticket_number} (${t.device_type}) è cambiato.`,
    '',
    `Nuovo stato: ${t.statusLabel}`,
    ...(t.hint ? ['', t.hint] : []),
    ...(expected ? ['', expected] : []),
    '',
    `Dettagli del ticket: ${link}`,
  ].join('\n');
  const body = html`<p>${greeting}</p>
<p>lo stato del suo ticket <strong>${t.ticket_number}</strong> (${t.device_type}) è cambiato.</p>
<p style="font-size:18px">Nuovo stato: <strong>${t.statusLabel}</strong></p>
${t.hint ? html`<p>${t.hint}</p>` : ''}
${expected ? html`<p>${expected}</p>` : ''}
${buttonHtml(link, 'Vedi il ticket')}`;
  return {
    subject: headerSafe(`Ticket ${t.ticket_number}: ${t.statusLabel} – ${b.shopName}`),
    text: layoutText(b, text),
    html: layoutHtml(b, `Ticket ${t.ticket_number}: ${t.statusLabel}`, body),
  };
}
