import { useQuery } from '@tanstack/react-query';
import type { PriceSuggestDto } from '../../../../shared/price-list/price-list';
import { apiFetch } from '../../../lib/api-fetch';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The list's repairs for the device as typed (the exact model first), once typing pauses. */
export function usePriceSuggestions(model: string) {
  const typed = useDebouncedValue(model.trim(), 300);
  return useQuery({
    queryKey: ['/api/price-list', 'suggest', typed],
    queryFn: ({ signal }) =>
      apiFetch<PriceSuggestDto>(
        `/api/price-list/suggest?${new URLSearchParams({ model: typed })}`,
        {
          signal,
        },
      ),
    enabled: typed.length >= 2,
    staleTime: 60_000,
  });
}
