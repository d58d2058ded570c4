import type { CustomerDocumentDto } from '../../../../shared/customers/customer-dto';
import { staffTicketPath } from '../../../../shared/counter/staff-ticket-path';
import type { CustomerDocumentKind } from '../api/customers-api';

/** One tab of the customer page: a kind of document, how many, where each opens. */
export interface CustomerDocumentTab {
  kind: CustomerDocumentKind;
  label: string;
  /** The count the customer record carries for this kind, when it carries one. */
  count?: 'tickets' | 'quotes' | 'pc_builds' | 'invoices';
  empty: string;
  /** The staff page of one document. */
  href: (document: CustomerDocumentDto) => string;
}

/**
 * The tabs, in order. Invoices and payments join by adding their entry here (their kinds are
 * already part of the documents endpoint); the page, the tab list and the rows read only this.
 */
export const CUSTOMER_DOCUMENT_TABS: readonly CustomerDocumentTab[] = [
  {
    kind: 'tickets',
    label: 'Ticket',
    count: 'tickets',
    empty: 'Nessun ticket per questo cliente.',
    href: (doc) => staffTicketPath(doc.id),
  },
  {
    kind: 'quotes',
    label: 'Preventivi',
    count: 'quotes',
    empty: 'Nessun preventivo per questo cliente.',
    href: (doc) => `/quotes/${encodeURIComponent(doc.id)}`,
  },
  {
    kind: 'pc_builds',
    label: 'Configurazioni PC',
    count: 'pc_builds',
    empty: 'Nessuna configurazione PC per questo cliente.',
    href: (doc) => `/pc-builds/${encodeURIComponent(doc.id)}`,
  },
];
