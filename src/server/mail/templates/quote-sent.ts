import { html } from 'hono/html';
import { formatCalendarDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { publicQuotePath } from '../../../shared/paths';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { buttonHtml, layoutHtml, layoutText, type RenderedMail } from './layout';

export interface QuoteForCustomer {
  id: string;
  quote_number: string;
  customer_name: string;
  total_cents: number;
  expiry_date: string | null;
}

/** The linked repair's new status, told in the quote's own e-mail rather than in a second one. */
export interface TicketNews {
  ticket_number: string;
  status: string;
}

/**
 * To the customer when staff press "Invia al cliente": the link to read and answer the quote,
 * and the linked repair's new status when sending moved it (one message, not two).
 */
export function quoteSentMail(
  b: MailBranding,
  quote: QuoteForCustomer,
  ticket: TicketNews | null = null,
): RenderedMail {
  const link = `${b.linkOrigin}${publicQuotePath(quote.id)}`;
  const greeting = quote.customer_name ? `Gentile ${quote.customer_name},` : 'Gentile cliente,';
  const total = formatCents(quote.total_cents);
  const expiry = quote.expiry_date
    ? `Il preventivo è valido fino al ${formatCalendarDate(quote.expiry_date)}.`
    : '';
  const news = ticket
    ? `Lo stato della Sua riparazione ${ticket.ticket_number} è ora: ${ticket.status}.`
    : '';
  const text = [
    greeting,
    `le inviamo il preventivo ${quote.quote_number} di ${b.shopName}.`,
    '',
    `Totale (IVA inclusa): ${total}`,
    ...(expiry ? [expiry] : []),
    ...(news ? ['', news] : []),
    '',
    `Legga il preventivo e risponda (Accetto / Rifiuto): ${link}`,
  ].join('\n');
  const body = html`<p>${greeting}</p>
<p>le inviamo il preventivo <strong>${quote.quote_number}</strong> di ${b.shopName}.</p>
<p style="font-size:18px">Totale (IVA inclusa): <strong>${total}</strong></p>
${expiry ? html`<p>${expiry}</p>` : ''}
${news ? html`<p>${news}</p>` : ''}
${buttonHtml(link, 'Legga e risponda')}`;
  return {
    subject: headerSafe(`Preventivo ${quote.quote_number} – ${b.shopName}`),
    text: layoutText(b, text),
    html: layoutHtml(b, `Preventivo ${quote.quote_number}`, body),
  };
}

/** To the admin address when the customer answers on the public page. */
export function quoteAnsweredMail(
  b: MailBranding,
  quote: QuoteForCustomer & { accepted: boolean; staffUrl: string },
): RenderedMail {
  const verdict = quote.accepted ? 'accettato' : 'rifiutato';
  const line = `${quote.customer_name} ha ${verdict} il preventivo ${quote.quote_number} (${formatCents(quote.total_cents)}).`;
  const body = html`<p>${line}</p>${buttonHtml(quote.staffUrl, 'Apri il preventivo')}`;
  return {
    subject: headerSafe(`Preventivo ${quote.quote_number} ${verdict} – ${b.shopName}`),
    text: layoutText(b, `${line}\n\n${quote.staffUrl}`),
    html: layoutHtml(b, `Preventivo ${verdict}`, body),
  };
}
