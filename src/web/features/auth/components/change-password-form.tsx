import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RequiredNote, TextField } from '../../../components/ui/field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { errorMessage } from '../../../lib/api-fetch';
import { changePasswordSchema, useChangePassword } from '../api/account-api';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    change.mutate(values, { onSuccess: () => reset(EMPTY) });
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <RequiredNote />
      <TextField
        label="Password attuale"
        required
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        password={{ error: errors.newPassword?.message, ...register('newPassword') }}
        confirm={{ error: errors.confirm?.message, ...register('confirm') }}
      />
      {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
      <StatusRegion>
        {change.isSuccess && (
          <Alert tone="success">Password aggiornata. Le altre sessioni sono state chiuse.</Alert>
        )}
      </StatusRegion>
      <div>
        <Button type="submit" busy={change.isPending}>
          Cambia password
        </Button>
      </div>
    </form>
  );
}
