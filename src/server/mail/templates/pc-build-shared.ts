import { html } from 'hono/html';
import { formatCents } from '../../../shared/money';
import { publicPcBuildPath } from '../../../shared/paths';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { buttonHtml, layoutHtml, layoutText, type RenderedMail } from './layout';

export interface PcBuildForCustomer {
  id: string;
  build_number: string;
  title: string;
  customer_name: string | null;
  total_cents: number;
}

/** To the customer when staff share a PC build: the link to its page. */
export function pcBuildSharedMail(b: MailBranding, build: PcBuildForCustomer): RenderedMail {
  const link = `${b.linkOrigin}${publicPcBuildPath(build.id)}`;
  const greeting = build.customer_name ? `Gentile ${build.customer_name},` : 'Gentile cliente,';
  const total = formatCents(build.total_cents);
  const text = [
    greeting,
    `ecco la configurazione «${build.title}» (${build.build_number}) preparata da ${b.shopName}.`,
    '',
    `Totale (IVA inclusa): ${total}`,
    '',
    `Veda i componenti e ci contatti per confermarla: ${link}`,
  ].join('\n');
  const body = html`<p>${greeting}</p>
<p>ecco la configurazione <strong>${build.title}</strong> (${build.build_number}) preparata da ${b.shopName}.</p>
<p style="font-size:18px">Totale (IVA inclusa): <strong>${total}</strong></p>
${buttonHtml(link, 'Veda la configurazione')}`;
  return {
    subject: headerSafe(`Configurazione PC ${build.build_number} – ${b.shopName}`),
    text: layoutText(b, text),
    html: layoutHtml(b, `Configurazione ${build.build_number}`, body),
  };
}
