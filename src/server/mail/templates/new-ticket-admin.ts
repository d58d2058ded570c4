import { html } from 'hono/html';
import { formatPhone } from '../../../shared/phone-format';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { clip, clipTicketText, MAIL_TEXT_LIMITS } from './customer-text';
import { buttonHtml, layoutHtml, layoutText, type RenderedMail } from './layout';
import { publicTicketUrl } from './ticket-link';

export interface NewTicketForAdmin {
  id: string;
  ticket_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  device_type: string;
  description: string;
  priorityLabel: string;
  /** 'public' when the customer used the public form. */
  created_via: string;
}

/** To email_admin_address, so the shop notices tickets customers open on their own. */
export function newTicketAdminMail(b: MailBranding, ticket: NewTicketForAdmin): RenderedMail {
  const t = clipTicketText(ticket);
  const description = clip(t.description, MAIL_TEXT_LIMITS.description);
  const link = publicTicketUrl(b.linkOrigin, t.id);
  const origin = t.created_via === 'public' ? 'modulo pubblico' : 'personale del negozio';
  const rows: [string, string][] = [
    ['Numero', t.ticket_number],
    ['Cliente', t.customer_name],
    ['E-mail', t.customer_email],
    ['Telefono', t.customer_phone ? formatPhone(t.customer_phone) : '—'],
    ['Dispositivo', t.device_type],
    ['Priorità', t.priorityLabel],
    ['Inserito da', origin],
  ];
  const text = [
    `È stato aperto un nuovo ticket (${origin}).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Descrizione:',
    description,
    '',
    `Scheda: ${link}`,
  ].join('\n');
  const body = html`<p>È stato aperto un nuovo ticket (${origin}).</p>
<table role="presentation" cellpadding="4" cellspacing="0">${rows.map(
    ([label, value]) =>
      html`<tr><td style="color:#71717a">${label}</td><td><strong>${value}</strong></td></tr>`,
  )}</table>
<p><strong>Descrizione</strong></p>
<p style="white-space:pre-wrap">${description}</p>
${buttonHtml(link, 'Apri la scheda del ticket')}`;
  return {
    subject: headerSafe(`Nuovo ticket ${t.ticket_number} – ${t.customer_name}`),
    text: layoutText(b, text),
    html: layoutHtml(b, `Nuovo ticket ${t.ticket_number}`, body),
  };
}
