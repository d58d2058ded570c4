import { PC_BUILD_STATUSES, type PcBuildListItemDto } from '../../../../shared/pc-builds/pc-builds';
import { stringFilterCodec } from '../../../lib/string-filters';
import { usePagedQuery } from '../../../lib/use-paged-query';
import { pcBuildsApi } from './pc-builds-api';

// The list's filters and pages, apart from the resource: the form's page does not load them.
export const PC_BUILD_SORTS = [
  ['created_at', 'Data'],
  ['total_amount', 'Totale'],
] as const;

export const PC_BUILD_FILTERS = stringFilterCodec(
  { q: '', status: '', sort: 'created_at', order: 'desc' },
  {
    status: PC_BUILD_STATUSES,
    sort: PC_BUILD_SORTS.map(([sort]) => sort),
    order: ['asc', 'desc'],
  },
);
export type PcBuildFilters = ReturnType<typeof PC_BUILD_FILTERS.parse>;

export function usePcBuildList(filters: PcBuildFilters) {
  const params = PC_BUILD_FILTERS.serialize(filters);
  return usePagedQuery<PcBuildListItemDto>({
    queryKey: [...pcBuildsApi.key, 'list', params.toString()],
    path: pcBuildsApi.path,
    params,
  });
}
