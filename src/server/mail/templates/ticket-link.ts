import { publicTicketPath } from '../../../shared/paths';

/** The customer's status page, the same URL the QR code carries. */
export function publicTicketUrl(linkOrigin: string, ticketId: string): string {
  return `${linkOrigin}${publicTicketPath(ticketId)}`;
}
