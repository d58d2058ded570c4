import type { Context, MiddlewareHandler } from 'hono';
import { isStaff } from '../../../shared/roles';
import { loadSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';

/** Customer pages read no session, except to tell whether `?anteprima` is asked by staff. */
export const previewSession: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.query('anteprima') === undefined ? next() : loadSession(c, next);

/**
 * `?anteprima` on a customer's page, asked by signed-in staff: the page as the customer will see
 * it, also before it is sent or shared (a draft is not public otherwise). Anyone else gets the
 * page as the public gets it.
 */
export function isStaffPreview(c: Context<AppEnv>): boolean {
  const session = c.get('session');
  return c.req.query('anteprima') !== undefined && !!session && isStaff(session.user.role);
}

/** A draft's badge in a staff preview: the page never shows the internal word "Bozza". */
export const PREVIEW_BADGE = 'Anteprima: non ancora visibile al cliente';
