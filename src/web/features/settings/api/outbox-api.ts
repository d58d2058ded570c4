import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMessageJson, OutboxStatus } from '../../../../shared/outbox';
import { apiFetch } from '../../../lib/api-fetch';

interface OutboxPage {
  items: OutboxMessageJson[];
  next_cursor: string | null;
}

const outboxQueryKey = ['outbox'] as const;

/** Newest first, a page at a time; `status` narrows the list to one state. */
export function useOutbox(status: OutboxStatus | '') {
  return useInfiniteQuery({
    queryKey: [...outboxQueryKey, status],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<OutboxPage>(`/api/outbox?${params}`, { signal });
    },
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<OutboxMessageJson>(`/api/outbox/${encodeURIComponent(id)}/resend`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}

/** Puts every failed or held message back in the queue (after fixing SMTP, say). */
export function useResendFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ resent: number }>('/api/outbox/resend-failed', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
