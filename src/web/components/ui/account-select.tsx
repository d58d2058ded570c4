import { useAssignableUsers } from '../../lib/assignable-users';
import { SelectField } from './field';

/**
 * An admin's choice of one account ('' = everyone): whose day the till shows, whose work a
 * report counts. Fetches the accounts when shown, so a page renders it only for admins.
 */
export function AccountSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const users = useAssignableUsers().data ?? [];
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Tutti</option>
      {users.map((u) => (
        <option key={u.id} value={u.id}>
          {u.name}
        </option>
      ))}
    </SelectField>
  );
}
