import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SdiSettingsInput, SdiSettingsView } from '../../../../shared/sdi/sdi-settings';
import { apiFetch } from '../../../lib/api-fetch';

const PATH = '/api/settings/sdi';
const sdiSettingsKey = ['settings', 'sdi'] as const;

/** The channel to the SDI (never its credentials, only whether they are set). */
export function useSdiSettings() {
  return useQuery({
    queryKey: sdiSettingsKey,
    queryFn: ({ signal }) => apiFetch<SdiSettingsView>(PATH, { signal }),
  });
}

export function useSaveSdiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SdiSettingsInput) =>
      apiFetch<SdiSettingsView>(PATH, { method: 'PUT', body: input }),
    onSuccess: (view) => queryClient.setQueryData(sdiSettingsKey, view),
  });
}
