import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

/** What every list endpoint answers (src/server/http/paging.ts `toPage`). */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

interface PagedQueryOptions {
  queryKey: QueryKey;
  /** The endpoint, e.g. '/api/tickets'. */
  path: string;
  /** Filters and sort as the endpoint reads them; limit and cursor are added here. */
  params?: URLSearchParams;
  pageSize?: number;
}

/**
 * A list endpoint one keyset page at a time, as options: what `usePagedQuery` reads, and what a
 * prefetch hands to `queryClient.prefetchInfiniteQuery` so it fills the very entry the list reads.
 */
export function pagedQueryOptions<T>({ queryKey, path, params, pageSize = 30 }: PagedQueryOptions) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(params);
      query.set('limit', String(pageSize));
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<Page<T>>(`${path}?${query}`, { signal });
    },
    getNextPageParam: (page: Page<T>) => page.next_cursor,
    // The rows on screen stay while a new filter loads, so a search never flashes an empty list.
    placeholderData: keepPreviousData,
  });
}

/** A list endpoint one keyset page at a time. */
export function usePagedQuery<T>(options: PagedQueryOptions) {
  return useInfiniteQuery(pagedQueryOptions<T>(options));
}
