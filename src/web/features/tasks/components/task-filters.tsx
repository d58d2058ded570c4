import { TASK_PRIORITIES, TASK_STATUSES } from '../../../../shared/tasks/tasks';
import { SelectField } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/list-controls';
import { useAssignableUsers } from '../../../lib/assignable-users';
import type { TaskFilters as Filters } from '../api/tasks-api';

interface TaskFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>, options?: { typing?: boolean }) => void;
}

/** Status, priority, assignee ("I miei" included), due window and text; kept in the URL. */
export function TaskFilters({ filters, onChange }: TaskFiltersProps) {
  const users = useAssignableUsers();
  const select = (key: keyof Filters) => ({
    value: filters[key],
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <SearchBox
        value={filters.q}
        placeholder="Titolo o descrizione…"
        onCommit={(q) => onChange({ q }, { typing: true })}
      />
      <SelectField label="Stato" {...select('status')}>
        <option value="">Tutti gli stati</option>
        {TASK_STATUSES.map((status) => (
          <option key={status}>{status}</option>
        ))}
      </SelectField>
      <SelectField label="Priorità" {...select('priority')}>
        <option value="">Tutte le priorità</option>
        {TASK_PRIORITIES.map((priority) => (
          <option key={priority}>{priority}</option>
        ))}
      </SelectField>
      <SelectField label="Assegnatario" {...select('assigned_to')}>
        <option value="">Tutti</option>
        <option value="me">I miei</option>
        {(users.data ?? []).map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Scadenza" {...select('due')}>
        <option value="">Tutti</option>
        <option value="overdue">Scaduti</option>
        <option value="soon">In scadenza</option>
      </SelectField>
    </div>
  );
}
