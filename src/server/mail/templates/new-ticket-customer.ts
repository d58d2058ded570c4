import { html } from 'hono/html';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { clipTicketText } from './customer-text';
import { buttonHtml, layoutHtml, layoutText, type RenderedMail } from './layout';
import { publicTicketUrl } from './ticket-link';

export interface NewTicketForCustomer {
  id: string;
  ticket_number: string;
  customer_name: string;
  device_type: string;
}

const NEXT_STEPS = [
  'Un tecnico esamina il dispositivo e aggiorna lo stato della riparazione.',
  'Se serve un preventivo, glielo inviamo prima di procedere con il lavoro.',
  'Quando il dispositivo è pronto, lo stato diventa “Pronto per il ritiro”.',
];

/** To the customer, right after the ticket is opened (by staff or through the public form). */
export function newTicketCustomerMail(b: MailBranding, ticket: NewTicketForCustomer): RenderedMail {
  const t = clipTicketText(ticket);
  const link = publicTicketUrl(b.linkOrigin, t.id);
  const title = `Ticket ${t.ticket_number} ricevuto`;
  const greeting = t.customer_name ? `Gentile ${t.customer_name},` : 'Gentile cliente,';
  const text = [
    greeting,
    'abbiamo ricevuto la sua richiesta di assistenza.',
    '',
    `Numero ticket: ${t.ticket_number}`,
    `Dispositivo: ${t.device_type}`,
    '',
    'Cosa succede ora:',
    ...NEXT_STEPS.map((step, i) => `${i + 1}. ${step}`),
    '',
    `Può seguire lo stato del ticket qui: ${link}`,
    'Conservi il numero del ticket: le servirà al ritiro.',
  ].join('\n');
  const body = html`<p>${greeting}</p>
<p>abbiamo ricevuto la sua richiesta di assistenza.</p>
<p><strong>Numero ticket:</strong> ${t.ticket_number}<br><strong>Dispositivo:</strong> ${t.device_type}</p>
<p><strong>Cosa succede ora</strong></p>
<ol>${NEXT_STEPS.map((step) => html`<li>${step}</li>`)}</ol>
${buttonHtml(link, 'Segua lo stato del ticket')}
<p>Conservi il numero del ticket: le servirà al ritiro.</p>`;
  return {
    subject: headerSafe(`${title} – ${b.shopName}`),
    text: layoutText(b, text),
    html: layoutHtml(b, title, body),
  };
}
