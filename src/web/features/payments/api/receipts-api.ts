import { useMutation } from '@tanstack/react-query';
import type { ReceiptDto } from '../../../../shared/receipts/receipts';
import { apiFetch } from '../../../lib/api-fetch';

/** *Riprova*: the server prints at most once and answers the receipt as it stands. */
export function useRetryReceipt() {
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<ReceiptDto>(`/api/receipts/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
  });
}
