import { Hono } from 'hono';
import { emailSchema, loginInputError, totpCodeSchema } from '../../shared/auth-rules';
import { AppError, badRequest, unauthorized } from '../errors';
import type { AppEnv } from '../http/context';
import { assertNoNulCharacter } from '../http/validate';
import {
  assertAccountNotLocked,
  recordFailedSignIn,
  recordTwoFactorChallenge,
} from './account-sign-in-limit';
import { CLIENT_IP_HEADER } from './auth';
import { RESET_BY_EMAIL_OFF, translateAuthError } from './auth-messages';
import { assertAcceptablePassword } from './password-policy';
import { claimTotpCode } from './totp-replay';

/**
 * The part of better-auth the product uses, and nothing else: sign-up, admin and account
 * endpoints stay unreachable (users are managed through /api/users). Input is checked here so the
 * person gets the seed's Italian messages, and every error leaves in our one error shape.
 */
export const AUTH_ENDPOINTS = [
  'sign-in/email',
  'sign-out',
  'change-password',
  'two-factor/enable',
  'two-factor/disable',
  'two-factor/verify-totp',
  'two-factor/verify-backup-code',
  'two-factor/generate-backup-codes',
  'request-password-reset',
  'reset-password',
] as const;

/** Endpoints that act on the signed-in account: no session, no further checks. */
const NEEDS_SESSION = new Set<string>([
  'change-password',
  'two-factor/enable',
  'two-factor/disable',
  'two-factor/generate-backup-codes',
]);

type Body = Record<string, unknown>;

function checkInput(endpoint: string, body: Body): void {
  if (endpoint === 'sign-in/email') {
    const email = typeof body.email === 'string' ? body.email : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const message = loginInputError(email, password);
    if (message) throw badRequest(message);
  }
  if (endpoint === 'change-password' || endpoint === 'reset-password')
    assertAcceptablePassword(body.newPassword, 'newPassword');
  if (endpoint === 'request-password-reset' && !emailSchema.safeParse(body.email).success)
    throw badRequest('Indirizzo email non valido');
  if (endpoint === 'two-factor/verify-totp') {
    const parsed = totpCodeSchema.safeParse(body.code);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Codice non valido');
  }
}

async function readBody(request: Request): Promise<Body> {
  const text = await request.clone().text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Richiesta non valida: JSON malformato');
  }
  assertNoNulCharacter(parsed);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Body) : {};
}

/** The session token travels only in the HttpOnly cookie, never in a body script can read. */
async function withoutToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json()) as Body;
  delete body.token;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** The password was right and the account has two-factor: a code is asked next. */
async function opensChallenge(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Body | null;
  return body?.twoFactorRedirect === true;
}

export function authRoutes() {
  const routes = new Hono<AppEnv>();
  for (const endpoint of AUTH_ENDPOINTS) {
    routes.post(`/${endpoint}`, async (c) => {
      const { auth, db, clock } = c.get('deps');
      if (NEEDS_SESSION.has(endpoint) && !c.get('session')) throw unauthorized();
      const body = await readBody(c.req.raw);
      checkInput(endpoint, body);
      // The mail server can be saved or removed at any time: ask now, not at start-up.
      if (endpoint === 'request-password-reset' && !(await c.get('deps').mail.canSend()))
        throw badRequest(RESET_BY_EMAIL_OFF);

      const signInEmail = endpoint === 'sign-in/email' ? String(body.email) : null;
      if (signInEmail) await assertAccountNotLocked(db, signInEmail, clock());

      const request = new Request(c.req.raw);
      request.headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
      const response = await auth.handler(request);
      if (signInEmail && response.status === 401)
        await recordFailedSignIn(db, signInEmail, clock());
      if (!response.ok) throw await translateAuthError(response);
      if (signInEmail && (await opensChallenge(response)))
        await recordTwoFactorChallenge(db, signInEmail, clock());

      if (endpoint === 'two-factor/verify-totp') {
        const result = (await response.clone().json()) as {
          token?: string;
          user?: { id?: string };
        };
        const userId = c.get('session')?.user.id ?? result.user?.id;
        if (userId && !(await claimTotpCode(db, userId, String(body.code).trim(), clock()))) {
          if (result.token)
            await db.deleteFrom('sessions').where('token', '=', result.token).execute();
          throw new AppError(
            401,
            'code_already_used',
            'Codice già utilizzato: attendi il codice successivo e accedi di nuovo.',
          );
        }
      }
      return withoutToken(response);
    });
  }
  return routes;
}
