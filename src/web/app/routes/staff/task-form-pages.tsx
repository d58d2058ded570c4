import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { tasksApi } from '../../../features/tasks/api/tasks-api';
import { TaskForm } from '../../../features/tasks/components/task-form';
import { assignableUsersOptions } from '../../../lib/assignable-users';
import { prefetchAll } from '../../../lib/page-warmup';

/** The form's assignees and, to edit a task, the task. */
export const prefetchPage = prefetchAll(
  (client) => client.prefetchQuery(assignableUsersOptions),
  tasksApi.prefetchOne,
);

// The form pages are a chunk of their own: the board (tasks.tsx) does not parse the form, its
// schemas and react-hook-form before showing its cards (docs/decisions/016).

/** /tasks/new, or /tasks/new?ticket_id= from a ticket's "Crea task". */
export function NewTaskPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title="Nuovo task" />
      <TaskForm ticketId={params.get('ticket_id') ?? undefined} />
    </>
  );
}

export function EditTaskPage() {
  const { id = '' } = useParams();
  const task = tasksApi.useOne(id);
  return (
    <>
      <PageHeader title="Modifica task" />
      <QueryState query={task} loading="Caricamento del task...">
        {(data) => <TaskForm task={data} />}
      </QueryState>
    </>
  );
}
