import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import {
  ACCESS_DENIED,
  isAdmin,
  isStaff,
  type Role,
  SETTINGS_ACCESS_DENIED,
} from '../../shared/roles';
import { RouteError } from '../components/errors/route-error';
import { PageLoading } from '../components/layout/page-loading';
import { useRouteFocus } from '../components/layout/use-route-focus';

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

/** SPEC §2 "Protected routes" plus /users and /profile. */
const protectedRoutes: RouteObject[] = [
  { index: true, lazy: dashboard },
  { path: 'dashboard', lazy: dashboard },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./routes/staff/profile')).ProfilePage }),
  },
  {
    path: 'tickets',
    lazy: async () => ({ Component: (await import('./routes/staff/tickets')).TicketsPage }),
  },
  {
    path: 'tickets/new',
    lazy: async () => ({ Component: (await import('./routes/staff/ticket-new')).NewTicketPage }),
  },
  {
    path: 'tickets/:id',
    lazy: async () => ({
      Component: (await import('./routes/staff/ticket-sheet')).TicketSheetPage,
    }),
  },
  placeholder('tasks', 'Task'),
  placeholder('work-management', 'Gestione lavori'),
  placeholder('brands', 'Marche'),
  placeholder('brands/new', 'Nuova marca'),
  placeholder('brands/:id', 'Marca'),
  placeholder('categories', 'Categorie'),
  placeholder('categories/new', 'Nuova categoria'),
  placeholder('categories/:id', 'Categoria'),
  {
    lazy: requireRole(isStaff, ACCESS_DENIED),
    children: [
      placeholder('inventory', 'Inventario'),
      placeholder('quotes', 'Preventivi'),
      placeholder('quotes/new', 'Nuovo preventivo'),
      placeholder('quotes/:id', 'Preventivo'),
      placeholder('quotes/:id/edit', 'Modifica preventivo'),
      placeholder('suppliers', 'Fornitori'),
      placeholder('suppliers/new', 'Nuovo fornitore'),
      placeholder('suppliers/:id', 'Fornitore'),
      placeholder('suppliers/:id/edit', 'Modifica fornitore'),
      placeholder('products', 'Prodotti'),
      placeholder('products/new', 'Nuovo prodotto'),
      placeholder('products/:id', 'Prodotto'),
      placeholder('products/:id/edit', 'Modifica prodotto'),
      placeholder('pc-builds', 'PC Build'),
      placeholder('pc-builds/new', 'Nuova PC Build'),
      placeholder('pc-builds/:id', 'PC Build'),
      placeholder('pc-builds/:id/edit', 'Modifica PC Build'),
    ],
  },
  {
    lazy: requireRole(isAdmin, SETTINGS_ACCESS_DENIED),
    children: [
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
  },
  {
    lazy: requireRole(isAdmin, ACCESS_DENIED),
    children: [
      {
        path: 'users',
        lazy: async () => ({ Component: (await import('./routes/staff/users')).UsersPage }),
      },
    ],
  },
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
