import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { newPasswordSchema } from '../../../../shared/auth-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { type ManagedUser, useUpdateUser } from '../api/users-api';

const schema = z.object({ password: newPasswordSchema });

interface PasswordDialogProps {
  user: ManagedUser;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** An admin sets a new password for someone who lost theirs. */
export function PasswordDialog({ user, onClose, onDone }: PasswordDialogProps) {
  const update = useUpdateUser();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(({ password }) => {
    update.mutate(
      { id: user.id, changes: { password } },
      { onSuccess: () => onDone(`Nuova password impostata per ${user.email}.`) },
    );
  });

  return (
    <Dialog open title={`Nuova password per ${user.email}`} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Nuova password"
          type="password"
          autoComplete="new-password"
          hint="Almeno 10 caratteri."
          error={formState.errors.password?.message}
          {...register('password')}
        />
        {update.isError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Annulla
          </Button>
          <Button type="submit" busy={update.isPending}>
            Imposta password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
