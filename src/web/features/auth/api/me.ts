import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Role, toRole } from '../../../../shared/roles';
import { apiFetch } from '../../../lib/api-fetch';

/** The signed-in person, from GET /api/me. */
export interface Me {
  id: string;
  email: string;
  name: string;
  role: Role;
  two_factor_enabled: boolean;
  /** The admin requires two-factor sign-in for this account. */
  two_factor_required: boolean;
}

export const meQueryKey = ['me'] as const;

async function fetchMe(signal: AbortSignal): Promise<Me> {
  const me = await apiFetch<Me>('/api/me', { signal });
  return { ...me, role: toRole(me.role) };
}

/** The session check, as options a cold load's early check hands to the query client too. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
});

/** The signed-in role as the session check cached it: what a page's prefetch reads (page-warmup). */
export function cachedRole(client: QueryClient): Role | undefined {
  return client.getQueryData(meQueryOptions.queryKey)?.role;
}

export function useMe() {
  return useQuery(meQueryOptions);
}

/** True while the person must enable two-factor sign-in before doing anything else. */
export function mustEnrolTwoFactor(me: Me): boolean {
  return me.two_factor_required && !me.two_factor_enabled;
}
