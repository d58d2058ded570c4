import { useInfiniteQuery } from '@tanstack/react-query';
import type { PriceListEntryDto, PriceListInput } from '../../../../shared/price-list/price-list';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { resourceApi } from '../../../lib/resource-api';
import { pagedQueryOptions } from '../../../lib/use-paged-query';

export const priceListApi = resourceApi<PriceListEntryDto, PriceListInput, PriceListInput>(
  '/api/price-list',
);

const priceListQuery = (q: string) =>
  pagedQueryOptions<PriceListEntryDto>({
    queryKey: [...priceListApi.key, 'list', q],
    path: priceListApi.path,
    params: new URLSearchParams(q ? { q } : {}),
  });

/** The list as the search box asks for it, a page at a time. */
export function usePriceList(q: string) {
  return useInfiniteQuery(priceListQuery(q));
}

/** /price-list opens with its search empty: the whole list's first page, ahead of its render. */
export const prefetchPriceList: PrefetchPage = async (client, { pathname }) => {
  if (pathname === '/price-list') await client.prefetchInfiniteQuery(priceListQuery(''));
};
