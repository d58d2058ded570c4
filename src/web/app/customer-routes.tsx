import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const customers = () => import('./routes/staff/customers');

/** The customer register's pages; router.tsx puts the area behind its role gate. */
export const CUSTOMER_ROUTES: Record<string, RouteObject[]> = {
  customers: [
    { path: 'customers', element: lazyPage(customers, (m) => m.CustomersPage) },
    { path: 'customers/new', element: lazyPage(customers, (m) => m.NewCustomerPage) },
    { path: 'customers/:id', element: lazyPage(customers, (m) => m.CustomerPage) },
    { path: 'customers/:id/edit', element: lazyPage(customers, (m) => m.EditCustomerPage) },
  ],
};
