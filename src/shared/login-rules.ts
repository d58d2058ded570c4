/**
 * Sign-in rules without zod, so the login page stays small. auth-rules.ts keeps the
 * zod schemas for the other forms and the server.
 */

/** Texts of the login form (SPEC §5 "Login", §8 "Login"). */
export const LOGIN_MESSAGES = {
  required: 'Email e password sono obbligatori',
  tooShort: 'La password deve essere di almeno 6 caratteri',
  invalid: 'Email o password non validi',
} as const;

/** The login form keeps the seed's 6-character rule; new passwords are stricter. */
export const LOGIN_PASSWORD_MIN = 6;

/** Returns the seed's message for a login attempt, or null when it may be sent. */
export function loginInputError(email: string, password: string): string | null {
  if (email.trim() === '' || password === '') return LOGIN_MESSAGES.required;
  if (password.length < LOGIN_PASSWORD_MIN) return LOGIN_MESSAGES.tooShort;
  return null;
}

export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const TOTP_CODE_MESSAGE = 'Il codice deve avere 6 cifre';

/** A code as typed (spaces allowed, e.g. "123 456") → the 6 digits to send. */
export function normalizeTotpCode(raw: string): string {
  return raw.replace(/\s/g, '');
}

export function totpCodeError(code: string): string | null {
  return TOTP_CODE_PATTERN.test(code) ? null : TOTP_CODE_MESSAGE;
}
