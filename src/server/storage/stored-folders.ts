/** The folders (key prefixes) the app stores files under: what copies and backups carry. */
export const ATTACHMENTS_FOLDER = 'ticket-attachments';
export const LOGO_FOLDER = 'shop-logo';
/** The customers' signatures (features/ticket-checks): evidence, carried with the attachments. */
export const SIGNATURES_FOLDER = 'ticket-signatures';
/** The suppliers' FatturaPA files as received and their attachments (features/supplier-invoices). */
export const SUPPLIER_INVOICES_FOLDER = 'supplier-invoices';
export const STORED_FOLDERS = [
  ATTACHMENTS_FOLDER,
  LOGO_FOLDER,
  SIGNATURES_FOLDER,
  SUPPLIER_INVOICES_FOLDER,
];
