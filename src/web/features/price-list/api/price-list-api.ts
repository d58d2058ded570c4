import type { PriceListEntryDto, PriceListInput } from '../../../../shared/price-list/price-list';
import { resourceApi } from '../../../lib/resource-api';
import { usePagedQuery } from '../../../lib/use-paged-query';

export const priceListApi = resourceApi<PriceListEntryDto, PriceListInput, PriceListInput>(
  '/api/price-list',
);

/** The list as the search box asks for it, a page of 50 at a time. */
export function usePriceList(q: string) {
  return usePagedQuery<PriceListEntryDto>({
    queryKey: [...priceListApi.key, 'list', q],
    path: priceListApi.path,
    params: new URLSearchParams(q ? { q } : {}),
  });
}
