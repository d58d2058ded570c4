import { apiFetch } from '../../../lib/api-fetch';

export type SignInOutcome = 'signed-in' | 'two-factor';

/** Email + password; the server may ask for the TOTP code as a second step. */
export async function signInWithEmail(email: string, password: string): Promise<SignInOutcome> {
  const result = await apiFetch<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: email.trim(), password },
  });
  return result?.twoFactorRedirect ? 'two-factor' : 'signed-in';
}

/** Completes a two-factor sign-in, or confirms a new enrolment, with a 6-digit code. */
export async function verifyTotp(code: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

/** Completes a two-factor sign-in with one of the backup codes shown at enrolment. */
export async function verifyBackupCode(code: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-backup-code', { method: 'POST', body: { code } });
}

export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}
