import { useMutation } from '@tanstack/react-query';
import type { OldTicketsResult, TestEmailResult } from '../../../../shared/outbox';
import { apiFetch } from '../../../lib/api-fetch';

export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => apiFetch<TestEmailResult>('/api/settings/test-email', { method: 'POST' }),
  });
}

export function useCheckOldTickets() {
  return useMutation({
    mutationFn: () => apiFetch<OldTicketsResult>('/api/tickets/old-check', { method: 'POST' }),
  });
}
