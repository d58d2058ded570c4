import * as z from 'zod/mini';
import { emailSchema, newPasswordSchema } from '../../../../shared/auth-rules';
import { userNameSchema } from '../../../../shared/users';
import { confirmedPassword } from '../../../components/ui/new-password-fields';
import { apiFetch } from '../../../lib/api-fetch';

export interface SetupStatus {
  needed: boolean;
}

export function fetchSetupStatus(): Promise<SetupStatus> {
  return apiFetch<SetupStatus>('/api/setup');
}

export const setupFormSchema = confirmedPassword(
  z.object({
    name: userNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirm: z.string(),
  }),
  'password',
);

export type SetupFormValues = z.output<typeof setupFormSchema>;

/** Creates the first admin with the token printed on the server console. */
export async function createFirstAdmin(token: string, values: SetupFormValues): Promise<void> {
  const { name, email, password } = values;
  await apiFetch('/api/setup', { method: 'POST', body: { token, name, email, password } });
}
