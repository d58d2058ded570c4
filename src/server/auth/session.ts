import type { Context, MiddlewareHandler } from 'hono';
import { isStaff, toRole } from '../../shared/roles';
import { AppError, unauthorized } from '../errors';
import type { AppDeps, AppEnv, SessionInfo } from '../http/context';
import { readFlag } from '../settings/settings-store';
import { createSessionLookup } from './session-lookup';

/** However active, a session ends 12 hours after sign-in. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

const lookups = new WeakMap<AppDeps['auth'], ReturnType<typeof createSessionLookup>>();

/**
 * Reads the session cookie into c.get('session'): the fast lookup when it can decide, better-auth
 * otherwise (whose refreshed cookies, for the idle timeout, are passed on to the response). A
 * session older than the absolute limit is deleted and treated as absent.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, db, clock, logger } = c.get('deps');
  let lookup = lookups.get(auth);
  if (!lookup) {
    lookup = createSessionLookup(auth, db, logger);
    lookups.set(auth, lookup);
  }
  const fast = await lookup(c.req.header('cookie'));
  let found: { session: SessionInfo; createdAt: string } | null = null;
  let refreshed: Headers | undefined;
  if (fast === 'ask-better-auth') {
    const result = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    refreshed = result.headers;
    const answer = result.response;
    if (answer)
      found = {
        createdAt: new Date(answer.session.createdAt).toISOString(),
        session: {
          sessionId: answer.session.id,
          token: answer.session.token,
          user: {
            id: answer.user.id,
            email: answer.user.email,
            name: answer.user.name,
            role: toRole(answer.user.role),
            twoFactorEnabled: answer.user.twoFactorEnabled === true,
          },
        },
      };
  } else found = fast;

  let session: SessionInfo | null = found?.session ?? null;
  if (found && clock().getTime() - new Date(found.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    await db.deleteFrom('sessions').where('id', '=', found.session.sessionId).execute();
    session = null;
  }
  c.set('session', session);
  await next();
  if (session && refreshed)
    for (const cookie of refreshed.getSetCookie()) c.res.headers.append('set-cookie', cookie);
};

interface RequireOptions {
  /** /api/me must answer even while the account still has to enrol two-factor. */
  allowMissingTwoFactor?: boolean;
}

/** The signed-in person, or 401; 403 two_factor_required when the shop demands 2FA of staff. */
export function requireSession(options: RequireOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthorized();
    if (!options.allowMissingTwoFactor && (await mustEnrolTwoFactor(c.get('deps').db, session))) {
      throw new AppError(
        403,
        'two_factor_required',
        "L'amministratore richiede la verifica in due passaggi: attivala nel tuo profilo per continuare.",
      );
    }
    await next();
  };
}

export async function mustEnrolTwoFactor(
  db: AppEnv['Variables']['deps']['db'],
  session: SessionInfo,
): Promise<boolean> {
  if (session.user.twoFactorEnabled || !isStaff(session.user.role)) return false;
  return session.shopRequiresTwoFactor ?? readFlag(db, 'auth_require_two_factor');
}

/** For handlers behind requireSession. */
export function sessionOf(c: Context<AppEnv>): SessionInfo {
  const session = c.get('session');
  if (!session) throw unauthorized();
  return session;
}
