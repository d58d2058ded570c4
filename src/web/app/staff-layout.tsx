import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBox } from '../components/errors/error-box';
import { AppShell } from '../components/layout/app-shell';
import { PageLoading } from '../components/layout/page-loading';
import { Alert } from '../components/ui/alert';
import { CurrentUserProvider } from '../features/auth/api/current-user';
import { mustEnrolTwoFactor, useMe } from '../features/auth/api/me';
import { useSignOut } from '../features/auth/api/use-sign-out';
import { errorMessage, isApiError } from '../lib/api-fetch';
import { loginPathFor } from '../lib/safe-next';
import { createQueryClient } from './query-client';

/**
 * The layout of every protected route. Its query cache lives as long as the
 * signed-in shell, so nothing cached survives a trip to /login.
 */
export function StaffLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate />
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
