import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, validationError } from '../errors';

/** The JSON body checked against a schema; malformed JSON and bad fields both become a 400. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Richiesta non valida: JSON malformato');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The query string checked against a schema (lists: paging, sort, filters); bad fields → 400. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
