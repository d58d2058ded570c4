import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { prefetchTaskBoard, TASK_FILTERS } from '../../../features/tasks/api/tasks-api';
import { TaskBoard } from '../../../features/tasks/components/task-board';
import { TaskFilters } from '../../../features/tasks/components/task-filters';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { useUrlFilters } from '../../../lib/use-url-filters';

// The board's chunk brings its prefetch: whoever preloads the page fills its cache too.
export const prefetchPage: PrefetchPage = (client, { search }) => prefetchTaskBoard(client, search);

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
