import type { CustomerDocumentKind } from '../../../../shared/customers/customer-schemas';

/** One tab of the customer page: a kind of document and how many the customer has. */
export interface CustomerDocumentTab {
  kind: CustomerDocumentKind;
  label: string;
  /** The count the customer record carries for this kind, when it carries one. */
  count?: 'tickets' | 'quotes' | 'pc_builds' | 'invoices' | 'payments';
  empty: string;
}

/**
 * The tabs, in order: one per kind of CUSTOMER_DOCUMENT_KINDS (the documents endpoint's); the tab
 * list and the rows read only this, and each row opens the staff page the server names (`path`).
 */
export const CUSTOMER_DOCUMENT_TABS: readonly CustomerDocumentTab[] = [
  {
    kind: 'tickets',
    label: 'Ticket',
    count: 'tickets',
    empty: 'Nessun ticket per questo cliente.',
  },
  {
    kind: 'quotes',
    label: 'Preventivi',
    count: 'quotes',
    empty: 'Nessun preventivo per questo cliente.',
  },
  {
    kind: 'pc_builds',
    label: 'Configurazioni PC',
    count: 'pc_builds',
    empty: 'Nessuna configurazione PC per questo cliente.',
  },
  {
    kind: 'invoices',
    label: 'Fatture',
    count: 'invoices',
    empty: 'Nessuna fattura per questo cliente.',
  },
  {
    kind: 'payments',
    label: 'Pagamenti',
    count: 'payments',
    empty: 'Nessun pagamento per questo cliente.',
  },
];
