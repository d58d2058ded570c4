import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LOGIN_MESSAGES, NEW_PASSWORD_MIN } from '../../shared/auth-rules';
import { AppError } from '../errors';

/** Asked for a reset link while no mail server is configured (auth.routes.ts checks first). */
export const RESET_BY_EMAIL_OFF =
  'Il recupero della password via e-mail non è attivo: chiedi a un amministratore di impostarne una nuova.';

/** better-auth's error codes, said in Italian and in our error shape. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: LOGIN_MESSAGES.invalid,
  INVALID_EMAIL: LOGIN_MESSAGES.invalid,
  BANNED_USER: 'Account disattivato. Contatta un amministratore.',
  INVALID_PASSWORD: 'Password non corretta',
  PASSWORD_TOO_SHORT: `La password deve essere di almeno ${NEW_PASSWORD_MIN} caratteri`,
  PASSWORD_TOO_LONG: 'La password è troppo lunga',
  INVALID_CODE: 'Codice non valido',
  INVALID_BACKUP_CODE: 'Codice di recupero non valido',
  INVALID_TWO_FACTOR_COOKIE: 'La verifica è scaduta: accedi di nuovo.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Troppi tentativi. Accedi di nuovo.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Troppi tentativi errati: account bloccato temporaneamente.',
  TOTP_NOT_ENABLED: 'La verifica in due passaggi non è attiva',
  TOTP_ALREADY_ENABLED: 'La verifica in due passaggi è già attiva',
  TWO_FACTOR_NOT_ENABLED: 'La verifica in due passaggi non è attiva',
  CREDENTIAL_ACCOUNT_NOT_FOUND: LOGIN_MESSAGES.invalid,
  INVALID_TOKEN:
    'Il link per reimpostare la password non è valido o è scaduto: chiedine uno nuovo.',
  INVALID_ORIGIN: 'Richiesta non consentita da questa origine',
  MISSING_OR_NULL_ORIGIN: 'Richiesta non consentita da questa origine',
};

const BY_STATUS: Record<number, string> = {
  401: 'Sessione non attiva. Effettua il login.',
  403: 'Accesso negato',
  429: 'Troppi tentativi. Riprova tra qualche minuto.',
};

/** Rewrites an error answer of better-auth into an AppError with an Italian message. */
export async function translateAuthError(response: Response): Promise<AppError> {
  let code = '';
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    code = typeof body.code === 'string' ? body.code : '';
  } catch {
    // Some answers (429) have no JSON body.
  }
  const message = MESSAGES[code] ?? BY_STATUS[response.status] ?? "Errore durante l'autenticazione";
  const status = (
    response.status >= 400 && response.status < 500 ? response.status : 500
  ) as ContentfulStatusCode;
  const fallbackCode = response.status === 429 ? 'rate_limited' : 'auth_error';
  return new AppError(status, code ? code.toLowerCase() : fallbackCode, message);
}
