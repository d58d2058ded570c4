import { Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { isAdmin, type Role } from '../../shared/roles';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { PageLoading } from '../components/layout/page-loading';
import { useRouteFocus } from '../components/layout/use-route-focus';
import { AREAS, type Area, everyone } from '../lib/areas';
import { PageCodeProvider } from '../lib/page-warmup';
import { CUSTOMER_ROUTES } from './customer-routes';
import { DOCUMENT_ROUTES } from './document-routes';
import { INVENTORY_ROUTES } from './inventory-routes';
import { lazyPage, preloadPages } from './lazy-page';
import { RequireRole } from './require-role';
import { WORK_ROUTES } from './work-routes';

function requireRole(allow: (role: Role) => boolean, message: string) {
  return <RequireRole allow={allow} message={message} />;
}

const loadStaffLayout = () => import('./staff-layout');
const staffLayout = lazyPage(loadStaffLayout, (m) => m.StaffLayout);

const dashboard = lazyPage(
  () => import('./routes/staff/dashboard'),
  (m) => m.DashboardPage,
);

/** Each area's routes, by its path in lib/areas.ts. */
/** The day's cash count and the receipts: one chunk (a receipt is opened from the money pages). */
const cassaPages = () => import('./routes/staff/cassa');

const AREA_ROUTES: Record<string, RouteObject[]> = {
  dashboard: [{ path: 'dashboard', element: dashboard }],
  tickets: [
    {
      path: 'tickets',
      element: lazyPage(
        () => import('./routes/staff/tickets'),
        (m) => m.TicketsPage,
      ),
    },
    {
      path: 'tickets/new',
      element: lazyPage(
        () => import('./routes/staff/ticket-new'),
        (m) => m.NewTicketPage,
      ),
    },
    {
      element: requireRole(isAdmin, 'Solo gli amministratori vedono i ticket eliminati.'),
      children: [
        {
          path: 'tickets/eliminati',
          element: lazyPage(
            () => import('./routes/staff/tickets-deleted'),
            (m) => m.DeletedTicketsPage,
          ),
        },
      ],
    },
    {
      path: 'tickets/:id/dettagli',
      element: lazyPage(
        () => import('./routes/staff/ticket-details'),
        (m) => m.TicketDetailsPage,
      ),
    },
    {
      path: 'tickets/:id/etichetta',
      element: lazyPage(
        () => import('./routes/staff/ticket-label'),
        (m) => m.TicketLabelPage,
      ),
    },
    {
      path: 'tickets/:id',
      element: lazyPage(
        () => import('./routes/staff/ticket-sheet'),
        (m) => m.TicketSheetPage,
      ),
    },
  ],
  settings: [
    {
      path: 'settings',
      element: lazyPage(
        () => import('./routes/staff/settings'),
        (m) => m.SettingsPage,
      ),
    },
    {
      path: 'settings/outbox',
      element: lazyPage(
        () => import('./routes/staff/settings-outbox'),
        (m) => m.SettingsOutboxPage,
      ),
    },
  ],
  cassa: [
    {
      path: 'cassa',
      element: lazyPage(cassaPages, (m) => m.CashReportPage),
    },
    {
      path: 'cassa/ricevute/:id',
      element: lazyPage(cassaPages, (m) => m.PaymentReceiptPage),
    },
  ],
  reports: [
    {
      path: 'reports',
      element: lazyPage(
        () => import('./routes/staff/reports'),
        (m) => m.ReportsPage,
      ),
    },
  ],
  users: [
    {
      path: 'users',
      element: lazyPage(
        () => import('./routes/staff/users'),
        (m) => m.UsersPage,
      ),
    },
  ],
  ...CUSTOMER_ROUTES,
  ...INVENTORY_ROUTES,
  ...DOCUMENT_ROUTES,
  ...WORK_ROUTES,
};

/** An area's routes behind its own role gate (lib/areas.ts): the same rule as its menu entry. */
function areaRoutes(area: Area): RouteObject[] {
  const routes = AREA_ROUTES[area.path];
  if (!routes) throw new Error(`area ${area.path} has no routes`);
  if (area.allow === everyone) return routes;
  return [{ element: requireRole(area.allow, area.deniedMessage), children: routes }];
}

/** SPEC §2 "Protected routes" plus /profile. */
const protectedRoutes: RouteObject[] = [
  { index: true, element: dashboard },
  {
    path: 'profile',
    element: lazyPage(
      () => import('./routes/staff/profile'),
      (m) => m.ProfilePage,
    ),
  },
  ...AREAS.flatMap(areaRoutes),
];

/** Every page, signed in or not: after a navigation the new page's heading takes the focus. */
function Root() {
  useRouteFocus();
  const { pathname } = useLocation();
  return (
    <PageCodeProvider value={preloadPage}>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </PageCodeProvider>
  );
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: 'login',
        element: lazyPage(
          () => import('./routes/public/login'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'setup',
        element: lazyPage(
          () => import('./routes/public/setup'),
          (m) => m.SetupPage,
        ),
      },
      {
        path: 'forgot-password',
        element: lazyPage(
          () => import('./routes/public/forgot-password'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: 'reset-password',
        element: lazyPage(
          () => import('./routes/public/reset-password'),
          (m) => m.ResetPasswordPage,
        ),
      },
      // /public/tickets/* are pages the server renders: the SPA only links to them with plain
      // <a> elements (a full page load), never with a client-side navigation.
      {
        path: '/',
        element: staffLayout,
        children: protectedRoutes,
      },
      {
        path: '*',
        element: lazyPage(
          () => import('./routes/public/not-found'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/**
 * The whole app's routes, in React Router's declarative mode: pages load lazily as their own
 * chunks. Not the data router (createBrowserRouter): it cost 17 kB gzip more on every page and the
 * app uses none of its loaders or actions (the 150 kB budget).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The first page's code, and the staff shell's, start loading at once: otherwise a cold load is a
 * chain (shell, then /api/me, then the page's chunk, then its data). On a staff page the session
 * check and the page's first data start as soon as the shell's code is here (startFirstShell).
 * Settles when the code is here.
 */
export function preloadFirstPage(location: { pathname: string; search: string }): Promise<unknown> {
  const elements = (matchRoutes(routes, location.pathname) ?? []).map(
    (match) => match.route.element,
  );
  const pages = preloadPages(elements);
  if (elements.includes(staffLayout))
    loadStaffLayout().then(
      (shell) => shell.startFirstShell(pages, location.search),
      () => undefined, // the shell's own import shows the failure
    );
  return pages;
}

/** The code of the page at this path (a menu entry's, on hover or focus); settles like preloadPages. */
export function preloadPage(pathname: string): Promise<PromiseSettledResult<unknown>[]> {
  return preloadPages((matchRoutes(routes, pathname) ?? []).map((match) => match.route.element));
}
