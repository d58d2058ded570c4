import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LoadStockBody,
  SupplierInvoiceDto,
  SupplierInvoiceFileResult,
  SupplierInvoicePaymentBody,
  SupplierInvoiceSummaryDto,
} from '../../../../shared/inventory/supplier-invoices';
import { apiFetch } from '../../../lib/api-fetch';
import { filteredList } from '../../../lib/filtered-list';
import { PRODUCT_PICK_KEY } from '../../../lib/product-search';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';

export const supplierInvoicesApi = resourceApi<SupplierInvoiceDto, never>('/api/supplier-invoices');

/** `supplier_name` only labels the chosen supplier in the picker; the server reads the id. */
export const SUPPLIER_INVOICE_FILTERS = stringFilterCodec(
  { q: '', supplier_id: '', supplier_name: '', from: '', to: '', loaded: '', paid: '' },
  { loaded: ['yes', 'no'], paid: ['yes', 'no'] },
);
export type SupplierInvoiceFilters = ReturnType<typeof SUPPLIER_INVOICE_FILTERS.parse>;

const invoiceList = filteredList<SupplierInvoiceSummaryDto, SupplierInvoiceFilters>({
  api: supplierInvoicesApi,
  page: '/supplier-invoices',
  codec: SUPPLIER_INVOICE_FILTERS,
});
export const useSupplierInvoiceList = invoiceList.useList;
export const prefetchSupplierInvoiceList = invoiceList.prefetch;

/** Refreshes the invoices and every product picker (stock and cost change on loading). */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supplierInvoicesApi.key }),
      queryClient.invalidateQueries({ queryKey: PRODUCT_PICK_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/products'] }),
    ]);
}

/** Uploads the chosen files at once: the answer has each file's outcome (a zip, one per entry). */
export function useImportFiles() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file);
      const answer = await apiFetch<{ results: SupplierInvoiceFileResult[] }>(
        `${supplierInvoicesApi.path}/import`,
        { method: 'POST', body },
      );
      return answer.results;
    },
    onSuccess: refresh,
  });
}

export function useLoadStock(id: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: LoadStockBody) =>
      apiFetch<SupplierInvoiceDto>(`${supplierInvoicesApi.path}/${id}/load-stock`, {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

/** Segna pagata / non pagata: the invoice as saved comes back. */
export function useSetPaid(id: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: SupplierInvoicePaymentBody) =>
      apiFetch<SupplierInvoiceDto>(`${supplierInvoicesApi.path}/${id}/payment`, {
        method: 'PUT',
        body,
      }),
    onSuccess: refresh,
  });
}
