import { Plus } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { TASK_FILTERS, tasksApi } from '../../../features/tasks/api/tasks-api';
import { TaskBoard } from '../../../features/tasks/components/task-board';
import { TaskFilters } from '../../../features/tasks/components/task-filters';
import { TaskForm } from '../../../features/tasks/components/task-form';
import { useUrlFilters } from '../../../lib/use-url-filters';

/** /tasks: SPEC §2 "Task board". */
export function TasksPage() {
  const [filters, change] = useUrlFilters(TASK_FILTERS);
  return (
    <>
      <PageHeader
        title="Task"
        actions={
          <Link to="/tasks/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Nuovo task
          </Link>
        }
      />
      <TaskFilters filters={filters} onChange={change} />
      <TaskBoard filters={filters} />
    </>
  );
}

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
