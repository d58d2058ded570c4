import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OUTBOX_STATUSES,
  type OutboxMessageJson,
  type OutboxStatus,
} from '../../../../shared/outbox';
import { apiFetch } from '../../../lib/api-fetch';
import { usePagedQuery } from '../../../lib/use-paged-query';
import type { FilterCodec } from '../../../lib/use-url-filters';

const outboxQueryKey = ['outbox'] as const;

export interface OutboxFilters {
  status: OutboxStatus | '';
}

function isOutboxStatus(value: string | null): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly (string | null)[]).includes(value);
}

/** ?status=failed: a link to the failed messages stays one. */
export const OUTBOX_FILTERS: FilterCodec<OutboxFilters> = {
  parse: (params) => {
    const status = params.get('status');
    return { status: isOutboxStatus(status) ? status : '' };
  },
  serialize: ({ status }) => new URLSearchParams(status ? { status } : {}),
};

/** Newest first, a page at a time; `status` narrows the list to one state. */
export function useOutbox(filters: OutboxFilters) {
  return usePagedQuery<OutboxMessageJson>({
    queryKey: [...outboxQueryKey, filters.status],
    path: '/api/outbox',
    params: OUTBOX_FILTERS.serialize(filters),
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
