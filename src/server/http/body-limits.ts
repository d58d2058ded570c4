import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';
import type { AppEnv } from './context';

const KB = 1024;

/** Uploads stream through their own receiver, which caps every file and the count as bytes arrive. */
const STREAMED_UPLOADS = [
  /^\/api\/tickets\/[^/]+\/attachments$/,
  /^\/api\/public\/tickets$/,
  /^\/api\/settings\/logo$/,
];

/** Sign-in, setup and password forms hold a few short fields. */
const SMALL_FORMS = /^\/api\/(auth|setup)(\/|$)/;

/** The largest JSON a route reads: settings with long terms and privacy texts fit well within. */
export const JSON_BODY_LIMIT = 1024 * KB;
export const FORM_BODY_LIMIT = 16 * KB;

function refuse(): never {
  throw new AppError(413, 'payload_too_large', 'Richiesta troppo grande');
}

const limits = {
  json: bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: refuse }),
  form: bodyLimit({ maxSize: FORM_BODY_LIMIT, onError: refuse }),
};

/**
 * Every request body under /api is capped as it arrives (four anonymous 300 MB bodies
 * to /api/setup took the process from 190 MB to 2.6 GB): a declared Content-Length over the cap is
 * refused before reading, a chunked body as soon as it passes it. Whatever its content type says,
 * a route that reads JSON reads at most this much.
 */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const path = c.req.path;
  if (STREAMED_UPLOADS.some((pattern) => pattern.test(path))) return next();
  return (SMALL_FORMS.test(path) ? limits.form : limits.json)(c, next);
};
