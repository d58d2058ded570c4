import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DailyCashDto,
  PaymentDto,
  PaymentReceiptDto,
  PaymentRecordedDto,
  PaymentsPageDto,
} from '../../../../shared/payments/payment-dto';
import type { PaymentMethod } from '../../../../shared/payments/payment-methods';
import type { SaleDocument } from '../../../../shared/receipts/receipt-mode';
import { apiFetch } from '../../../lib/api-fetch';
import { PAYMENTS_KEY } from '../../../lib/till-query-keys';

/** The tickets' queries (lists, the ticket page): a payment changes their balance and status. */
const ticketsKey = ['tickets'] as const;

/** One amount and method, or the tenders (split, or cash with what the customer handed over). */
export type PaymentInput = {
  ticket_id: string;
  note: string;
  close_ticket: boolean;
  document?: SaleDocument;
} & (
  | { amount: string; method: PaymentMethod }
  | {
      tenders: {
        method: PaymentMethod;
        amount: string;
        cash_received?: string;
        terminal_ref?: string;
      }[];
    }
);

/** A ticket's payments, newest first (a ticket has a handful: the first page is all of them). */
export const ticketPaymentsQuery = (ticketId: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'ticket', ticketId],
    queryFn: ({ signal }) =>
      apiFetch<PaymentsPageDto>(
        `/api/payments?ticket_id=${encodeURIComponent(ticketId)}&limit=100`,
        { signal },
      ),
  });

export function useTicketPayments(ticketId: string) {
  return useQuery(ticketPaymentsQuery(ticketId));
}

export function usePayment(id: string) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiFetch<PaymentReceiptDto>(`/api/payments/${encodeURIComponent(id)}`, { signal }),
  });
}

export function dailyCashQuery(date: string, userId: string) {
  const query = new URLSearchParams({ date, ...(userId ? { user_id: userId } : {}) });
  return queryOptions({
    queryKey: [...PAYMENTS_KEY, 'daily', date, userId],
    queryFn: ({ signal }) => apiFetch<DailyCashDto>(`/api/payments/daily?${query}`, { signal }),
  });
}

export function useDailyCash(date: string, userId: string) {
  return useQuery(dailyCashQuery(date, userId));
}

function useRefreshMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: PAYMENTS_KEY }),
      client.invalidateQueries({ queryKey: ticketsKey }),
    ]);
}

export function useRecordPayment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: PaymentInput) =>
      apiFetch<PaymentRecordedDto>('/api/payments', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useReversePayment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<PaymentDto>(`/api/payments/${encodeURIComponent(id)}/reverse`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: refresh,
  });
}
