import type { Context } from 'hono';
import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { isUuidShape } from '../../shared/tickets/ticket-schemas';
import { badRequest, notFound, validationError } from '../errors';

/**
 * The JSON body checked against a schema; malformed JSON and bad fields both become a 400.
 * Schemas may be full zod (server-only ones) or zod/mini (the shared ones the browser also
 * loads): both are zod core schemas, parsed here by zod core.
 */
export async function parseJson<T extends $ZodType>(c: Context, schema: T): Promise<output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Richiesta non valida: JSON malformato');
  }
  assertNoNulCharacter(body);
  const parsed = safeParse(schema, body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export const NUL_CHARACTER = 'Il testo contiene un carattere non ammesso (carattere nullo)';

/**
 * No text the app stores may hold U+0000: PostgreSQL refuses it in text columns (the request
 * answered 500 there, found by the fuzz drill), and nobody types it. Refused with 400, anywhere
 * in a JSON body or a form.
 */
export function assertNoNulCharacter(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(NUL_CHARACTER);
  } else if (value && typeof value === 'object' && depth < 64) {
    for (const [key, item] of Object.entries(value)) {
      assertNoNulCharacter(key, depth + 1);
      assertNoNulCharacter(item, depth + 1);
    }
  }
}

/** The query string checked against a schema (lists: paging, sort, filters); bad fields → 400. */
export function parseQuery<T extends $ZodType>(c: Context, schema: T): output<T> {
  const parsed = safeParse(schema, c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The `:id` of the path: a malformed id cannot name a row, so 404 like an unknown one. */
export function idParam(c: Context, notFoundMessage: string, name = 'id'): string {
  const raw = c.req.param(name) ?? '';
  if (!isUuidShape(raw)) throw notFound(notFoundMessage);
  return raw.toLowerCase();
}
