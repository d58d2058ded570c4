import { useQueryClient } from '@tanstack/react-query';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskCreateInput,
  type TaskDto,
  type TaskStatus,
  type TaskUpdateInput,
} from '../../../../shared/tasks/tasks';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';
import { usePagedQuery } from '../../../lib/use-paged-query';

export const tasksApi = resourceApi<TaskDto, TaskCreateInput, TaskUpdateInput>('/api/tasks');

/** The board's filters in the URL; `assigned_to` is a user id or `me` ("i miei"). */
export const TASK_FILTERS = stringFilterCodec(
  { q: '', status: '', priority: '', assigned_to: '', due: '' },
  { status: TASK_STATUSES, priority: TASK_PRIORITIES, due: ['overdue', 'soon'] },
);
export type TaskFilters = ReturnType<typeof TASK_FILTERS.parse>;

/**
 * One column of the board: the tasks of a status under the filters, most urgent first. 10 a
 * page: a screen shows three or four cards per column, and each card's inline controls (three
 * selects, a date field) are what the first render costs: four columns of 50 took seconds on the
 * bench's 4× slower CPU, of 20 about 1 s (docs/decisions/016).
 */
export function useTaskColumn(status: TaskStatus, filters: TaskFilters) {
  const params = TASK_FILTERS.serialize({ ...filters, status });
  return usePagedQuery<TaskDto>({
    queryKey: [...tasksApi.key, 'list', params.toString()],
    path: tasksApi.path,
    params,
    pageSize: 10,
  });
}

/** The tasks of one ticket (its page's "Task" section). */
export function useTicketTasks(ticketId: string) {
  const params = new URLSearchParams({ ticket_id: ticketId });
  return usePagedQuery<TaskDto>({
    queryKey: [...tasksApi.key, 'list', params.toString()],
    path: tasksApi.path,
    params,
  });
}

/** After a refused edit (a newer version exists), read the board again. */
export function useRefreshTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tasksApi.key });
}
