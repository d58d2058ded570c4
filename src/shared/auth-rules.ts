import * as z from 'zod/mini';
import { TOTP_CODE_MESSAGE, TOTP_CODE_PATTERN } from './login-rules';

export { LOGIN_MESSAGES, LOGIN_PASSWORD_MIN, loginInputError } from './login-rules';

/** New passwords (accounts, resets, changes) are stricter than the login form's rule. */
export const NEW_PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** How long a password-reset link sent by e-mail works. */
export const PASSWORD_RESET_MINUTES = 30;

const PASSWORD_TOO_LONG = `La password può avere al massimo ${PASSWORD_MAX} caratteri`;

/**
 * The maximum is measured as the auth library measures it: UTF-16 units (`.length`), where an
 * emoji counts two. zod's own length counts characters, so 70 emoji passed here and then made the
 * library throw (a 500 on account creation).
 */
export const newPasswordSchema = z.string().check(
  z.minLength(NEW_PASSWORD_MIN, `La password deve essere di almeno ${NEW_PASSWORD_MIN} caratteri`),
  z.refine((value) => value.length <= PASSWORD_MAX, PASSWORD_TOO_LONG),
);

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email('Indirizzo email non valido'),
);

export const totpCodeSchema = z
  .string()
  .check(z.trim(), z.regex(TOTP_CODE_PATTERN, TOTP_CODE_MESSAGE));
