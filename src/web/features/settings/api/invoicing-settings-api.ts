import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { InvoicingSettings } from '../components/invoicing-types';

const PATH = '/api/settings/invoicing';
export const invoicingQueryKey = ['settings', 'invoicing'] as const;

/** The shop's fiscal identity and numbering (admins; Settings → Fatturazione). */
export function useInvoicingSettings() {
  return useQuery({
    queryKey: invoicingQueryKey,
    queryFn: ({ signal }) => apiFetch<InvoicingSettings>(PATH, { signal }),
  });
}

/** Saves the whole section; the answer replaces the cached values. */
export function useSaveInvoicingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, string | number | null>) =>
      apiFetch<InvoicingSettings>(PATH, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(invoicingQueryKey, saved),
  });
}
