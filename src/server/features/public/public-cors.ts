import { cors } from 'hono/cors';

/**
 * The public API may be called by a script on the shop's own website (issue 4), so any origin
 * may read its answers. That is safe because these endpoints use no cookie and no session
 * (app.ts skips loadSession for them) and allow no credentials: a foreign page can do nothing
 * through them that it could not do from a server of its own, and the rate limits still apply.
 * Preflights (a JSON Accept header, a custom header) are answered here, before any route.
 */
export const publicCors = cors({
  origin: '*',
  credentials: false,
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Content-Type', 'Accept', 'Accept-Language'],
  // A limited caller needs to know when to retry.
  exposeHeaders: ['Retry-After'],
  maxAge: 86_400,
});
