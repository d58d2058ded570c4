import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const quotes = () => import('./routes/staff/quotes');
const quoteForm = () => import('./routes/staff/quote-form');
const pcBuilds = () => import('./routes/staff/pc-builds');
const pcBuildForm = () => import('./routes/staff/pc-build-form');
const invoices = () => import('./routes/staff/invoices');

/** The pages of documents with priced lines; router.tsx puts each behind its gate. */
export const DOCUMENT_ROUTES: Record<string, RouteObject[]> = {
  quotes: [
    { path: 'quotes', element: lazyPage(quotes, (m) => m.QuotesPage) },
    { path: 'quotes/new', element: lazyPage(quoteForm, (m) => m.NewQuotePage) },
    { path: 'quotes/:id', element: lazyPage(quotes, (m) => m.QuotePage) },
    { path: 'quotes/:id/edit', element: lazyPage(quoteForm, (m) => m.EditQuotePage) },
  ],
  'pc-builds': [
    { path: 'pc-builds', element: lazyPage(pcBuilds, (m) => m.PcBuildsPage) },
    { path: 'pc-builds/new', element: lazyPage(pcBuildForm, (m) => m.NewPcBuildPage) },
    { path: 'pc-builds/:id', element: lazyPage(pcBuilds, (m) => m.PcBuildPage) },
    { path: 'pc-builds/:id/edit', element: lazyPage(pcBuildForm, (m) => m.EditPcBuildPage) },
  ],
  invoices: [
    { path: 'invoices', element: lazyPage(invoices, (m) => m.InvoicesPage) },
    { path: 'invoices/new', element: lazyPage(invoices, (m) => m.NewInvoicePage) },
    { path: 'invoices/:id', element: lazyPage(invoices, (m) => m.InvoicePage) },
    { path: 'invoices/:id/edit', element: lazyPage(invoices, (m) => m.EditInvoicePage) },
    { path: 'invoices/:id/copia', element: lazyPage(invoices, (m) => m.InvoiceCopyPage) },
  ],
};
