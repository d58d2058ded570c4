import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RequiredNote, TextField } from '../../../components/ui/field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import { createFirstAdmin, setupFormSchema } from '../api/setup-api';

interface SetupFormProps {
  token: string;
  onCreated: () => void;
}

export function SetupForm({ token, onCreated }: SetupFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createFirstAdmin(token, values);
      onCreated();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'email', 'password']));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <RequiredNote />
      <TextField
        label="Nome"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        label="Password"
        confirmLabel="Conferma password"
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.confirm?.message, ...register('confirm') }}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" busy={isSubmitting}>
        Crea amministratore
      </Button>
    </form>
  );
}
