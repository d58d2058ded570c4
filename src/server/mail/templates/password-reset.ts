import { html } from 'hono/html';
import { PASSWORD_RESET_MINUTES } from '../../../shared/auth-rules';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { layoutHtml, layoutText, type RenderedMail } from './layout';

/** The link to choose a new password, asked for from the login page. */
export function passwordResetMail(
  b: MailBranding,
  person: { name: string },
  link: string,
): RenderedMail {
  const lines = [
    `Ciao ${person.name},`,
    `hai chiesto di reimpostare la password di Sportello per ${b.shopName}.`,
    `Apri questo link entro ${PASSWORD_RESET_MINUTES} minuti per sceglierne una nuova (vale una sola volta):`,
  ];
  const after = 'Se non sei stato tu, ignora questa e-mail: la password resta quella di prima.';
  const body = html`${lines.map((l) => html`<p>${l}</p>`)}
    <p><a href="${link}">${link}</a></p>
    <p>${after}</p>`;
  return {
    subject: headerSafe(`Reimposta la password – ${b.shopName}`),
    text: layoutText(b, [...lines, link, '', after].join('\n')),
    html: layoutHtml(b, 'Reimposta la password', body),
  };
}
