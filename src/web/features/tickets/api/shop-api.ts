import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPublicShop } from '../../../lib/public-shop';

/** The shop printed on a document: what useShop reads and a printable page fetches ahead. */
export const shopQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal }) => fetchPublicShop(signal),
  staleTime: 5 * 60_000,
});

/** The shop for the sheet's header, logo, terms and QR code. */
export function useShop() {
  return useQuery(shopQuery);
}
