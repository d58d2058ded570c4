import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChecklistSettings } from '../../../../shared/tickets/ticket-checks';
import { apiFetch } from '../../../lib/api-fetch';

const PATH = '/api/settings/checklists';
/** The key the counter's forms read the same lists under. */
const KEY = ['checklist-templates'] as const;

export function useChecklistSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<ChecklistSettings>(PATH, { signal }),
  });
}

export function useSaveChecklistSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChecklistSettings) =>
      apiFetch<ChecklistSettings>(PATH, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
