import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ROLE_LABELS, ROLES } from '../../../../shared/roles';
import { createUserSchema } from '../../../../shared/users';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RequiredNote, SelectField, TextField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { type CreateUserValues, useCreateUser } from '../api/users-api';

const EMPTY: CreateUserValues = { email: '', name: '', role: 'employee', password: '' };

/** An admin creates a staff account with an initial password to hand over. */
export function CreateUserForm() {
  const createUser = useCreateUser();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(createUserSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const user = await createUser.mutateAsync(values);
      reset(EMPTY);
      setResult({ ok: true, message: `Account creato per ${user.email}.` });
    } catch (error) {
      const fields = ['email', 'name', 'role', 'password'] as const;
      setResult({ ok: false, message: applyServerErrors(error, setError, fields) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Nome"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField label="Ruolo" error={errors.role?.message} {...register('role')}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Password iniziale"
        required
        type="password"
        autoComplete="new-password"
        hint="Almeno 10 caratteri. Comunicala alla persona, che potrà cambiarla dal profilo."
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        {result && !result.ok && <Alert tone="error">{result.message}</Alert>}
        <StatusRegion>{result?.ok && <Alert tone="success">{result.message}</Alert>}</StatusRegion>
        <div>
          <Button type="submit" busy={createUser.isPending}>
            Crea account
          </Button>
        </div>
      </div>
    </form>
  );
}
