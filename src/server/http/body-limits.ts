import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '../../shared/inventory/products-import';
import {
  SUPPLIER_INVOICE_MESSAGES,
  SUPPLIER_INVOICE_UPLOAD_BYTES,
} from '../../shared/inventory/supplier-invoices';
import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
} from '../../shared/tickets/attachment-rules';
import { AppError } from '../errors';
import type { AppEnv } from './context';

const KB = 1024;
const MB = 1024 * KB;

export const BODY_TOO_LARGE = 'Richiesta troppo grande';

/** The largest JSON a route reads: settings with long terms and privacy texts fit well within. */
export const JSON_BODY_LIMIT = 1 * MB;
/** Sign-in, setup, password and the customer's answer to a quote hold a few short fields. */
export const FORM_BODY_LIMIT = 16 * KB;
/** Ten files of 10 MB with room for the multipart framing and a few small fields. */
export const UPLOAD_BODY_BYTES = MAX_FILES_PER_UPLOAD * (MAX_ATTACHMENT_BYTES + 64 * KB);

interface BodyLimit {
  maxBytes: number;
  message: string;
  /**
   * The route reads its body as a stream and refuses an oversize declared length itself, in its
   * own format (the public form page answers with the form). Here the bytes are only counted.
   */
  streamed?: true;
}

const uploads: BodyLimit = {
  maxBytes: UPLOAD_BODY_BYTES,
  message: ATTACHMENT_MESSAGES.tooLarge,
  streamed: true,
};
const smallForm: BodyLimit = { maxBytes: FORM_BODY_LIMIT, message: BODY_TOO_LARGE };

/**
 * Every body the app takes, by path, first match wins; whatever is not listed is capped at
 * JSON_BODY_LIMIT. Installed for the whole app, so a form posted outside /api is capped too.
 */
const BODY_LIMITS: [RegExp, BodyLimit][] = [
  [/^\/api\/tickets\/[^/]+\/attachments$/, uploads],
  [/^\/api\/public\/tickets$/, uploads],
  [/^\/public\/tickets\/new$/, uploads],
  [/^\/api\/settings\/logo$/, uploads],
  [
    /^\/api\/(products|price-list)\/import$/,
    {
      maxBytes: IMPORT_MAX_BYTES + 64 * KB,
      message: IMPORT_TOO_LARGE,
      streamed: true,
    },
  ],
  [
    /^\/api\/supplier-invoices\/import$/,
    {
      maxBytes: SUPPLIER_INVOICE_UPLOAD_BYTES + 64 * KB,
      message: SUPPLIER_INVOICE_MESSAGES.tooLarge,
      streamed: true,
    },
  ],
  [/^\/api\/(auth|setup)(\/|$)/, smallForm],
  [/^\/public\/quotes\/[^/]+\/risposta$/, smallForm],
];
const DEFAULT_LIMIT: BodyLimit = { maxBytes: JSON_BODY_LIMIT, message: BODY_TOO_LARGE };

export function bodyLimitOf(path: string): BodyLimit {
  return BODY_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? DEFAULT_LIMIT;
}

const tooLarge = (limit: BodyLimit) => new AppError(413, 'payload_too_large', limit.message);

const bufferedLimits = new Map<BodyLimit, MiddlewareHandler<AppEnv>>();

/** A buffered body: hono reads it up to the cap, refusing a declared length over it unread. */
function buffered(limit: BodyLimit): MiddlewareHandler<AppEnv> {
  let middleware = bufferedLimits.get(limit);
  if (!middleware) {
    middleware = bodyLimit({
      maxSize: limit.maxBytes,
      onError: () => {
        throw tooLarge(limit);
      },
    });
    bufferedLimits.set(limit, middleware);
  }
  return middleware;
}

/** A streamed body passes through a counter that fails the stream once it passes the cap. */
function counted(body: ReadableStream<Uint8Array>, limit: BodyLimit): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit.maxBytes) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Every request body is capped as it arrives (a 300 MB answer to a quote took the process to
 * 1.34 GB): a declared Content-Length over the cap is refused before reading, a chunked body as
 * soon as it passes it, whatever its content type claims.
 */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
  const limit = bodyLimitOf(c.req.path);
  if (!limit.streamed) return buffered(limit)(c, next);
  c.req.raw = new Request(c.req.raw, {
    body: counted(c.req.raw.body, limit),
    duplex: 'half',
  } as RequestInit);
  return next();
};
