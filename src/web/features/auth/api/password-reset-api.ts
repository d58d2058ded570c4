import * as z from 'zod/mini';
import { emailSchema, newPasswordSchema } from '../../../../shared/auth-rules';
import { confirmedPassword } from '../../../components/ui/new-password-fields';
import { apiFetch } from '../../../lib/api-fetch';

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = confirmedPassword(
  z.object({ newPassword: newPasswordSchema, confirm: z.string() }),
  'newPassword',
);
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** Asks for the e-mail with the link; the answer is the same whether the address exists or not. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', body: { email } });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}
