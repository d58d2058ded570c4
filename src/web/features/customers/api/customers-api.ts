import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDocumentDto,
  CustomerDto,
  CustomerListItemDto,
} from '../../../../shared/customers/customer-dto';
import type { CustomerInput, CustomerPatch } from '../../../../shared/customers/customer-schemas';
import { apiFetch } from '../../../lib/api-fetch';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';
import { usePagedQuery } from '../../../lib/use-paged-query';

export const customersApi = resourceApi<CustomerDto, CustomerInput, CustomerPatch>(
  '/api/customers',
);

export const CUSTOMER_SORTS = [
  ['name', 'Nome'],
  ['created_at', 'Data di inserimento'],
  ['last_activity', 'Ultima attività'],
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number][0];

export const CUSTOMER_FILTERS = stringFilterCodec(
  { q: '', sort: 'name', order: 'asc' },
  { sort: CUSTOMER_SORTS.map(([sort]) => sort), order: ['asc', 'desc'] },
);
export type CustomerFilters = ReturnType<typeof CUSTOMER_FILTERS.parse>;

export function useCustomerList(filters: CustomerFilters) {
  const params = CUSTOMER_FILTERS.serialize(filters);
  return usePagedQuery<CustomerListItemDto>({
    queryKey: [...customersApi.key, 'list', params.toString()],
    path: customersApi.path,
    // Sort and order always go: the server's default order is its own, the list shows ours.
    params: new URLSearchParams({
      ...Object.fromEntries(params),
      sort: filters.sort,
      order: filters.order,
    }),
  });
}

/** The kinds of documents a customer page lists in its tabs (GET …/documents?kind=). */
export type CustomerDocumentKind = 'tickets' | 'quotes' | 'pc_builds' | 'invoices' | 'payments';

/** One tab's documents, newest first, a keyset page at a time. */
export function useCustomerDocuments(customerId: string, kind: CustomerDocumentKind) {
  return usePagedQuery<CustomerDocumentDto>({
    queryKey: [...customersApi.key, 'documents', customerId, kind],
    path: `${customersApi.path}/${encodeURIComponent(customerId)}/documents`,
    params: new URLSearchParams({ kind }),
    pageSize: 20,
  });
}

/** What happened to the record (merges, exports, anonymisation), newest first. */
export function useCustomerEvents(customerId: string) {
  return usePagedQuery<CustomerEventDto>({
    queryKey: [...customersApi.key, 'events', customerId],
    path: `${customersApi.path}/${encodeURIComponent(customerId)}/events`,
    pageSize: 20,
  });
}

export interface CustomerEventDto {
  id: string;
  kind: string;
  user_name: string | null;
  details: Record<string, unknown> | null;
  created_at: string;
}

/** Every query of the register: a merge or anonymisation changes lists, pages and counts. */
function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customersApi.key });
}

/** POST /api/customers/:id/merge: `fromId`'s documents move to `keepId`, `fromId` is deleted. */
export function useMergeCustomers() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: ({ keepId, fromId }: { keepId: string; fromId: string }) =>
      apiFetch<CustomerDto>(`${customersApi.path}/${encodeURIComponent(keepId)}/merge`, {
        method: 'POST',
        body: { from_id: fromId },
      }),
    onSuccess: refresh,
  });
}

export function useAnonymiseCustomer() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<unknown>(`${customersApi.path}/${encodeURIComponent(id)}/anonymise`, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

/** Where the browser downloads the privacy export (a zip; the server records who asked). */
export const customerExportPath = (id: string) =>
  `${customersApi.path}/${encodeURIComponent(id)}/export`;
