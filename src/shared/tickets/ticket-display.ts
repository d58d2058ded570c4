/** How the list and the sheets name a ticket's creator (SPEC §2 "created-by"). */
export const PUBLIC_FORM_CREATOR = 'Modulo online';
export const DELETED_ACCOUNT_CREATOR = 'Account eliminato';

export type TicketCreatedVia = 'staff' | 'public';

export function createdByLabel(ticket: {
  created_by_email: string | null;
  created_via: TicketCreatedVia;
}): string {
  if (ticket.created_via === 'public') return PUBLIC_FORM_CREATOR;
  return ticket.created_by_email ?? DELETED_ACCOUNT_CREATOR;
}
