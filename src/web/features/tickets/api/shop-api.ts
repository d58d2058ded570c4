import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { fetchPublicShop } from '../../../lib/public-shop';

/** The shop printed on a document: what useShop reads and a printable page fetches ahead. */
export const shopQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal }) => fetchPublicShop(signal),
  staleTime: 5 * 60_000,
});

/** A printed document's page (`:id` in its path): the shop it prints in its header, ahead. */
export const prefetchPrintedShop: PrefetchPage = async (client, { params }) => {
  if (params.id) await client.prefetchQuery(shopQuery);
};

/** The shop for the sheet's header, logo, terms and QR code. */
export function useShop() {
  return useQuery(shopQuery);
}
