import { html } from 'hono/html';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { layoutHtml, layoutText, type RenderedMail } from './layout';

/** To the supplier: the order is in the attached PDF; the message only introduces it. */
export function purchaseOrderSentMail(
  b: MailBranding,
  order: { code: string; supplier_name: string },
): RenderedMail {
  const intro = `in allegato l'ordine ${order.code} di ${b.shopName}.`;
  const ask = 'Vi preghiamo di confermarne la ricezione e i tempi di consegna.';
  const text = [`Spett.le ${order.supplier_name},`, intro, '', ask].join('\n');
  const body = html`<p>Spett.le ${order.supplier_name},</p>
<p>${intro}</p>
<p>${ask}</p>`;
  return {
    subject: headerSafe(`Ordine ${order.code} – ${b.shopName}`),
    text: layoutText(b, text),
    html: layoutHtml(b, `Ordine ${order.code}`, body),
  };
}
