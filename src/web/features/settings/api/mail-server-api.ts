import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MailServerInput,
  MailServerSaveResult,
  MailServerView,
} from '../../../../shared/mail-server';
import { apiFetch } from '../../../lib/api-fetch';

const PATH = '/api/settings/mail-server';
export const mailServerQueryKey = ['settings', 'mail-server'] as const;

/** The saved server (never its password) and where mail goes now. */
export function useMailServer() {
  return useQuery({
    queryKey: mailServerQueryKey,
    queryFn: ({ signal }) => apiFetch<MailServerView>(PATH, { signal }),
  });
}

/** Port as typed: a non-number goes to the server as it is, which answers the field's message. */
export type MailServerDraft = Omit<MailServerInput, 'port'> & { port: number | string };

export function useSaveMailServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailServerDraft) =>
      apiFetch<MailServerSaveResult>(PATH, { method: 'PUT', body: input }),
    onSuccess: (result) => queryClient.setQueryData(mailServerQueryKey, result.server),
  });
}

export function useRemoveMailServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<MailServerView>(PATH, { method: 'DELETE' }),
    onSuccess: (view) => queryClient.setQueryData(mailServerQueryKey, view),
  });
}
