import { PC_BUILD_STATUSES, type PcBuildListItemDto } from '../../../../shared/pc-builds/pc-builds';
import { filteredList } from '../../../lib/filtered-list';
import { stringFilterCodec } from '../../../lib/string-filters';
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

const pcBuildList = filteredList<PcBuildListItemDto, PcBuildFilters>({
  api: pcBuildsApi,
  page: '/pc-builds',
  codec: PC_BUILD_FILTERS,
});
export const usePcBuildList = pcBuildList.useList;
export const prefetchPcBuildList = pcBuildList.prefetch;
