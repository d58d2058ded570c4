import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';
import { usePagedQuery } from '../../../lib/use-paged-query';
import type { InvoiceDto, InvoiceListItemDto } from './invoice-types';

export const invoicesApi = resourceApi<InvoiceDto, InvoiceBody, InvoiceBody & { version: number }>(
  '/api/invoices',
);

/** What the draft editor sends: amounts as typed (Italian decimals), read by the shared schema. */
export interface InvoiceBody {
  customer_id: string;
  lines: InvoiceLineBody[];
}

export interface InvoiceLineBody {
  description: string;
  quantity: string;
  unit_price: string;
  prices_include_vat: boolean;
  vat_rate: string;
  natura: string | null;
  discount_percent: string;
}

export const INVOICE_FILTERS = stringFilterCodec(
  { q: '', year: '', month: '', status: '', kind: '' },
  { month: months(), status: ['bozza', 'emessa'], kind: ['TD01', 'TD04'] },
);
export type InvoiceFilters = ReturnType<typeof INVOICE_FILTERS.parse>;

function months(): string[] {
  return Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
}

export function useInvoiceList(filters: InvoiceFilters) {
  const params = INVOICE_FILTERS.serialize(filters);
  return usePagedQuery<InvoiceListItemDto>({
    queryKey: [...invoicesApi.key, 'list', params.toString()],
    path: invoicesApi.path,
    params,
  });
}

/** POST /api/invoices/:id/<action>; every invoice query reads again after it. */
function useInvoiceAction(action: 'issue' | 'credit-note') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<InvoiceDto>(`${invoicesApi.path}/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesApi.key }),
  });
}

export const useIssueInvoice = () => useInvoiceAction('issue');
export const useCreditNote = () => useInvoiceAction('credit-note');

/** The files the server names itself (Content-Disposition): links, not fetches. */
export const invoiceXmlHref = (id: string) => `${invoicesApi.path}/${id}/xml`;
export const monthExportHref = (month: string) =>
  `${invoicesApi.path}/export?${new URLSearchParams({ month })}`;
