import { useState } from 'react';
import type { TaskDto, TaskUpdateInput } from '../../../../shared/tasks/tasks';
import { useAssignableUsers } from '../../../lib/assignable-users';

interface AssigneeSelectProps {
  task: TaskDto;
  className: string;
  onEdit: (task: TaskDto, patch: Omit<TaskUpdateInput, 'version'>) => void;
}

/**
 * A card's assignee. A closed select only shows its value, so until it is engaged (focus, a
 * pointer or a key on it) it holds just 'Nessuno' and the current assignee, and reads no query: a
 * board of 80 cards would otherwise lay out 80 × every account's option and keep 80 observers of
 * the accounts, most of its first render on a slow phone (docs/decisions/016). Pointer and focus
 * events come before the list opens, and React renders the options within them from the cache
 * the board's filters filled, so the list a person opens is complete.
 */
export function AssigneeSelect({ task, className, onEdit }: AssigneeSelectProps) {
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  return (
    <select
      aria-label={`Assegnatario di ${task.title}`}
      className={className}
      value={task.assigned_to ?? ''}
      onFocus={engage}
      onPointerDown={engage}
      onKeyDown={engage}
      onChange={(e) => onEdit(task, { assigned_to: e.target.value || null })}
    >
      <option value="">Nessuno</option>
      {engaged ? (
        <AccountOptions task={task} />
      ) : (
        task.assigned_to && <option value={task.assigned_to}>{task.assigned_to_email}</option>
      )}
    </select>
  );
}

function AccountOptions({ task }: { task: TaskDto }) {
  const users = useAssignableUsers().data ?? [];
  return (
    <>
      {task.assigned_to && !users.some((u) => u.id === task.assigned_to) && (
        <option value={task.assigned_to}>{task.assigned_to_email}</option>
      )}
      {users.map((u) => (
        <option key={u.id} value={u.id}>
          {u.email}
        </option>
      ))}
    </>
  );
}
