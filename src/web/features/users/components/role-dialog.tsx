import { type FormEvent, useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../../shared/roles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { type ManagedUser, useUpdateUser } from '../api/users-api';

interface RoleDialogProps {
  user: ManagedUser;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Rendered only while open, so it starts from the account's current role. */
export function RoleDialog({ user, onClose, onDone }: RoleDialogProps) {
  const update = useUpdateUser();
  const [role, setRole] = useState<Role>(user.role);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { id: user.id, changes: { role } },
      { onSuccess: () => onDone(`Ruolo di ${user.email} aggiornato: ${ROLE_LABELS[role]}.`) },
    );
  }

  return (
    <Dialog open title={`Cambia ruolo di ${user.email}`} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <SelectField
          label="Ruolo"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {update.isError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Annulla
          </Button>
          <Button type="submit" busy={update.isPending}>
            Salva ruolo
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
