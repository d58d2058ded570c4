import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { shopQuery } from './shop-api';
import type { TicketDetail } from './ticket-types';

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

/** A printable ticket page (the sheet, the label): the ticket and the shop printed on it. */
export const prefetchPrintedTicket: PrefetchPage = (client, target) =>
  Promise.all([prefetchTicketPage(client, target), client.prefetchQuery(shopQuery)]);
