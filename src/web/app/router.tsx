import { type ComponentType, type ReactElement, Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { isAdmin, type Role } from '../../shared/roles';
import {
  pageArea,
  STAFF_PAGES,
  type StaffPage,
  UNGATED_PAGE_PATHS,
} from '../../shared/staff-pages';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { PageLoading } from '../components/layout/page-loading';
import { useRouteFocus } from '../components/layout/use-route-focus';
import { AREAS, type Area, everyone } from '../lib/areas';
import { PageCodeProvider } from '../lib/page-warmup';
import { lazyPage, preloadPages } from './lazy-page';
import { RequireRole } from './require-role';

function requireRole(allow: (role: Role) => boolean, message: string) {
  return <RequireRole allow={allow} message={message} />;
}

const loadStaffLayout = () => import('./staff-layout');
const staffLayout = lazyPage(loadStaffLayout, (m) => m.StaffLayout);

type PageModule = Record<string, ComponentType | undefined>;
/** Each page module's loader: Vite splits every module of routes/staff into its own chunk. */
const PAGE_MODULES = import.meta.glob<PageModule>('./routes/staff/*.tsx');

/** One element per page, shared by its paths (/ and /dashboard), each module one chunk. */
const pageElements = new Map<string, ReactElement>();
function pageElement({ module, page }: StaffPage): ReactElement {
  const key = `${module}#${page}`;
  const known = pageElements.get(key);
  if (known) return known;
  const load = PAGE_MODULES[`./routes/staff/${module}.tsx`];
  if (!load) throw new Error(`staff page module ${module} not found`);
  const element = lazyPage(load, (m) => {
    const component = m[page];
    if (!component) throw new Error(`${module} exports no ${page}`);
    return component;
  });
  pageElements.set(key, element);
  return element;
}

function pageRoute(page: StaffPage): RouteObject {
  const element = pageElement(page);
  const route: RouteObject = page.path ? { path: page.path, element } : { index: true, element };
  if (!page.adminOnly) return route;
  return { element: requireRole(isAdmin, page.adminOnly), children: [route] };
}

/** An area's pages behind its own role gate (lib/areas.ts): the same rule as its menu entry. */
function areaRoutes(area: Area): RouteObject[] {
  const routes = STAFF_PAGES.filter((page) => pageArea(page) === area.path).map(pageRoute);
  if (routes.length === 0) throw new Error(`area ${area.path} has no pages`);
  if (area.allow === everyone) return routes;
  return [{ element: requireRole(area.allow, area.deniedMessage), children: routes }];
}

/** SPEC §2 "Protected routes" plus /profile, from the one table of staff pages. */
const protectedRoutes: RouteObject[] = [
  ...STAFF_PAGES.filter((page) => UNGATED_PAGE_PATHS.has(page.path)).map(pageRoute),
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
 * Settles when the code is here and, on a staff page, its first data (or its wait is over).
 */
export function preloadFirstPage(location: { pathname: string; search: string }): Promise<unknown> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const elements = matches.map((match) => match.route.element);
  const pages = preloadPages(elements);
  if (!elements.includes(staffLayout)) return pages;
  const target = {
    pathname: location.pathname,
    search: location.search,
    params: matches.at(-1)?.params ?? {},
  };
  const firstData = loadStaffLayout().then(
    (shell) => shell.startFirstShell(pages, target),
    () => undefined, // the shell's own import shows the failure
  );
  return Promise.all([pages, firstData]);
}

/** The code of the page at this path (a menu entry's, on hover or focus); settles like preloadPages. */
export function preloadPage(pathname: string): Promise<PromiseSettledResult<unknown>[]> {
  return preloadPages((matchRoutes(routes, pathname) ?? []).map((match) => match.route.element));
}
