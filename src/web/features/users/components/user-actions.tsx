import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-fetch';
import { type ManagedUser, useUpdateUser } from '../api/users-api';
import { PasswordDialog } from './password-dialog';
import { RoleDialog } from './role-dialog';

interface UserActionsProps {
  user: ManagedUser;
  onDone: (message: string) => void;
}

type OpenDialog = 'role' | 'password' | 'status' | null;

/** Per-account actions; each button's name includes the e-mail for screen readers. */
export function UserActions({ user, onDone }: UserActionsProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const toggleStatus = useUpdateUser();
  const close = () => {
    setDialog(null);
    toggleStatus.reset();
  };
  const finish = (message: string) => {
    close();
    onDone(message);
  };
  const who = (prefix: string) => <span className="sr-only">{`${prefix} ${user.email}`}</span>;

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => setDialog('role')}>
        Cambia ruolo{who(' di')}
      </Button>
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => setDialog('password')}>
        Nuova password{who(' per')}
      </Button>
      <Button
        variant={user.disabled ? 'secondary' : 'danger'}
        className="px-3 py-1.5"
        onClick={() => setDialog('status')}
      >
        {user.disabled ? 'Riattiva' : 'Disattiva'}
        {who('')}
      </Button>

      {dialog === 'role' && <RoleDialog user={user} onClose={close} onDone={finish} />}
      {dialog === 'password' && <PasswordDialog user={user} onClose={close} onDone={finish} />}
      <ConfirmDialog
        open={dialog === 'status'}
        title={user.disabled ? 'Riattivare l’account?' : 'Disattivare l’account?'}
        message={
          user.disabled
            ? `${user.email} potrà di nuovo accedere a Sportello.`
            : `${user.email} non potrà più accedere a Sportello finché l’account non verrà riattivato.`
        }
        confirmLabel={user.disabled ? 'Riattiva' : 'Disattiva'}
        confirmVariant={user.disabled ? 'primary' : 'danger'}
        busy={toggleStatus.isPending}
        error={toggleStatus.isError ? errorMessage(toggleStatus.error) : null}
        onCancel={close}
        onConfirm={() =>
          toggleStatus.mutate(
            { id: user.id, changes: { disabled: !user.disabled } },
            {
              onSuccess: () =>
                finish(`Account ${user.email} ${user.disabled ? 'riattivato' : 'disattivato'}.`),
            },
          )
        }
      />
    </div>
  );
}
