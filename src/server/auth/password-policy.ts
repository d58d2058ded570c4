import { newPasswordSchema } from '../../shared/auth-rules';
import { badRequest } from '../errors';
import { COMMON_PASSWORDS } from './common-passwords';

/** Rules for every new password: length, and not one that attackers try first. */
export function assertAcceptablePassword(password: unknown, field = 'password'): string {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Password non valida';
    throw badRequest(message, { fieldErrors: { [field]: [message] } });
  }
  if (COMMON_PASSWORDS.has(parsed.data.toLowerCase())) {
    const message = 'Questa password è troppo comune: scegline una meno prevedibile';
    throw badRequest(message, { fieldErrors: { [field]: [message] } });
  }
  return parsed.data;
}
