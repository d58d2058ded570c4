import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../../../../shared/auth-rules';
import { apiFetch } from '../../../lib/api-fetch';
import { PASSWORDS_DIFFER } from '../../../lib/form-errors';

export interface SetupStatus {
  needed: boolean;
}

export function fetchSetupStatus(): Promise<SetupStatus> {
  return apiFetch<SetupStatus>('/api/setup');
}

export const setupFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Il nome è obbligatorio'),
    email: emailSchema,
    password: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    message: PASSWORDS_DIFFER,
    path: ['confirm'],
  });

export type SetupFormValues = z.output<typeof setupFormSchema>;

/** Creates the first admin with the token printed on the server console. */
export async function createFirstAdmin(token: string, values: SetupFormValues): Promise<void> {
  const { name, email, password } = values;
  await apiFetch('/api/setup', { method: 'POST', body: { token, name, email, password } });
}
