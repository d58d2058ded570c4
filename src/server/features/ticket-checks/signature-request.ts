import type { Context } from 'hono';
import * as z from 'zod/mini';
import { CHECK_MESSAGES } from '../../../shared/tickets/ticket-check-labels';
import { signatureInput } from '../../../shared/tickets/ticket-checks';
import { badRequest, validationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/validate';
import { cleanSignaturePng, dataUrlBytes } from './signature-image';

/** A multipart text part holding JSON; what is not JSON is left for the schema to refuse. */
function jsonText(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * POST /api/tickets/:id/signatures as JSON (`image` a PNG data URL) or multipart (`image` a PNG
 * file or the same data URL as text): the stage, its checks, the typed name and a clean PNG.
 */
export async function readSignatureRequest(c: Context<AppEnv>) {
  const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
  if (!multipart) {
    const body = await parseJson(c, signatureInput);
    if (!body.image) throw badRequest(CHECK_MESSAGES.imageRequired);
    return { ...body, png: await cleanSignaturePng(dataUrlBytes(body.image)) };
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest('Richiesta multipart non valida');
  }
  const image = form.get('image');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const parsed = z.safeParse(signatureInput, {
    stage: text('stage'),
    typed_name: text('typed_name'),
    items: jsonText(text('items')),
  });
  if (!parsed.success) throw validationError(parsed.error);
  if (image === null || image === '') throw badRequest(CHECK_MESSAGES.imageRequired);
  const bytes =
    typeof image === 'string' ? dataUrlBytes(image) : Buffer.from(await image.arrayBuffer());
  return { ...parsed.data, png: await cleanSignaturePng(bytes) };
}
