import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoicingSettingsDto } from '../../../../shared/invoices/invoicing-settings';
import { apiFetch } from '../../../lib/api-fetch';

const PATH = '/api/settings/invoicing';
export const invoicingQueryKey = ['settings', 'invoicing'] as const;

/** The shop's fiscal identity and numbering (admins; Settings → Fatturazione). */
export function useInvoicingSettings() {
  return useQuery({
    queryKey: invoicingQueryKey,
    queryFn: ({ signal }) => apiFetch<InvoicingSettingsDto>(PATH, { signal }),
  });
}

/** Saves the whole section as typed (the server reads it); the answer replaces the cache. */
export function useSaveInvoicingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, string>) =>
      apiFetch<InvoicingSettingsDto>(PATH, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(invoicingQueryKey, saved),
  });
}
