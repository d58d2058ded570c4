import { useInfiniteQuery } from '@tanstack/react-query';
import type { PrefetchPage } from './page-warmup';
import { pagedQueryOptions } from './use-paged-query';
import type { FilterCodec } from './use-url-filters';

interface ListOptions<F> {
  /** The resource: its query key and its endpoint (lib/resource-api.ts). */
  api: { key: readonly unknown[]; path: string };
  /** The page that shows the list, e.g. '/quotes': only its cold load fetches the list ahead. */
  page: string;
  codec: FilterCodec<F>;
  /**
   * Filters sent even at their default value (the address leaves defaults out): a sort the
   * server's default order would not match.
   */
  alwaysSend?: readonly (keyof F & string)[];
}

/**
 * A resource's paged list under the filters of its page's address: the hook the list reads and
 * the page's `prefetchPage` (lib/page-warmup.tsx), built from one codec, so a cold load fills the
 * very entry the list then reads and the page renders once, with its rows (decision 031).
 */
export function filteredList<T, F extends Record<string, string>>({
  api,
  page,
  codec,
  alwaysSend = [],
}: ListOptions<F>) {
  const query = (filters: F) => {
    const shown = codec.serialize(filters);
    const params = new URLSearchParams(shown);
    for (const name of alwaysSend) params.set(name, filters[name] ?? '');
    return pagedQueryOptions<T>({
      queryKey: [...api.key, 'list', shown.toString()],
      path: api.path,
      params,
    });
  };
  const prefetch: PrefetchPage = async (client, { pathname, search }) => {
    if (pathname === page)
      await client.prefetchInfiniteQuery(query(codec.parse(new URLSearchParams(search))));
  };
  return {
    useList: (filters: F) => useInfiniteQuery(query(filters)),
    prefetch,
  };
}
