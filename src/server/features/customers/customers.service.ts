/** How a ticket, quote or PC build (and the public intake) links its customer. */

export { listCustomerEvents, recordCustomerEvent } from './customer-events.service';
export { linkDocumentCustomer, linkPublicIntakeCustomer } from './customer-links';
/**
 * What the customer-rights feature (merge, privacy rights, deletion, the log) asks of the
 * register: its own rows, read and written in the caller's transaction.
 */
export { mergeCustomers } from './customer-merge.service';
export {
  claimCustomerForAnonymising,
  customerEventsForExport,
  customerForPrivacy,
  deleteCustomerRecord,
  emptyCustomerRecord,
  type PrivacyCustomerRow,
} from './customer-privacy-records.service';
export type { CustomerDeps } from './customer-records.service';
/**
 * What other features ask of the customer register: the customer of a document being saved,
 * the snapshot a document keeps, and the customer's last activity. Each takes the caller's
 * transaction, so the document and its customer are written together.
 */
export { getCustomer } from './customer-records.service';
export {
  customerForDocument,
  customerSnapshot,
  type DocumentCustomer,
  type DocumentCustomerInput,
  findOrCreateCustomerForDocument,
  touchCustomerActivity,
} from './document-customers.service';
