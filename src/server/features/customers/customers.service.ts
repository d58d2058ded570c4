/**
 * What other features ask of the customer register. Ticket, quote and PC-build saves (and the
 * public intake) link their customer, read the snapshot a document keeps and touch the
 * customer's last activity, each in the caller's transaction so the document and its customer
 * are written together. The customer-rights feature (merge, privacy rights, deletion, the log)
 * reads and writes the register's own rows through the rest, in its transaction too.
 */
export { listCustomerEvents, recordCustomerEvent } from './customer-events.service';
export { linkDocumentCustomer, linkPublicIntakeCustomer } from './customer-links';
export { mergeCustomers } from './customer-merge.service';
export {
  claimCustomerForAnonymising,
  customerEventsForExport,
  customerForPrivacy,
  deleteCustomerRecord,
  emptyCustomerRecord,
  type PrivacyCustomerRow,
} from './customer-privacy-records.service';
export { type CustomerDeps, getCustomer } from './customer-records.service';
export {
  customerForDocument,
  customerSnapshot,
  type DocumentCustomer,
  type DocumentCustomerInput,
  findOrCreateCustomerForDocument,
  touchCustomerActivity,
} from './document-customers.service';
