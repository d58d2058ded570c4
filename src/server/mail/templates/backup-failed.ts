import { html } from 'hono/html';
import { formatDateTime } from '../../../shared/format';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { layoutHtml, layoutText, type RenderedMail } from './layout';

/** To the shop's administrators when a backup fails: a silent failure is found out too late. */
export function backupFailedMail(
  b: MailBranding,
  input: { automatic: boolean; startedAt: string; folder: string; error: string },
): RenderedMail {
  const kind = input.automatic ? 'automatico' : 'manuale';
  const lines = [
    `Il backup ${kind} di ${b.shopName} avviato il ${formatDateTime(input.startedAt)} non è riuscito.`,
    `Errore: ${input.error}`,
    `Cartella: ${input.folder}`,
    'Controlla che la cartella esista e che il disco abbia spazio libero (Impostazioni → Backup), poi usa «Esegui backup ora».',
  ];
  const body = html`${lines.map((l) => html`<p>${l}</p>`)}`;
  return {
    subject: headerSafe(`Backup non riuscito – ${b.shopName}`),
    text: layoutText(b, lines.join('\n')),
    html: layoutHtml(b, 'Backup non riuscito', body),
  };
}
