import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { MailBranding } from './branding';

/** What a template produces; the subject has already lost any line break. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * hono's `html` escapes every interpolated value (& < > " '), so customer text can only ever be
 * text. Templates never interpolate promises, so the result is always a plain string.
 */
export function htmlString(fragment: Html): string {
  if (fragment instanceof Promise) throw new Error('template HTML must be synchronous');
  return fragment.toString();
}

/** The shared frame: logo or name on top, the message, the shop's contacts at the bottom. */
export function layoutHtml(branding: MailBranding, title: string, body: Html): string {
  const header = branding.logoUrl
    ? html`<img src="${branding.logoUrl}" alt="${branding.shopName}" style="max-height:64px;max-width:240px">`
    : html`<strong style="font-size:20px">${branding.shopName}</strong>`;
  return htmlString(html`<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px">${header}</td></tr>
<tr><td style="padding:8px 24px 24px;font-size:15px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;color:#71717a">
${branding.shopName}${branding.contacts.map((line) => html`<br>${line}`)}
</td></tr>
</table></td></tr></table>
</body></html>`);
}

export function layoutText(branding: MailBranding, body: string): string {
  return [body.trim(), '', '--', branding.shopName, ...branding.contacts, ''].join('\n');
}

/** A call-to-action link; the URL is built by us, the label is ours. */
export function buttonHtml(url: string, label: string): Html {
  return html`<p style="margin:24px 0"><a href="${url}" style="background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${label}</a></p>
<p style="font-size:12px;color:#71717a">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${url}</p>`;
}
