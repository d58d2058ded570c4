import { html } from 'hono/html';
import { formatDateTime } from '../../../shared/format';
import { publicTicketPath } from '../../../shared/paths';
import { localLinksWarning } from '../../../shared/settings';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { layoutHtml, layoutText, type RenderedMail } from './layout';

/**
 * Sent from Settings to the admin address to prove that notifications can leave; it also shows
 * the link a customer gets, with a warning when that link is only the local address.
 */
export function testEmailMail(
  b: MailBranding,
  sentAt: Date,
  links: { publicUrlSet: boolean },
): RenderedMail {
  const when = formatDateTime(sentAt.toISOString());
  const sample = `${b.linkOrigin}${publicTicketPath('…')}`;
  const lines = [
    `Questa è un'e-mail di prova inviata dalle impostazioni di ${b.shopName} il ${when}.`,
    'Se la stai leggendo, le notifiche via e-mail funzionano.',
    `I clienti ricevono link come: ${sample}`,
    ...(links.publicUrlSet ? [] : [localLinksWarning(b.linkOrigin)]),
  ];
  const body = html`${lines.map((l) => html`<p>${l}</p>`)}`;
  return {
    subject: headerSafe(`E-mail di prova – ${b.shopName}`),
    text: layoutText(b, lines.join('\n')),
    html: layoutHtml(b, 'E-mail di prova', body),
  };
}
