import { QUOTE_STATUSES, type QuoteListItemDto } from '../../../../shared/quotes/quotes';
import { filteredList } from '../../../lib/filtered-list';
import { stringFilterCodec } from '../../../lib/string-filters';
import { quotesApi } from './quotes-api';

// The list's filters and pages, apart from the resource: the form's page does not load them.
export const QUOTE_SORTS = [
  ['created_at', 'Data'],
  ['total_amount', 'Importo'],
  ['expiry_date', 'Scadenza'],
] as const;

export const QUOTE_FILTERS = stringFilterCodec(
  { q: '', status: '', sort: 'created_at', order: 'desc' },
  {
    status: QUOTE_STATUSES,
    sort: QUOTE_SORTS.map(([sort]) => sort),
    order: ['asc', 'desc'],
  },
);
export type QuoteFilters = ReturnType<typeof QUOTE_FILTERS.parse>;

const quoteList = filteredList<QuoteListItemDto, QuoteFilters>({
  api: quotesApi,
  page: '/quotes',
  codec: QUOTE_FILTERS,
});
export const useQuoteList = quoteList.useList;
export const prefetchQuoteList = quoteList.prefetch;
