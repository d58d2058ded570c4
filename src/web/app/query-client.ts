import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../features/auth/api/me';
import { isApiError } from '../lib/api-fetch';

/** 4xx answers will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * One client per signed-in shell. A call answered 401 (session gone) or 403
 * `two_factor_required` makes the shell re-read /api/me, which then sends the person
 * to /login or to /profile.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== meQueryKey[0]) recheckSession(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => recheckSession(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

  function recheckSession(error: unknown) {
    if (!isApiError(error)) return;
    if (error.status === 401 || error.code === 'two_factor_required') {
      void client.invalidateQueries({ queryKey: meQueryKey });
    }
  }

  return client;
}
