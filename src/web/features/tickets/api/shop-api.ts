import { useQuery } from '@tanstack/react-query';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { shopQuery } from '../../../lib/shop-query';

/** A printed document's page (`:id` in its path): the shop it prints in its header, ahead. */
export const prefetchPrintedShop: PrefetchPage = async (client, { params }) => {
  if (params.id) await client.prefetchQuery(shopQuery);
};

/** The shop for the sheet's header, logo, terms and QR code. */
export function useShop() {
  return useQuery(shopQuery);
}
