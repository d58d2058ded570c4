import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';
import type { AppEnv } from './context';

const KB = 1024;

/** The largest JSON a route reads: settings with long terms and privacy texts fit well within. */
export const JSON_BODY_LIMIT = 1024 * KB;
/** Sign-in, setup and password forms hold a few short fields. */
export const FORM_BODY_LIMIT = 16 * KB;

/**
 * How much body a route may send, declared on the route (server-feature.ts): `json` by default,
 * `form` for the few-field forms, `streamed` for uploads, whose own receiver caps every file and
 * the count as the bytes arrive.
 */
export type BodyLimit = 'json' | 'form' | 'streamed';

function refuse(): never {
  throw new AppError(413, 'payload_too_large', 'Richiesta troppo grande');
}

/**
 * Every request body is capped as it arrives (four anonymous 300 MB bodies to
 * /api/setup took the process from 190 MB to 2.6 GB): a declared Content-Length over the cap is
 * refused before reading, a chunked body as soon as it passes it. Whatever its content type
 * says, a route that reads JSON reads at most this much.
 */
export const BODY_LIMITS: Record<BodyLimit, MiddlewareHandler<AppEnv>[]> = {
  json: [bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: refuse })],
  form: [bodyLimit({ maxSize: FORM_BODY_LIMIT, onError: refuse })],
  streamed: [],
};
