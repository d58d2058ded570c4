/** The folders (key prefixes) the app stores files under: what copies and backups carry. */
export const ATTACHMENTS_FOLDER = 'ticket-attachments';
export const LOGO_FOLDER = 'shop-logo';
export const STORED_FOLDERS = [ATTACHMENTS_FOLDER, LOGO_FOLDER];
