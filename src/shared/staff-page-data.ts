import { isStaff, type Role } from './roles';
import type { StaffPage } from './staff-pages';

/** Read by every staff page's first render, whoever opens it: the session and the shop (footer). */
export const EVERY_PAGE_DATA = ['/api/me', '/api/public/shop'] as const;

const TASK_BOARD = ['Assegnato', 'In+lavorazione', 'Ritardo', 'Terminato'].map(
  (status) => `/api/tasks?status=${status}&limit=10`,
);

/**
 * What the first render of a staff page reads from the API, by the page's path in
 * staff-pages.ts (`:id` is the page's own, `:today` the shop's date): the server names these in
 * the page's HTML as preloads (src/server/http/staff-hints.ts), so a phone fetches them beside
 * the code instead of after running it. Only a page's default view (its address has no query
 * string) and only what every staff role reads there; pages only admins open have none.
 * `bench/staff-route-budget.test.ts` checks in Chromium that the app fetches each, once, and so
 * takes the preloaded answer: an address changed on either side fails it.
 */
const PAGE_DATA: Readonly<Record<string, readonly string[]>> = {
  '': ['/api/dashboard', ...TASK_BOARD, '/api/users/assignable'],
  tickets: ['/api/tickets?closed=false&limit=30'],
  'tickets/new': ['/api/phone-countries', '/api/users/assignable'],
  'tickets/:id': ['/api/tickets/:id', '/api/invoices?ticket_id=:id&limit=5'],
  'tickets/:id/dettagli': [
    '/api/tickets/:id',
    '/api/payments?ticket_id=:id&limit=100',
    '/api/tickets/:id/notes',
    '/api/tickets/:id/customer-tickets',
    '/api/tickets/:id/parts',
    '/api/tasks?ticket_id=:id&limit=30',
  ],
  'tickets/:id/etichetta': ['/api/tickets/:id'],
  customers: ['/api/customers?sort=name&order=asc&limit=30'],
  inventory: ['/api/inventory/reorder', '/api/inventory/summary'],
  products: [
    '/api/products?limit=30',
    '/api/products/summary',
    '/api/inventory/summary',
    '/api/brands',
    '/api/categories',
  ],
  'products/new': ['/api/brands', '/api/categories'],
  suppliers: ['/api/suppliers?sort=name&order=asc&limit=30'],
  brands: ['/api/brands', '/api/categories'],
  quotes: ['/api/quotes?limit=30'],
  'quotes/new': ['/api/quotes/defaults', '/api/phone-countries'],
  'pc-builds': ['/api/pc-builds?limit=30'],
  'pc-builds/new': ['/api/pc-builds/defaults', '/api/phone-countries', '/api/categories'],
  invoices: ['/api/invoices?limit=30'],
  'price-list': ['/api/price-list?limit=30'],
  'work-management': [
    '/api/work-logs?date=:today&limit=100',
    '/api/work-types',
    '/api/users/assignable',
  ],
  tasks: [...TASK_BOARD, '/api/users/assignable'],
  'tasks/new': ['/api/users/assignable'],
  cassa: ['/api/payments/daily?date=:today'],
};

/** The paths that have data to preload (for the check that every staff role opens them). */
export const PAGES_WITH_DATA: readonly string[] = Object.keys(PAGE_DATA);

/** Who opens a staff page, and where: which of its data to name. */
export interface PageRequest {
  pathname: string;
  search: string;
  /** null: signed out, or not to read any page's data yet (a two-factor enrolment is due). */
  role: Role | null;
  /** The shop's date, YYYY-MM-DD (Europe/Rome). */
  today: string;
}

/** The API addresses to preload for `page` opened by `request`, besides EVERY_PAGE_DATA. */
export function staffPageData(page: StaffPage, request: PageRequest): string[] {
  const templates = PAGE_DATA[page.path];
  const { pathname, search, role, today } = request;
  if (!templates || search !== '' || !role || !isStaff(role)) return [];
  const id = idAt(page.path, pathname);
  return templates.map((template) =>
    template.replaceAll(':id', encodeURIComponent(id)).replaceAll(':today', today),
  );
}

/** The `:id` segment of `pathname` under `pattern` ('' when the pattern has none). */
function idAt(pattern: string, pathname: string): string {
  const at = pattern.split('/').indexOf(':id');
  return at < 0 ? '' : (pathname.split('/').filter(Boolean)[at] ?? '');
}
