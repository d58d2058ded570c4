import { useQuery } from '@tanstack/react-query';
import type { LabelDto, LabelInput, LabelKind } from '../../../../shared/inventory/labels';
import { apiFetch } from '../../../lib/api-fetch';
import { resourceApi } from '../../../lib/resource-api';

export const labelsApi = {
  brands: resourceApi<LabelDto, LabelInput, LabelInput>('/api/brands'),
  categories: resourceApi<LabelDto, LabelInput, LabelInput>('/api/categories'),
};

/** Every brand or category, by name (a shop has tens: no paging). */
export function useLabels(kind: LabelKind) {
  const api = labelsApi[kind];
  return useQuery({
    queryKey: [...api.key, 'all'],
    queryFn: ({ signal }) => apiFetch<{ items: LabelDto[] }>(api.path, { signal }),
    select: (data) => data.items,
  });
}
