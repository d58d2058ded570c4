import { SelectField } from '../../../components/ui/field';
import { useAssignableUsers } from '../../../lib/assignable-users';

/** Admins' choice of whose day the cash count shows ('' = everyone). */
export function PersonSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const users = useAssignableUsers().data ?? [];
  return (
    <SelectField label="Persona" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Tutti</option>
      {users.map((u) => (
        <option key={u.id} value={u.id}>
          {u.name}
        </option>
      ))}
    </SelectField>
  );
}
