import type { Context } from 'hono';
import { emailSchema, loginInputError, totpCodeSchema } from '../../shared/auth-rules';
import { AppError, badRequest } from '../errors';
import type { AppEnv } from '../http/context';
import { type AccessLevel, route, type ServerFeature } from '../http/server-feature';
import { assertNoNulCharacter } from '../http/validate';
import {
  assertAccountNotLocked,
  recordFailedSignIn,
  recordTwoFactorChallenge,
} from './account-sign-in-limit';
import { CLIENT_IP_HEADER } from './auth';
import { RESET_BY_EMAIL_OFF, translateAuthError } from './auth-messages';
import { assertAcceptablePassword } from './password-policy';
import { mustEnrolTwoFactor, sessionOf } from './session';
import { claimTotpCode, dropReplayedSession } from './totp-replay';

/**
 * The part of better-auth the product uses, and nothing else: sign-up, admin and account
 * endpoints stay unreachable (users are managed through /api/users). Input is checked here so the
 * person gets the seed's Italian messages, and every error leaves in our one error shape.
 */
const AUTH_ENDPOINTS: [endpoint: string, access: AccessLevel, summary: string][] = [
  ['sign-in/email', 'public', 'Accesso con e-mail e password'],
  ['sign-out', 'public', 'Uscita'],
  // These act on the signed-in account, and must work while two-factor enrolment is due.
  ['change-password', 'account', 'Cambio della propria password'],
  ['two-factor/enable', 'account', 'Avvio della verifica in due passaggi'],
  ['two-factor/disable', 'account', 'Disattivazione della verifica in due passaggi'],
  ['two-factor/verify-totp', 'public', 'Codice TOTP (accesso o attivazione)'],
  ['two-factor/verify-backup-code', 'public', 'Codice di recupero'],
  ['two-factor/generate-backup-codes', 'account', 'Nuovi codici di recupero'],
  ['request-password-reset', 'public', 'Link per reimpostare la password (via e-mail)'],
  ['reset-password', 'public', 'Nuova password con il link ricevuto'],
];

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

/** One allowlisted better-auth endpoint: our input checks, its handler, our error shape. */
function authEndpoint(endpoint: string) {
  return async (c: Context<AppEnv>) => {
    const { auth, db, clock } = c.get('deps');
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
    if (signInEmail && response.status === 401) await recordFailedSignIn(db, signInEmail, clock());
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
        if (result.token) await dropReplayedSession(db, result.token);
        throw new AppError(
          401,
          'code_already_used',
          'Codice già utilizzato: attendi il codice successivo e accedi di nuovo.',
        );
      }
    }
    return withoutToken(response);
  };
}

export const authFeature: ServerFeature = {
  name: 'auth',
  bases: ['/api/auth', '/api/me'],
  tables: [],
  routes: [
    ...AUTH_ENDPOINTS.map(([endpoint, access, summary]) =>
      route({
        method: 'POST',
        path: `/api/auth/${endpoint}`,
        summary,
        access,
        handler: authEndpoint(endpoint),
      }),
    ),
    route({
      method: 'GET',
      path: '/api/me',
      summary: "L'account collegato",
      access: 'account',
      handler: async (c) => {
        const { user } = sessionOf(c);
        return c.json({
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          two_factor_enabled: user.twoFactorEnabled,
          two_factor_required: await mustEnrolTwoFactor(c.get('deps').db, sessionOf(c)),
        });
      },
    }),
  ],
};
