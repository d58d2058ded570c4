import type { Context } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../../http/context';
import { readSettings } from '../../settings/settings-store';

/** The origin of a URL setting, or null when it is empty or not a web address. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The public API may be called by a script on the shop's own website: that site (the
 * setting shop_website) and PUBLIC_URL may read its answers; other sites get no CORS header, so a
 * browser keeps the answer from them (`*` let any page read a ticket it had the link
 * of). These endpoints use no cookie and allow no credentials; the rate limits still apply.
 * Preflights (a JSON Accept header, a custom header) are answered here, before any route.
 */
export const publicCors = cors({
  origin: async (origin, c: Context<AppEnv>) => {
    const { db, publicUrl } = c.get('deps');
    const allowed = [originOf(publicUrl), originOf((await readSettings(db)).shop_website)];
    return allowed.includes(origin) ? origin : null;
  },
  credentials: false,
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Content-Type', 'Accept', 'Accept-Language'],
  // A limited caller needs to know when to retry.
  exposeHeaders: ['Retry-After'],
  maxAge: 86_400,
});
