import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDocumentDto,
  CustomerDto,
  CustomerListItemDto,
} from '../../../../shared/customers/customer-dto';
import type { CustomerEventDto } from '../../../../shared/customers/customer-events';
import type {
  AnonymisePreviewDto,
  AnonymiseResultDto,
} from '../../../../shared/customers/customer-privacy';
import type {
  CustomerDocumentKind,
  CustomerSort,
} from '../../../../shared/customers/customer-schemas';
import type { ComboboxOption } from '../../../components/ui/search-combobox';
import { apiFetch } from '../../../lib/api-fetch';
import { filteredList } from '../../../lib/filtered-list';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';
import { type Page, usePagedQuery } from '../../../lib/use-paged-query';
import type { CustomerBody } from '../components/customer-form-values';

export const customersApi = resourceApi<
  CustomerDto,
  CustomerBody,
  CustomerBody & { version: number }
>('/api/customers');

export const CUSTOMER_SORT_LABELS = [
  ['name', 'Nome'],
  ['created_at', 'Data di inserimento'],
  ['last_activity', 'Ultima attività'],
] as const satisfies readonly (readonly [CustomerSort, string])[];

export const CUSTOMER_FILTERS = stringFilterCodec(
  { q: '', to_review: '', sort: 'name', order: 'asc' },
  {
    to_review: ['true'],
    sort: CUSTOMER_SORT_LABELS.map(([sort]) => sort),
    order: ['asc', 'desc'],
  },
);
export type CustomerFilters = ReturnType<typeof CUSTOMER_FILTERS.parse>;

// Sort and order always go: the server's default order is its own, the list shows ours.
const customerList = filteredList<CustomerListItemDto, CustomerFilters>({
  api: customersApi,
  page: '/customers',
  codec: CUSTOMER_FILTERS,
  alwaysSend: ['sort', 'order'],
});
export const useCustomerList = customerList.useList;
export const prefetchCustomerList = customerList.prefetch;

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

/** What to know before erasing: open tickets, free texts that still name the customer. */
export function useAnonymisePreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...customersApi.key, 'anonymise-preview', id],
    queryFn: ({ signal }) =>
      apiFetch<AnonymisePreviewDto>(
        `${customersApi.path}/${encodeURIComponent(id)}/anonymise-preview`,
        { signal },
      ),
    enabled,
  });
}

export function useAnonymiseCustomer() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<AnonymiseResultDto>(`${customersApi.path}/${encodeURIComponent(id)}/anonymise`, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

/** Other customers by name, phone, e-mail or codice fiscale, for a picker (the list's search). */
export async function searchCustomers(
  text: string,
  signal: AbortSignal,
): Promise<ComboboxOption[]> {
  const query = new URLSearchParams({ q: text, limit: '10' });
  const page = await apiFetch<Page<CustomerListItemDto>>(`${customersApi.path}?${query}`, {
    signal,
  });
  return page.items.map((customer) => ({
    value: customer.id,
    label: customer.display_name,
    detail: [customer.phone_display, customer.email, customer.tax_code ?? customer.vat_number]
      .filter(Boolean)
      .join(' · '),
  }));
}

/** Where the browser downloads the privacy export (a zip; the server records who asked). */
export const customerExportPath = (id: string) =>
  `${customersApi.path}/${encodeURIComponent(id)}/export`;
