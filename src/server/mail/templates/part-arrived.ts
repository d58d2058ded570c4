import { html } from 'hono/html';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { clip } from './customer-text';
import { buttonHtml, layoutHtml, layoutText, type RenderedMail } from './layout';

export interface ArrivedPart {
  ticket_number: string;
  customer_name: string;
  device_type: string;
  part: string;
  quantity: number;
  staffUrl: string;
}

/** To the ticket's technician (or the shop's address): the part ordered for it has arrived. */
export function partArrivedMail(b: MailBranding, p: ArrivedPart): RenderedMail {
  const part = clip(p.part, 200);
  const line = `È arrivato il ricambio «${part}» × ${p.quantity} per il ticket ${p.ticket_number} (${p.device_type}, ${p.customer_name}): è riservato al ticket.`;
  const body = html`<p>${line}</p>${buttonHtml(p.staffUrl, 'Apri il ticket')}`;
  return {
    subject: headerSafe(`Ricambio arrivato – ticket ${p.ticket_number}`),
    text: layoutText(b, `${line}\n\nTicket: ${p.staffUrl}`),
    html: layoutHtml(b, `Ricambio arrivato – ticket ${p.ticket_number}`, body),
  };
}
