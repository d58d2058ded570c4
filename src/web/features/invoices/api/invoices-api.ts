import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type PaymentMethodCode,
} from '../../../../shared/invoices/invoice-codes';
import type { InvoiceDto, InvoiceListItemDto } from '../../../../shared/invoices/invoice-dto';
import { TRANSMISSION_STATUSES } from '../../../../shared/sdi/sdi-transmission';
import { apiFetch } from '../../../lib/api-fetch';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';
import { usePagedQuery } from '../../../lib/use-paged-query';

/** What the draft editor sends: amounts as typed (Italian decimals), read by the shared schema. */
export interface InvoiceBody {
  customer_id: string | null;
  lines: InvoiceLineBody[];
  payment_method: PaymentMethodCode;
  payment_due_date: string;
  notes: string;
}

export interface InvoiceLineBody {
  description: string;
  quantity: string;
  unit_price: string;
  price_includes_vat: boolean;
  vat_rate: string;
  natura: string | null;
  discount_percent: string;
}

export const invoicesApi = resourceApi<InvoiceDto, InvoiceBody, InvoiceBody & { version: number }>(
  '/api/invoices',
);

export const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export const INVOICE_FILTERS = stringFilterCodec(
  { q: '', year: '', month: '', status: '', kind: '', sdi: '' },
  { month: MONTHS, status: INVOICE_STATUSES, kind: INVOICE_KINDS, sdi: TRANSMISSION_STATUSES },
);
export type InvoiceFilters = ReturnType<typeof INVOICE_FILTERS.parse>;

/** The list's query: a month means nothing without its year, so it is left out until one is set. */
export function invoiceListParams(filters: InvoiceFilters): URLSearchParams {
  const params = INVOICE_FILTERS.serialize(filters);
  if (!filters.year) params.delete('month');
  return params;
}

export function useInvoiceList(filters: InvoiceFilters) {
  const params = invoiceListParams(filters);
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
