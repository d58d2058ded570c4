import { useState } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import {
  QUOTE_MESSAGES,
  QUOTE_STATUS_BADGES,
  QUOTE_STATUSES,
  type QuoteDto,
  type QuoteListItemDto,
} from '../../../../shared/quotes/quotes';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { StatusBadge } from '../../../components/ui/badge';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DocumentRowActions } from '../../../components/ui/document-row-actions';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusListControls } from '../../../components/ui/status-list-controls';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { QUOTE_FILTERS, QUOTE_SORTS, useQuoteList } from '../api/quote-list-api';
import { quotesApi, useDuplicateQuote } from '../api/quotes-api';

const HEADINGS = ['Cliente', 'Numero', 'Stato', 'Importo', 'Scadenza', 'Azioni'];

function QuoteRow(props: { quote: QuoteListItemDto; onDuplicated: (copy: QuoteDto) => void }) {
  const { quote } = props;
  const remove = quotesApi.useRemove();
  const duplicate = useDuplicateQuote();
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
        {quote.customer_name}
        {quote.customer_email && (
          <span className="block font-normal break-all text-slate-700 dark:text-slate-300">
            {quote.customer_email}
          </span>
        )}
      </th>
      <td className={`${TABLE_CELL} font-mono whitespace-nowrap`}>{quote.quote_number}</td>
      <td className={TABLE_CELL}>
        <StatusBadge value={quote.status} colours={QUOTE_STATUS_BADGES} />
      </td>
      <td className={`${TABLE_CELL} text-right tabular-nums whitespace-nowrap`}>
        {formatEuro(quote.total_amount)}
      </td>
      <td className={`${TABLE_CELL} whitespace-nowrap`}>
        {quote.expiry_date ? formatCalendarDate(quote.expiry_date) : QUOTE_MESSAGES.noExpiry}
      </td>
      <DocumentRowActions
        href={`/quotes/${quote.id}`}
        number={quote.quote_number}
        deleteWhat={`il preventivo ${quote.quote_number}`}
        duplicate={{
          busy: duplicate.isPending,
          run: () => duplicate.mutate(quote.id, { onSuccess: props.onDuplicated }),
        }}
        remove={{ busy: remove.isPending, run: () => remove.mutateAsync(quote.id) }}
      />
    </tr>
  );
}

/** SPEC §2 "Quotes list": search, status filter and a sort selector that really sorts. */
export function QuotesList() {
  const [filters, change] = useUrlFilters(QUOTE_FILTERS);
  const list = useQuoteList(filters);
  const [duplicated, setDuplicated] = useState<QuoteDto | null>(null);
  return (
    <>
      <StatusListControls
        filters={filters}
        onChange={change}
        placeholder="Numero, cliente o email…"
        statuses={QUOTE_STATUSES}
        sorts={QUOTE_SORTS}
      />
      <StatusRegion>
        {duplicated && (
          <Alert tone="success" className="mb-3">
            {QUOTE_MESSAGES.duplicated}{' '}
            <Link className="underline" to={`/quotes/${duplicated.id}/edit`}>
              Modifica {duplicated.quote_number}
            </Link>
          </Alert>
        )}
      </StatusRegion>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento dei preventivi...' }}
        empty={QUOTE_MESSAGES.empty}
        loadError={() => QUOTE_MESSAGES.loadError}
        refreshError={QUOTE_MESSAGES.loadError}
        loadMore="Carica altri preventivi"
      >
        {(quotes) => (
          <DataTable caption="Preventivi" headings={HEADINGS}>
            {quotes.map((quote) => (
              <QuoteRow key={quote.id} quote={quote} onDuplicated={setDuplicated} />
            ))}
          </DataTable>
        )}
      </PagedList>
    </>
  );
}
