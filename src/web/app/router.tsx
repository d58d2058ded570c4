import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { isAdmin, type Role } from '../../shared/roles';
import { RouteError } from '../components/errors/route-error';
import { PageLoading } from '../components/layout/page-loading';
import { useRouteFocus } from '../components/layout/use-route-focus';
import { AREAS, type Area, everyone } from '../lib/areas';

/** Areas a later release builds; until then they show the 'not available' page. */
function placeholder(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoon } = await import('../components/layout/coming-soon');
      return { element: <ComingSoon title={title} /> };
    },
  };
}

function publicPlaceholder(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PublicComingSoon } = await import('./routes/public/public-coming-soon');
      return { element: <PublicComingSoon title={title} /> };
    },
  };
}

function requireRole(allow: (role: Role) => boolean, message: string): RouteObject['lazy'] {
  return async () => {
    const { RequireRole } = await import('./require-role');
    return { element: <RequireRole allow={allow} message={message} /> };
  };
}

const dashboard: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/staff/dashboard')).DashboardPage,
});

/** The routes of the areas that are built; the others get their pages as placeholders. */
const BUILT: Record<string, RouteObject[]> = {
  dashboard: [{ path: 'dashboard', lazy: dashboard }],
  tickets: [
    {
      path: 'tickets',
      lazy: async () => ({ Component: (await import('./routes/staff/tickets')).TicketsPage }),
    },
    {
      path: 'tickets/new',
      lazy: async () => ({ Component: (await import('./routes/staff/ticket-new')).NewTicketPage }),
    },
    {
      lazy: requireRole(isAdmin, 'Solo gli amministratori vedono i ticket eliminati.'),
      children: [
        {
          path: 'tickets/eliminati',
          lazy: async () => ({
            Component: (await import('./routes/staff/tickets-deleted')).DeletedTicketsPage,
          }),
        },
      ],
    },
    {
      path: 'tickets/:id',
      lazy: async () => ({
        Component: (await import('./routes/staff/ticket-sheet')).TicketSheetPage,
      }),
    },
  ],
  settings: [
    {
      path: 'settings',
      lazy: async () => ({ Component: (await import('./routes/staff/settings')).SettingsPage }),
    },
    {
      path: 'settings/outbox',
      lazy: async () => ({
        Component: (await import('./routes/staff/settings-outbox')).SettingsOutboxPage,
      }),
    },
  ],
  users: [
    {
      path: 'users',
      lazy: async () => ({ Component: (await import('./routes/staff/users')).UsersPage }),
    },
  ],
};

/** An area's routes behind its own role gate (lib/areas.ts): the same rule as its menu entry. */
function areaRoutes(area: Area): RouteObject[] {
  const routes =
    area.status === 'available'
      ? BUILT[area.path]
      : Object.entries(area.pages ?? {}).map(([page, title]) =>
          placeholder(page ? `${area.path}/${page}` : area.path, title),
        );
  if (!routes) throw new Error(`area ${area.path} is available but has no routes`);
  if (area.allow === everyone) return routes;
  return [{ lazy: requireRole(area.allow, area.deniedMessage), children: routes }];
}

/** SPEC §2 "Protected routes" plus /profile. */
const protectedRoutes: RouteObject[] = [
  { index: true, lazy: dashboard },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./routes/staff/profile')).ProfilePage }),
  },
  ...AREAS.flatMap(areaRoutes),
];

/** Every page, signed in or not: after a navigation the new page's heading takes the focus. */
function Root() {
  useRouteFocus();
  return <Outlet />;
}

export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/public/login')).LoginPage }),
      },
      {
        path: 'setup',
        lazy: async () => {
          const { SetupPage, setupLoader } = await import('./routes/public/setup');
          return { Component: SetupPage, loader: setupLoader };
        },
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./routes/public/forgot-password')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('./routes/public/reset-password')).ResetPasswordPage,
        }),
      },
      // /public/tickets/* are pages the server renders: the SPA only links to them with plain
      // <a> elements (a full page load), never with a client-side navigation.
      publicPlaceholder('public/pc-build/:id', 'PC Build'),
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./staff-layout')).StaffLayout }),
        children: protectedRoutes,
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/public/not-found')).NotFoundPage }),
      },
    ],
  },
]);
