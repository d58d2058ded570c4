import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { TASK_DUE_BADGES, TASK_DUE_LABELS } from '../../../../shared/tasks/task-due';
import { TASK_MESSAGES } from '../../../../shared/tasks/tasks';
import { Section } from '../../../components/layout/section';
import { StatusBadge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { PagedList } from '../../../components/ui/paged-list';
import { useTicketTasks } from '../api/tasks-api';

/**
 * A ticket's tasks and "Crea task" (the form opens linked to it). Self-contained: it needs only
 * the ticket's id, so any staff ticket page can mount it.
 */
export function TicketTasks({ ticketId }: { ticketId: string }) {
  const list = useTicketTasks(ticketId);
  return (
    <Section title="Task del ticket">
      <div className="flex flex-col gap-3">
        <Link
          to={`/tasks/new?ticket_id=${ticketId}`}
          className={`${buttonClass('secondary')} self-start`}
        >
          <Plus className="size-4" aria-hidden="true" />
          Crea task
        </Link>
        <PagedList
          query={list}
          loading={{ label: 'Caricamento dei task...', rows: 2 }}
          empty={TASK_MESSAGES.empty}
          loadError={() => 'Errore nel caricamento dei task'}
          refreshError="Errore nel caricamento dei task"
          loadMore="Carica altri task"
        >
          {(tasks) => (
            <ul className="flex flex-col gap-2">
              {tasks.map((task) => (
                <li key={task.id} className="flex flex-wrap items-center gap-2">
                  <Link className="font-medium underline" to={`/tasks/${task.id}/edit`}>
                    {task.title}
                  </Link>
                  <span className="text-sm">{task.status}</span>
                  <StatusBadge
                    value={task.due}
                    colours={TASK_DUE_BADGES}
                    label={TASK_DUE_LABELS[task.due]}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </Section>
  );
}
