import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const quotes = () => import('./routes/staff/quotes');

/** The pages of documents with priced lines (issue 14); router.tsx puts each behind its gate. */
export const DOCUMENT_ROUTES: Record<string, RouteObject[]> = {
  quotes: [
    { path: 'quotes', element: lazyPage(quotes, (m) => m.QuotesPage) },
    { path: 'quotes/new', element: lazyPage(quotes, (m) => m.NewQuotePage) },
    { path: 'quotes/:id', element: lazyPage(quotes, (m) => m.QuotePage) },
    { path: 'quotes/:id/edit', element: lazyPage(quotes, (m) => m.EditQuotePage) },
  ],
};
