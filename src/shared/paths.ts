/** Public URLs shared by the router, QR codes and e-mails. */
export function publicTicketPath(id: string): string {
  return `/public/tickets/${id}`;
}

export function thankYouPath(id: string): string {
  return `/public/tickets/thank-you/${id}`;
}

/** An uploaded shop logo, served to everyone (it appears on public pages and in e-mails). */
export function shopLogoPath(fileName: string): string {
  return `/api/public/logo/${fileName}`;
}

/** The shop's privacy notice, served by the app (settings: privacy_notice). */
export const PRIVACY_PATH = '/public/privacy';

/** The customer's page of a quote: its lines, totals and the Accetto / Rifiuto answer. */
export function publicQuotePath(id: string): string {
  return `/public/quotes/${id}`;
}

/** The customer's page of a PC build (SPEC §2: /public/pc-build/{id}). */
export function publicPcBuildPath(id: string): string {
  return `/public/pc-build/${id}`;
}
