import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefusedFilesDto } from '../../../../shared/sdi/sdi-received';
import type { TransmissionDto } from '../../../../shared/sdi/sdi-transmission';
import { apiFetch } from '../../../lib/api-fetch';

const key = (invoiceId: string) => ['invoices', invoiceId, 'transmission'] as const;

/** While a send is on its way the answer comes by itself: the panel asks again (nextLookMs). */
export function useTransmission(invoiceId: string) {
  return useQuery({
    queryKey: key(invoiceId),
    queryFn: ({ signal }) =>
      apiFetch<TransmissionDto>(`/api/invoices/${invoiceId}/transmission`, { signal }),
    refetchInterval: (query) => nextLookMs(query.state.data, Date.now()),
  });
}

/**
 * When to ask again for a journey still waiting on the SDI, or false. Soon after the send (an
 * intermediary acknowledges within seconds; the simulator answers in 200 ms), then less often: half
 * the time since the send, from 1 s to 30 s, as the SDI itself may take hours.
 */
export function nextLookMs(journey: TransmissionDto | undefined, now: number): number | false {
  const last = journey?.sends.at(-1);
  if (!last || (journey?.status !== 'inviata' && last.state !== 'in_coda')) return false;
  const waited = now - Date.parse(last.created_at);
  return Math.min(30_000, Math.max(1_000, Math.round(waited / 2)));
}

/** *Invia allo SDI* (also the resend after a scarto). */
export function useSendToSdi(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<TransmissionDto>(`/api/invoices/${invoiceId}/send`, { method: 'POST' }),
    onSuccess: (journey) => queryClient.setQueryData(key(invoiceId), journey),
  });
}

/** *Correggi e reinvia*: the corrected data, sent as the server validates them. */
export function useResendCorrected(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      apiFetch<TransmissionDto>(`/api/invoices/${invoiceId}/resend`, { method: 'POST', body }),
    onSuccess: (journey) =>
      Promise.all([
        queryClient.setQueryData(key(invoiceId), journey),
        queryClient.invalidateQueries({ queryKey: ['/api/invoices'] }),
      ]),
  });
}

export const sdiFileHref = (invoiceId: string, fileId: string) =>
  `/api/invoices/${invoiceId}/sdi-files/${fileId}`;

/** The files the SDI delivered that the import refused: the newest `limit`, and how many. */
export function useRefusedSdiFiles(limit: number) {
  return useQuery({
    queryKey: ['supplier-invoices', 'sdi-refused', limit],
    queryFn: ({ signal }) =>
      apiFetch<RefusedFilesDto>(`/api/sdi/received-files/refused?limit=${limit}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
