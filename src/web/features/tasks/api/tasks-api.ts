import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskCreateInput,
  type TaskDto,
  type TaskStatus,
  type TaskUpdateInput,
} from '../../../../shared/tasks/tasks';
import { assignableUsersOptions } from '../../../lib/assignable-users';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';
import { pagedQueryOptions, usePagedQuery } from '../../../lib/use-paged-query';

export const tasksApi = resourceApi<TaskDto, TaskCreateInput, TaskUpdateInput>('/api/tasks');

/** The board's filters in the URL; `assigned_to` is a user id or `me` ("i miei"). */
export const TASK_FILTERS = stringFilterCodec(
  { q: '', status: '', priority: '', assigned_to: '', due: '' },
  { status: TASK_STATUSES, priority: TASK_PRIORITIES, due: ['overdue', 'soon'] },
);
export type TaskFilters = ReturnType<typeof TASK_FILTERS.parse>;

/**
 * One column of the board: the tasks of a status under the filters, most urgent first. 10 a
 * page: a screen shows three or four cards per column (docs/decisions/016).
 */
function taskColumnOptions(status: TaskStatus, filters: TaskFilters) {
  const params = TASK_FILTERS.serialize({ ...filters, status });
  return pagedQueryOptions<TaskDto>({
    queryKey: [...tasksApi.key, 'list', params.toString()],
    path: tasksApi.path,
    params,
    pageSize: 10,
  });
}

export function useTaskColumn(status: TaskStatus, filters: TaskFilters) {
  return useInfiniteQuery(taskColumnOptions(status, filters));
}

/** Shells whose board was fetched ahead: once per sign-in (each has its own query client). */
const prefetched = new WeakSet<QueryClient>();

/**
 * The board's first columns under the filters of `search` (the URL's query; '' for none) and the
 * assignees of its filter, fetched into the cache ahead of a visit: by the dashboard when idle,
 * or beside the session check on a cold load of /tasks. Fresh entries (staleTime) are not asked
 * again.
 */
export async function prefetchTaskBoard(client: QueryClient, search: string): Promise<void> {
  if (prefetched.has(client)) return;
  prefetched.add(client);
  const filters = TASK_FILTERS.parse(new URLSearchParams(search));
  const statuses = filters.status ? [filters.status as TaskStatus] : TASK_STATUSES;
  await Promise.all([
    ...statuses.map((status) => client.prefetchInfiniteQuery(taskColumnOptions(status, filters))),
    client.prefetchQuery(assignableUsersOptions),
  ]);
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
