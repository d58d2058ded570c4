import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send Origin with every cross-site POST: a state-changing call from a page that is not
 * ours (login CSRF included) is refused. Ours is PUBLIC_URL when it is set, and only it: the
 * request's own origin comes from the Host header, which a DNS-rebinding page controls. Without
 * PUBLIC_URL (a PC on the shop's LAN, reached by whatever address it has) the request's origin
 * is the only one known. The public ticket API is meant to be called from the
 * shop's own website, so it is left open (it has its own rate limits).
 */
/** The app's own origin for a request: PUBLIC_URL's when set, else the request's (see above). */
export function ownOrigin(publicUrl: string | undefined, requestUrl: string): string {
  return new URL(publicUrl ?? requestUrl).origin;
}

export function originGuard(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !SAFE_METHODS.has(c.req.method) && !c.req.path.startsWith('/api/public/')) {
      if (origin !== ownOrigin(publicUrl, c.req.url)) {
        throw new AppError(403, 'invalid_origin', 'Richiesta non consentita da questa origine');
      }
    }
    await next();
  };
}
