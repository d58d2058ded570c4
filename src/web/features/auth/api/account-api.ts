import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { newPasswordSchema } from '../../../../shared/auth-rules';
import { confirmedPassword } from '../../../components/ui/new-password-fields';
import { apiFetch } from '../../../lib/api-fetch';
import { verifyTotp } from './auth-api';
import { meQueryKey } from './me';

export const changePasswordSchema = confirmedPassword(
  z.object({
    currentPassword: z.string().check(z.minLength(1, 'Inserisci la password attuale')),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  }),
  'newPassword',
);

export type PasswordChange = z.output<typeof changePasswordSchema>;

/** Changes the password and signs out every other session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordChange) =>
      apiFetch('/api/auth/change-password', {
        method: 'POST',
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      }),
  });
}

/** What POST /api/auth/two-factor/enable answers: the app's URI and one-time backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<TwoFactorSetup>('/api/auth/two-factor/enable', {
        method: 'POST',
        body: { password },
      }),
  });
}

/** Two-factor sign-in is on only once a first code from the app is verified. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
