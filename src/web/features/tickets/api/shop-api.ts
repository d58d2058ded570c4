import { useQuery } from '@tanstack/react-query';
import { fetchPublicShop } from '../../../lib/public-shop';

/** The shop for the sheet's header, logo, terms and QR code. */
export function useShop() {
  return useQuery({
    queryKey: ['shop'],
    queryFn: ({ signal }) => fetchPublicShop(signal),
    staleTime: 5 * 60_000,
  });
}
