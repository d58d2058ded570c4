import type {
  SupplierDto,
  SupplierInput,
  SupplierPatch,
} from '../../../../shared/inventory/suppliers';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';
import { usePagedQuery } from '../../../lib/use-paged-query';

export const suppliersApi = resourceApi<SupplierDto, SupplierInput, SupplierPatch>(
  '/api/suppliers',
);

export const SUPPLIER_FILTERS = stringFilterCodec(
  { q: '', sort: 'name', order: 'asc' },
  { sort: ['name', 'created_at'], order: ['asc', 'desc'] },
);
export type SupplierFilters = ReturnType<typeof SUPPLIER_FILTERS.parse>;

export function useSupplierList(filters: SupplierFilters) {
  const params = SUPPLIER_FILTERS.serialize(filters);
  return usePagedQuery<SupplierDto>({
    queryKey: [...suppliersApi.key, 'list', params.toString()],
    path: suppliersApi.path,
    params: new URLSearchParams({
      ...Object.fromEntries(params),
      sort: filters.sort,
      order: filters.order,
    }),
  });
}
