import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { romeToday } from '../../../../shared/format';
import type {
  WorkLogCreateInput,
  WorkLogDto,
  WorkLogsPageDto,
} from '../../../../shared/work/work-logs';
import type { WorkTypeDto, WorkTypeInput } from '../../../../shared/work/work-types';
import { apiFetch } from '../../../lib/api-fetch';
import { assignableUsersOptions } from '../../../lib/assignable-users';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { resourceApi } from '../../../lib/resource-api';
import { pagedQueryOptions } from '../../../lib/use-paged-query';
import type { FilterCodec } from '../../../lib/use-url-filters';

/** What the forms send: their values as the shared schemas parse them. */
export const workTypesApi = resourceApi<WorkTypeDto, WorkTypeInput>('/api/work-types');
export const workLogsApi = resourceApi<WorkLogDto, WorkLogCreateInput, { notes: string | null }>(
  '/api/work-logs',
);

const workTypesQuery = queryOptions({
  queryKey: [...workTypesApi.key, 'list'],
  queryFn: ({ signal }) => apiFetch<{ items: WorkTypeDto[] }>(workTypesApi.path, { signal }),
});

export function useWorkTypes() {
  return useQuery(workTypesQuery);
}

/** The page's state in the URL: tab, day or month view, the day shown, the employee (admins). */
export interface WorkFilters {
  tab: 'daily' | 'types';
  view: 'day' | 'month';
  /** The day shown (`YYYY-MM-DD`); the month view shows its month. */
  date: string;
  user_id: string;
}

export const WORK_FILTERS: FilterCodec<WorkFilters> = {
  parse(params) {
    const date = params.get('date') ?? '';
    return {
      tab: params.get('tab') === 'types' ? 'types' : 'daily',
      view: params.get('view') === 'month' ? 'month' : 'day',
      date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : romeToday(),
      user_id: params.get('user_id') ?? '',
    };
  },
  serialize(filters) {
    const params = new URLSearchParams();
    if (filters.tab === 'types') params.set('tab', 'types');
    if (filters.view === 'month') params.set('view', 'month');
    if (filters.date !== romeToday()) params.set('date', filters.date);
    if (filters.user_id) params.set('user_id', filters.user_id);
    return params;
  },
};

/** The API's period: `date=` for a day, `month=` for its month. */
export function periodParams(filters: WorkFilters): URLSearchParams {
  const params = new URLSearchParams(
    filters.view === 'month' ? { month: filters.date.slice(0, 7) } : { date: filters.date },
  );
  if (filters.user_id) params.set('user_id', filters.user_id);
  return params;
}

/** The entries of the period, a page at a time; totals and chart data come with every page. */
function workLogsQuery(filters: WorkFilters) {
  const params = periodParams(filters);
  return pagedQueryOptions<WorkLogDto>({
    queryKey: [...workLogsApi.key, 'list', params.toString()],
    path: workLogsApi.path,
    params,
    pageSize: 100,
  });
}

export function useWorkLogs(filters: WorkFilters) {
  return useInfiniteQuery(workLogsQuery(filters));
}

/**
 * /work-management fetched ahead of its first render: the period's entries under the address's
 * filters, the work types the form offers and the accounts the admin's filter lists.
 */
export const prefetchWorkPage: PrefetchPage = async (client, { search }) => {
  await Promise.all([
    client.prefetchInfiniteQuery(workLogsQuery(WORK_FILTERS.parse(new URLSearchParams(search)))),
    client.prefetchQuery(workTypesQuery),
    client.prefetchQuery(assignableUsersOptions),
  ]);
};

/** The sums of the first page (the same on every page). */
export type WorkSums = Omit<WorkLogsPageDto, 'items' | 'next_cursor'>;
