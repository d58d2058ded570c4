import { html } from 'hono/html';
import { formatDateTime } from '../../../shared/format';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { layoutHtml, layoutText, type RenderedMail } from './layout';

/** Sent from Settings to the admin address to prove that notifications can leave. */
export function testEmailMail(b: MailBranding, sentAt: Date): RenderedMail {
  const when = formatDateTime(sentAt.toISOString());
  const lines = [
    `Questa è un'e-mail di prova inviata dalle impostazioni di ${b.shopName} il ${when}.`,
    'Se la stai leggendo, le notifiche via e-mail funzionano.',
  ];
  const body = html`${lines.map((l) => html`<p>${l}</p>`)}`;
  return {
    subject: headerSafe(`E-mail di prova – ${b.shopName}`),
    text: layoutText(b, lines.join('\n')),
    html: layoutHtml(b, 'E-mail di prova', body),
  };
}
