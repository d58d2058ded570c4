import { html } from 'hono/html';
import { formatDate } from '../../../shared/format';
import { plural } from '../../../shared/plural';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { clipTicketText } from './customer-text';
import { layoutHtml, layoutText, type RenderedMail } from './layout';
import { publicTicketUrl } from './ticket-link';

export interface OldTicketLine {
  id: string;
  ticket_number: string;
  customer_name: string;
  device_type: string;
  statusLabel: string;
  created_at: string;
}

/** To email_admin_address once a day: tickets open for longer than the configured days. */
export function oldTicketsMail(
  b: MailBranding,
  input: { days: number; total: number; tickets: OldTicketLine[] },
): RenderedMail {
  const { days, total } = input;
  const tickets = input.tickets.map(clipTicketText);
  const period = `da più di ${plural(days, 'giorno', 'giorni')}`;
  // Singular and plural agree all the way: "1 ticket aperto … chiuso", "3 ticket aperti … chiusi".
  const intro =
    total === 1
      ? `C’è 1 ticket aperto ${period} e non ancora chiuso.`
      : `Ci sono ${total} ticket aperti ${period} e non ancora chiusi.`;
  const unlisted = total - tickets.length;
  const more = unlisted === 1 ? '…e un altro.' : unlisted > 1 ? `…e altri ${unlisted}.` : '';
  const line = (t: OldTicketLine) =>
    `${t.ticket_number} – ${t.customer_name} – ${t.device_type} – ${t.statusLabel} – dal ${formatDate(t.created_at)}`;
  const text = [
    intro,
    '',
    ...tickets.flatMap((t) => [line(t), `  ${publicTicketUrl(b.linkOrigin, t.id)}`]),
    ...(more ? ['', more] : []),
  ].join('\n');
  const body = html`<p>${intro}</p>
<ul>${tickets.map(
    (t) =>
      html`<li style="margin-bottom:8px"><a href="${publicTicketUrl(b.linkOrigin, t.id)}">${t.ticket_number}</a> – ${t.customer_name} – ${t.device_type}<br><span style="color:#71717a">${t.statusLabel}, aperto il ${formatDate(t.created_at)}</span></li>`,
  )}</ul>
${more ? html`<p>${more}</p>` : ''}`;
  return {
    subject: headerSafe(`Ticket aperti ${period}: ${total} – ${b.shopName}`),
    text: layoutText(b, text),
    html: layoutHtml(b, 'Ticket da controllare', body),
  };
}
