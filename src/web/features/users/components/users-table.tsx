import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/format';
import { ROLE_LABELS } from '../../../../shared/roles';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { BADGE_TONES, Badge } from '../../../components/ui/badge';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { type ManagedUser, useUsers } from '../api/users-api';
import { UserActions } from './user-actions';

const HEADINGS = [
  'Email',
  'Nome',
  'Ruolo',
  'Verifica in due passaggi',
  'Ultimo accesso',
  'Stato',
  'Azioni',
];

function OnOffBadge({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return (
    <Badge colors={on ? BADGE_TONES.positive : BADGE_TONES.neutral}>{on ? onText : offText}</Badge>
  );
}

function UserRow({
  user,
  isSelf,
  onDone,
}: {
  user: ManagedUser;
  isSelf: boolean;
  onDone: (m: string) => void;
}) {
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
        {user.email}
        {isSelf && <span className="font-normal text-slate-700 dark:text-slate-300"> (tu)</span>}
      </th>
      <td className={TABLE_CELL}>{user.name}</td>
      <td className={TABLE_CELL}>{ROLE_LABELS[user.role]}</td>
      <td className={TABLE_CELL}>
        <OnOffBadge on={user.two_factor_enabled} onText="Attiva" offText="Non attiva" />
      </td>
      <td className={TABLE_CELL}>
        {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Mai'}
      </td>
      <td className={TABLE_CELL}>
        <OnOffBadge on={!user.disabled} onText="Attivo" offText="Disattivato" />
      </td>
      <td className={TABLE_CELL}>
        {isSelf ? (
          <Link
            to="/profile"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-sky-300"
          >
            Gestisci dal profilo
          </Link>
        ) : (
          <UserActions user={user} onDone={onDone} />
        )}
      </td>
    </tr>
  );
}

/** The staff accounts, with per-row actions; your own account is managed from the profile. */
export function UsersTable({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const [done, setDone] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-3">
      <StatusRegion>{done && <Alert tone="success">{done}</Alert>}</StatusRegion>
      <PagedList
        query={users}
        loading={{ label: 'Caricamento degli account...' }}
        empty="Nessun account."
        loadError={errorMessage}
        refreshError="Errore durante l'aggiornamento degli account"
        loadMore="Carica altri account"
      >
        {(items) => (
          <DataTable caption="Account del personale" headings={HEADINGS}>
            {items.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUserId}
                onDone={setDone}
              />
            ))}
          </DataTable>
        )}
      </PagedList>
    </div>
  );
}
