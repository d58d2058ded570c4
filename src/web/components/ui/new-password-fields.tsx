import type { ComponentProps } from 'react';
import * as z from 'zod/mini';
import { NEW_PASSWORD_MIN } from '../../../shared/auth-rules';
import { PASSWORDS_DIFFER } from '../../lib/form-errors';
import { TextField } from './field';

type Registered = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

interface NewPasswordFieldsProps {
  /** `register('…')` of the new password and of its confirmation, with their errors. */
  password: Registered;
  confirm: Registered;
  label?: string;
  confirmLabel?: string;
}

/**
 * A new password typed twice, with the policy as a hint: the change-password, first-run and
 * reset forms all ask the same way (pair it with `confirmedPassword` in the form's schema).
 */
export function NewPasswordFields({
  password,
  confirm,
  label = 'Nuova password',
  confirmLabel = 'Conferma nuova password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`Almeno ${NEW_PASSWORD_MIN} caratteri; evita password comuni.`}
        required
        {...password}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        {...confirm}
      />
    </>
  );
}

/** The schema rule that goes with the fields: `confirm` must equal the password field. */
export function confirmedPassword<S extends z.ZodMiniObject<{ confirm: z.ZodMiniString }>>(
  schema: S,
  passwordField: keyof z.output<S> & string,
) {
  return schema.check(
    z.refine((values) => (values as Record<string, unknown>)[passwordField] === values.confirm, {
      message: PASSWORDS_DIFFER,
      path: ['confirm'],
    }),
  );
}
