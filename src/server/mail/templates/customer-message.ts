import { html } from 'hono/html';
import {
  fillPlaceholders,
  type PlaceholderValues,
} from '../../../shared/customer-messages/placeholders';
import { headerSafe } from '../header-safety';
import type { MailBranding } from './branding';
import { layoutHtml, layoutText, type RenderedMail } from './layout';

export interface MessageTexts {
  subject: string;
  body: string;
}

/**
 * A customer message written in Settings → Messaggi ai clienti, filled for one ticket: the status
 * e-mails, their preview and the reminders all come out of here. The HTML is the text's
 * paragraphs, escaped (the admin's words and the customer's name can only ever be text), with
 * the ticket's link clickable.
 */
export function customerMessageMail(
  b: MailBranding,
  texts: MessageTexts,
  values: PlaceholderValues,
): RenderedMail {
  const subject = headerSafe(fillPlaceholders(texts.subject, values).replaceAll('\n', ' '));
  const text = fillPlaceholders(texts.body, values);
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => html`<p>${lines(paragraph, values.link)}</p>`);
  return {
    subject,
    text: layoutText(b, text),
    html: layoutHtml(b, subject, html`${paragraphs}`),
  };
}

function lines(paragraph: string, link: string) {
  return paragraph.split('\n').map((line, index) => {
    const at = link ? line.indexOf(link) : -1;
    const content =
      at < 0
        ? html`${line}`
        : html`${line.slice(0, at)}<a href="${link}" style="color:#2563eb">${link}</a>${line.slice(at + link.length)}`;
    return index === 0 ? content : html`<br>${content}`;
  });
}
