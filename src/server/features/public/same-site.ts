import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { ownOrigin } from '../../http/origin-guard';
import { readSettings } from '../../settings/settings-store';
import { originOf } from './public-cors';

/**
 * Whether a state-changing public request (a customer's answer to a quote) comes from another
 * website: a page elsewhere could otherwise post the form or the JSON for the customer. Browsers
 * name the page's origin (`Origin`) on every POST, and most also say `Sec-Fetch-Site`; a request
 * with neither is not a browser's, so no one's visit can be borrowed for it. Allowed: the app's
 * own origin, by the staff API's rule (http/origin-guard.ts), and for the JSON endpoint the
 * shop's website, whose script the public API serves (public-cors.ts).
 */
export async function isCrossSite(
  c: Context<AppEnv>,
  options: { shopWebsite: boolean },
): Promise<boolean> {
  const origin = c.req.header('origin');
  if (origin) {
    const { db, publicUrl } = c.get('deps');
    const allowed: (string | null)[] = [ownOrigin(publicUrl, c.req.url)];
    if (options.shopWebsite) allowed.push(originOf((await readSettings(db)).shop_website));
    return !allowed.includes(origin);
  }
  const site = c.req.header('sec-fetch-site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
