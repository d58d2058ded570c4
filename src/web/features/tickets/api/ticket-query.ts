import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { shopQuery } from '../../../lib/shop-query';
import type { Ticket, TicketDetail } from './ticket-types';

/**
 * One ticket's query, apart from the rest of the tickets' API: pages that only read a ticket
 * (a quote or a build started from it) do not download the list's and the writes' code.
 */
export const ticketsQueryKey = ['tickets'] as const;

export const ticketPath = (id: string) => `/api/tickets/${encodeURIComponent(id)}`;

const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiFetch<TicketDetail>(ticketPath(id), { signal }),
  });

export function useTicket(id: string) {
  return useQuery(ticketQuery(id));
}

/** The ticket of a /tickets/:id page, fetched ahead of the page's first render. */
export const prefetchTicketPage: PrefetchPage = async (client, { params }) => {
  if (params.id) await client.prefetchQuery(ticketQuery(params.id));
};

/**
 * The chat text for the ticket's status, from Settings → Messaggi ai clienti (filled by the
 * server, as the e-mails are); asked only when the ticket has a phone to write to.
 */
export const whatsappMessageQuery = (ticket: Pick<Ticket, 'id' | 'status' | 'customer_phone'>) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'whatsapp', ticket.id, ticket.status],
    queryFn: ({ signal }) =>
      apiFetch<{ text: string }>(`${ticketPath(ticket.id)}/whatsapp-message`, { signal }),
    enabled: Boolean(ticket.customer_phone),
  });

/**
 * The staff page of a ticket: the ticket, then the text its *WhatsApp al cliente* button opens
 * (drawn later, the button would push the page down).
 */
export const prefetchTicketDetails: PrefetchPage = async (client, { params }) => {
  if (!params.id) return;
  const ticket = await client.fetchQuery(ticketQuery(params.id));
  if (ticket.customer_phone) await client.prefetchQuery(whatsappMessageQuery(ticket));
};

/** A printable ticket page (the sheet, the label): the ticket and the shop printed on it. */
export const prefetchPrintedTicket: PrefetchPage = (client, target) =>
  Promise.all([prefetchTicketPage(client, target), client.prefetchQuery(shopQuery)]);
