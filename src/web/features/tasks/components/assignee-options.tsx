import type { TaskDto } from '../../../../shared/tasks/tasks';
import { useAssignableUsers } from '../../../lib/assignable-users';

/**
 * A card's assignee choices, built only once the person opens the field (CardField): every
 * enabled account, from the cache the board's filter (or the dashboard's prefetch) filled, and
 * the current assignee when no longer among them (an account disabled since).
 */
export function AssigneeOptions({ task }: { task: TaskDto }) {
  const users = useAssignableUsers().data ?? [];
  return (
    <>
      <option value="">Nessuno</option>
      {task.assigned_to && !users.some((u) => u.id === task.assigned_to) && (
        <option value={task.assigned_to}>{task.assigned_to_name}</option>
      )}
      {users.map((u) => (
        <option key={u.id} value={u.id}>
          {u.name}
        </option>
      ))}
    </>
  );
}
