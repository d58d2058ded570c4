import { queryOptions } from '@tanstack/react-query';
import { fetchPublicShop } from './public-shop';

/**
 * The shop's details in the signed-in app: the footer's privacy link, and the header of a printed
 * document. One query, so a page that prints fetches them once (the HTML preloads them too).
 */
export const shopQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal }) => fetchPublicShop(signal),
  staleTime: 5 * 60_000,
});
