/** How a ticket, quote or PC build (and the public intake) links its customer. */
export { linkDocumentCustomer, linkPublicIntakeCustomer } from './customer-links';
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
