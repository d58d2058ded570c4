import type {
  SupplierDto,
  SupplierInput,
  SupplierPatch,
} from '../../../../shared/inventory/suppliers';
import { filteredList } from '../../../lib/filtered-list';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';

export const suppliersApi = resourceApi<SupplierDto, SupplierInput, SupplierPatch>(
  '/api/suppliers',
);

export const SUPPLIER_FILTERS = stringFilterCodec(
  { q: '', sort: 'name', order: 'asc' },
  { sort: ['name', 'created_at'], order: ['asc', 'desc'] },
);
export type SupplierFilters = ReturnType<typeof SUPPLIER_FILTERS.parse>;

const supplierList = filteredList<SupplierDto, SupplierFilters>({
  api: suppliersApi,
  page: '/suppliers',
  codec: SUPPLIER_FILTERS,
  alwaysSend: ['sort', 'order'],
});
export const useSupplierList = supplierList.useList;
export const prefetchSupplierList = supplierList.prefetch;
