import type { Context } from 'hono';
import * as z from 'zod/mini';
import { previewInputSchema } from '../../../shared/customer-messages/customer-messages';
import { badRequest, validationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { assertNoNulCharacter } from '../../http/validate';

/**
 * The e-mail preview as a page of its own, for the sandboxed frame of Settings → Messaggi ai
 * clienti. A frame written from the app (srcdoc) takes the app's CSP, which refuses the inline
 * styles every e-mail is made of; this answer carries its own policy instead: the message's
 * inline styles and its images (the logo may be on any site, as in a mail client), no script,
 * no form, no plugin, framed only by the app itself, and sandboxed even when opened directly.
 */
export const PREVIEW_FRAME_HEADERS = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src http: https: data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox',
  ].join('; '),
  'X-Frame-Options': 'SAMEORIGIN',
};

/** The texts as the frame's form posts them (urlencoded fields), checked as the JSON preview. */
export async function readPreviewForm(c: Context<AppEnv>) {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest('Richiesta non valida: modulo malformato');
  }
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  assertNoNulCharacter(fields);
  const parsed = z.safeParse(previewInputSchema, fields);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
