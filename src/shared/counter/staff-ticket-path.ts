/**
 * The staff page of a ticket (built beside this module): `/tickets/{id}` stays the
 * print sheet the spec names, so the staff page lives one level below it.
 */
export const staffTicketPath = (id: string) => `/tickets/${encodeURIComponent(id)}/dettagli`;
