import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RtActionDto } from '../../../../shared/receipts/fiscal-devices';
import type {
  ReceiptDetailDto,
  ReceiptDto,
  ReceiptReturnInput,
  ReceiptsToFixDto,
} from '../../../../shared/receipts/receipts';
import { apiFetch } from '../../../lib/api-fetch';
import { PAYMENTS_KEY, SALES_KEY } from '../../../lib/till-query-keys';
import { usePagedQuery } from '../../../lib/use-paged-query';

/**
 * The documenti commerciali: the list, its *Da sistemare* count, and what changes them. Under the
 * payments' key: every payment or sale written (each may print one) reads them again.
 */
const receiptsKey = [...PAYMENTS_KEY, 'receipts'] as const;
const receiptPath = (id: string, action = '') =>
  `/api/receipts/${encodeURIComponent(id)}${action && `/${action}`}`;

/** `?stato=da_sistemare` on /cassa/documenti: the documents the RT has not emitted. */
export const TO_FIX_PARAM = 'da_sistemare';

export function useReceipts(toFix: boolean) {
  return usePagedQuery<ReceiptDto>({
    queryKey: [...receiptsKey, 'list', toFix],
    path: '/api/receipts',
    params: new URLSearchParams(toFix ? { status: TO_FIX_PARAM } : {}),
  });
}

export const receiptsToFixQuery = queryOptions({
  queryKey: [...receiptsKey, 'to-fix'],
  queryFn: ({ signal }) => apiFetch<ReceiptsToFixDto>('/api/receipts/to-fix', { signal }),
});

export function useReceiptsToFix() {
  return useQuery(receiptsToFixQuery);
}

/** A document with its lines (the *Reso* dialog); only while `id` is set. */
export function useReceiptDetail(id: string | null) {
  return useQuery({
    queryKey: [...receiptsKey, 'one', id],
    queryFn: ({ signal }) => apiFetch<ReceiptDetailDto>(receiptPath(id ?? ''), { signal }),
    enabled: id !== null,
  });
}

/**
 * After a print or a correction the payments read again (the documents with them; a correction
 * storna them) and so do the sales (an annullo voids its counter sale).
 */
function useReceiptWrite<I, O>(request: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [PAYMENTS_KEY, SALES_KEY].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** *Riprova*: the server prints at most once and answers the receipt as it stands. */
export const useRetryReceipt = () =>
  useReceiptWrite((id: string) =>
    apiFetch<ReceiptDto>(receiptPath(id, 'retry'), { method: 'POST' }),
  );

/** *Ristampa*: a non-fiscal copy; `ok: false` with the RT's reason when it cannot print one. */
export const useReprintReceipt = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiFetch<RtActionDto>(receiptPath(id, 'reprint'), { method: 'POST' }),
  });

/** *Reso* (admins): the lines given back (none = all), a new document citing the original. */
export const useReturnReceipt = () =>
  useReceiptWrite(({ id, ...body }: { id: string } & ReceiptReturnInput) =>
    apiFetch<ReceiptDto>(receiptPath(id, 'return'), { method: 'POST', body }),
  );

/** *Annulla* (admins): the annullo citing the original, every payment stornato. */
export const useVoidReceipt = () =>
  useReceiptWrite((id: string) =>
    apiFetch<ReceiptDto>(receiptPath(id, 'void'), { method: 'POST', body: {} }),
  );
