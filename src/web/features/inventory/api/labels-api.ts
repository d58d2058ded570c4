import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabelDto, LabelInput, LabelKind } from '../../../../shared/inventory/labels';
import { apiFetch } from '../../../lib/api-fetch';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { resourceApi } from '../../../lib/resource-api';

export const labelsApi = {
  brands: resourceApi<LabelDto, LabelInput, LabelInput>('/api/brands'),
  categories: resourceApi<LabelDto, LabelInput, LabelInput>('/api/categories'),
};

/** Every brand or category: what useLabels reads and a page fetches ahead. */
export const labelsQuery = (kind: LabelKind) =>
  queryOptions({
    queryKey: [...labelsApi[kind].key, 'all'],
    queryFn: ({ signal }) => apiFetch<{ items: LabelDto[] }>(labelsApi[kind].path, { signal }),
  });

/** Every brand or category, by name (a shop has tens: no paging). */
export function useLabels(kind: LabelKind) {
  return useQuery({ ...labelsQuery(kind), select: (data) => data.items });
}

/** Brands and categories, fetched ahead of a page that lists or offers them (their lists, the product form). */
export const prefetchLabels: PrefetchPage = (client) =>
  Promise.all([
    client.prefetchQuery(labelsQuery('brands')),
    client.prefetchQuery(labelsQuery('categories')),
  ]);
