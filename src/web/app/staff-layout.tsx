import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBox } from '../components/errors/error-box';
import { AppShell } from '../components/layout/app-shell';
import { PageLoading } from '../components/layout/page-loading';
import { Alert } from '../components/ui/alert';
import { CurrentUserProvider } from '../features/auth/api/current-user';
import { meQueryOptions, mustEnrolTwoFactor, useMe } from '../features/auth/api/me';
import { useSignOut } from '../features/auth/api/use-sign-out';
import { errorMessage, isApiError } from '../lib/api-fetch';
import { mayOpenPage } from '../lib/areas';
import {
  type LoadPageCode,
  type PageTarget,
  PageWarmupProvider,
  type PrefetchPage,
  usePageCode,
} from '../lib/page-warmup';
import { loginPathFor } from '../lib/safe-next';
import { createQueryClient } from './query-client';

/** The first shell's client, filled before it renders (startFirstShell); its first mount takes it. */
let firstClient: QueryClient | undefined;

/** A page module that exports its first data's fetch (lib/page-warmup.tsx). */
interface PrefetchingPage {
  prefetchPage: PrefetchPage;
}

/**
 * The longest a cold load holds its first render for the page's data: a slow answer then shows
 * the page's own loading state instead of a blank screen.
 */
const FIRST_DATA_WAIT_MS = 1500;
const prefetches = (page: unknown): page is PrefetchingPage =>
  typeof (page as Partial<PrefetchingPage> | null)?.prefetchPage === 'function';

/**
 * A cold load of a staff page (router.tsx `preloadFirstPage`): the session check starts now,
 * beside the page's chunk, and the page's first data once the session is confirmed and its code
 * is here, rather than each after the render before it (docs/decisions/016). Settles when that
 * data is here (at most FIRST_DATA_WAIT_MS): rendered with it, the page's first render is the
 * only one, and it runs in a transition that yields to the browser, where data arriving after it
 * re-rendered the page in one long task (docs/decisions/031).
 */
export function startFirstShell(
  pages: Promise<PromiseSettledResult<unknown>[]>,
  target: PageTarget,
): Promise<unknown> {
  const client = createQueryClient();
  firstClient = client;
  const data = client.fetchQuery(meQueryOptions).then(
    // A page the role may not open, or any page before two-factor enrolment, shows a notice and
    // none of its data: asking for it would only be refused.
    async (me) =>
      mustEnrolTwoFactor(me) || !mayOpenPage(target.pathname, me.role)
        ? undefined
        : prefetchData(await pages, client, target),
    () => undefined, // signed out or failed: the shell's own check says so
  );
  return Promise.race([data, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
}

function prefetchData(
  pages: PromiseSettledResult<unknown>[],
  client: QueryClient,
  target: PageTarget,
): Promise<unknown> {
  return Promise.allSettled(
    pages.map((page) =>
      page.status === 'fulfilled' && prefetches(page.value)
        ? page.value.prefetchPage(client, target)
        : undefined,
    ),
  );
}

/** A menu entry's page: its code, then its first data (lib/page-warmup.tsx). */
function warmPage(client: QueryClient, loadPage: LoadPageCode, to: string) {
  const url = new URL(to, window.location.origin);
  void loadPage(url.pathname).then((pages) =>
    prefetchData(pages, client, { pathname: url.pathname, search: url.search, params: {} }),
  );
}

/**
 * The layout of every protected route. Its query cache lives as long as the
 * signed-in shell, so nothing cached survives a trip to /login.
 */
export function StaffLayout() {
  const [queryClient] = useState(() => firstClient ?? createQueryClient());
  const loadPage = usePageCode();
  const warm = useCallback(
    (to: string) => warmPage(queryClient, loadPage, to),
    [queryClient, loadPage],
  );
  // Once this shell goes (signing out), the next one starts from an empty cache.
  useEffect(
    () => () => {
      if (firstClient === queryClient) firstClient = undefined;
    },
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PageWarmupProvider warm={warm}>
        <SessionGate />
      </PageWarmupProvider>
    </QueryClientProvider>
  );
}

function SessionGate() {
  const me = useMe();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();

  if (isApiError(me.error) && me.error.status === 401) {
    return <Navigate to={loginPathFor(pathname, search)} replace />;
  }
  if (!me.data) {
    if (!me.isError) return <PageLoading />;
    return (
      <main className="mx-auto max-w-xl p-6">
        <ErrorBox message={errorMessage(me.error)} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (mustEnrolTwoFactor(me.data) && pathname !== '/profile') {
    return <Navigate to="/profile" replace />;
  }

  return (
    <CurrentUserProvider user={me.data}>
      <AppShell
        email={me.data.email}
        role={me.data.role}
        onSignOut={() => signOut.mutate()}
        notice={
          signOut.isError && (
            <Alert tone="error" className="mb-6">
              {`Disconnessione non riuscita: ${errorMessage(signOut.error)}`}
            </Alert>
          )
        }
      >
        {/* A page's chunk loads inside the shell: header and menu stay while it arrives. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </CurrentUserProvider>
  );
}
