/**
 * Every page of the signed-in app, declared once: its path under / (React Router's pattern, ''
 * for the index), the module of src/web/app/routes/staff that holds it and the export shown.
 * The router builds its routes from this table (src/web/app/router.tsx, each area behind its role
 * gate of src/web/lib/areas.ts) and the server names a page's code in the HTML of its URL
 * (src/server/http/staff-hints.ts), so a phone fetches it beside the entry (docs/decisions/031).
 */
export interface StaffPage {
  path: string;
  module: string;
  page: string;
  /** Only admins open it, inside an area everyone sees: what the others are told. */
  adminOnly?: string;
}

/** One module's pages under an area's path ('' is the area's own page). */
const pagesOf = (area: string, module: string, pages: Record<string, string>): StaffPage[] =>
  Object.entries(pages).map(([path, page]) => ({
    path: path ? `${area}/${path}` : area,
    module,
    page,
  }));

export const STAFF_PAGES: readonly StaffPage[] = [
  { path: '', module: 'dashboard', page: 'DashboardPage' },
  { path: 'dashboard', module: 'dashboard', page: 'DashboardPage' },
  { path: 'profile', module: 'profile', page: 'ProfilePage' },
  { path: 'tickets', module: 'tickets', page: 'TicketsPage' },
  { path: 'tickets/new', module: 'ticket-new', page: 'NewTicketPage' },
  {
    path: 'tickets/eliminati',
    module: 'tickets-deleted',
    page: 'DeletedTicketsPage',
    adminOnly: 'Solo gli amministratori vedono i ticket eliminati.',
  },
  { path: 'tickets/:id', module: 'ticket-sheet', page: 'TicketSheetPage' },
  { path: 'tickets/:id/dettagli', module: 'ticket-details', page: 'TicketDetailsPage' },
  { path: 'tickets/:id/etichetta', module: 'ticket-label', page: 'TicketLabelPage' },
  { path: 'settings', module: 'settings', page: 'SettingsPage' },
  { path: 'settings/outbox', module: 'settings-outbox', page: 'SettingsOutboxPage' },
  { path: 'users', module: 'users', page: 'UsersPage' },
  { path: 'reports', module: 'reports', page: 'ReportsPage' },
  ...pagesOf('cassa', 'cassa', { '': 'CashReportPage', 'ricevute/:id': 'PaymentReceiptPage' }),
  { path: 'cassa/documenti', module: 'cassa-documenti', page: 'ReceiptsPage' },
  ...pagesOf('customers', 'customers', {
    '': 'CustomersPage',
    new: 'NewCustomerPage',
    ':id': 'CustomerPage',
    ':id/edit': 'EditCustomerPage',
  }),
  ...pagesOf('suppliers', 'suppliers', { '': 'SuppliersPage', ':id': 'SupplierPage' }),
  ...pagesOf('suppliers', 'supplier-form', {
    new: 'NewSupplierPage',
    ':id/edit': 'EditSupplierPage',
  }),
  ...pagesOf('products', 'products', { '': 'ProductsPage', ':id': 'ProductPage' }),
  ...pagesOf('products', 'product-form', { new: 'NewProductPage', ':id/edit': 'EditProductPage' }),
  ...pagesOf('brands', 'labels', { '': 'BrandsPage', new: 'NewBrandPage', ':id': 'EditBrandPage' }),
  ...pagesOf('categories', 'labels', {
    '': 'CategoriesPage',
    new: 'NewCategoryPage',
    ':id': 'EditCategoryPage',
  }),
  ...pagesOf('price-list', 'price-list', {
    '': 'PriceListPage',
    new: 'NewPriceListEntryPage',
    ':id': 'EditPriceListEntryPage',
  }),
  { path: 'inventory', module: 'inventory', page: 'InventoryPage' },
  ...pagesOf('quotes', 'quotes', { '': 'QuotesPage', ':id': 'QuotePage' }),
  ...pagesOf('quotes', 'quote-form', { new: 'NewQuotePage', ':id/edit': 'EditQuotePage' }),
  ...pagesOf('pc-builds', 'pc-builds', { '': 'PcBuildsPage', ':id': 'PcBuildPage' }),
  ...pagesOf('pc-builds', 'pc-build-form', {
    new: 'NewPcBuildPage',
    ':id/edit': 'EditPcBuildPage',
  }),
  ...pagesOf('invoices', 'invoices', {
    '': 'InvoicesPage',
    new: 'NewInvoicePage',
    ':id': 'InvoicePage',
    ':id/edit': 'EditInvoicePage',
    ':id/copia': 'InvoiceCopyPage',
  }),
  { path: 'work-management', module: 'work-management', page: 'WorkManagementPage' },
  { path: 'tasks', module: 'tasks', page: 'TasksPage' },
  ...pagesOf('tasks', 'task-form-pages', { new: 'NewTaskPage', ':id/edit': 'EditTaskPage' }),
  ...pagesOf('purchase-orders', 'purchase-orders', {
    '': 'PurchaseOrdersPage',
    ':id': 'PurchaseOrderPage',
  }),
  { path: 'supplier-returns', module: 'supplier-returns', page: 'SupplierReturnsPage' },
  { path: 'vendita', module: 'vendita', page: 'CounterSalePage' },
  { path: 'vendita/elenco', module: 'vendite', page: 'SalesListPage' },
  ...pagesOf('supplier-invoices', 'supplier-invoices', {
    '': 'SupplierInvoicesPage',
    ':id': 'SupplierInvoicePage',
  }),
];

/**
 * Where the build writes the frame every staff page paints before its code runs
 * (scripts/vite-staff-first-paint.ts), beside Vite's manifest; the server reads it from there.
 */
export const STAFF_FIRST_PAINT_FILE = '.vite/staff-first-paint.html';

/** The pages outside every area of the menu: everyone signed in opens them. */
export const UNGATED_PAGE_PATHS: ReadonlySet<string> = new Set(['', 'profile']);

/** A path's first segment: the area it belongs to (src/web/lib/areas.ts). */
export function pageArea(page: StaffPage): string {
  return page.path.split('/')[0] as string;
}

/**
 * The page a URL path opens, as React Router ranks them: a literal segment before a `:param`
 * (/tickets/new is not a ticket's sheet). Undefined for every other path (/login, a public page).
 */
export function staffPageAt(pathname: string): StaffPage | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { page: StaffPage; literals: number } | undefined;
  for (const page of STAFF_PAGES) {
    const pattern = page.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    let literals = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return true;
      literals += 1;
      return part === segments[i];
    });
    if (matches && (!best || literals > best.literals)) best = { page, literals };
  }
  return best?.page;
}
