import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailLinks, SettingKey, SettingValues } from '../../../../shared/settings';
import { apiFetch } from '../../../lib/api-fetch';
import type { PrefetchPage } from '../../../lib/page-warmup';

/** 'true' | 'false': admin and employee accounts must use two-factor sign-in. */
export const REQUIRE_TWO_FACTOR_KEY = 'auth_require_two_factor';

export const settingsQueryKey = ['settings'] as const;

const settingsQuery = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: async ({ signal }) =>
    (await apiFetch<{ values: SettingValues }>('/api/settings', { signal })).values,
});

/** Every known key, with the defaults filled in by the server. */
export function useSettings() {
  return useQuery(settingsQuery);
}

/** The settings, fetched ahead of a page that shows them (/settings, the accounts' 2FA switch). */
export const prefetchSettings: PrefetchPage = (client) => client.prefetchQuery(settingsQuery);

/** Where the links in customers' e-mails point (PUBLIC_URL, or the local address). */
export function useEmailLinks() {
  return useQuery({
    queryKey: [...settingsQueryKey, 'email-links'],
    queryFn: ({ signal }) => apiFetch<EmailLinks>('/api/settings/email-links', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves only the given keys; the answer replaces the cached values. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Partial<Record<SettingKey, string>>) =>
      (
        await apiFetch<{ values: SettingValues }>('/api/settings', {
          method: 'PUT',
          body: { values },
        })
      ).values,
    onSuccess: (values) => queryClient.setQueryData(settingsQueryKey, values),
  });
}

/** Uploads a logo image (it replaces the previous one); the settings are read again after. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('files', file);
      return apiFetch<{ logo_file: string }>('/api/settings/logo', { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}

/** Removes the uploaded logo: the logo URL, if any, is shown again. */
export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/settings/logo', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
