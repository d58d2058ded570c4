import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LineBody } from '../../../../shared/line-drafts';
import type { PricingDefaultsDto } from '../../../../shared/priced-lines';
import type { QuoteDto, QuoteStatus } from '../../../../shared/quotes/quotes';
import { phoneCountriesQuery } from '../../../components/ui/phone-field';
import { apiFetch } from '../../../lib/api-fetch';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { resourceApi } from '../../../lib/resource-api';

/** What the form sends: amounts as typed (Italian decimals), parsed by the shared schema. */
export interface QuoteBody {
  /** The register's customer; null for a person the server finds or creates from the snapshot. */
  customer_id?: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  expiry_date: string;
  margin_percent: string;
  vat_rate: string;
  notes: string;
  status?: QuoteStatus;
  ticket_id?: string | null;
  items: LineBody[];
}

export const quotesApi = resourceApi<QuoteDto, QuoteBody, QuoteBody & { version: number }>(
  '/api/quotes',
);

const quoteDefaultsQuery = queryOptions({
  queryKey: [...quotesApi.key, 'defaults'],
  queryFn: ({ signal }) => apiFetch<PricingDefaultsDto>(`${quotesApi.path}/defaults`, { signal }),
  staleTime: 60_000,
});

/** Margin and VAT a new quote starts from (Settings → Preventivi). */
export function useQuoteDefaults() {
  return useQuery(quoteDefaultsQuery);
}

/**
 * A quote's form, fetched ahead of its first render: its defaults, the phone's countries and, to
 * edit one, the quote.
 */
export const prefetchQuoteForm: PrefetchPage = (client, target) =>
  Promise.all([
    client.prefetchQuery(quoteDefaultsQuery),
    client.prefetchQuery(phoneCountriesQuery),
    quotesApi.prefetchOne(client, target),
  ]);

/** POST /api/quotes/:id/<action> (duplicate, send), refreshing every quote query. */
function useQuoteAction(action: 'duplicate' | 'send') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<QuoteDto>(`${quotesApi.path}/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesApi.key }),
  });
}

export const useDuplicateQuote = () => useQuoteAction('duplicate');
export const useSendQuote = () => useQuoteAction('send');
