import { Copy, Eye, Pencil } from 'lucide-react';
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
import { Button, buttonClass } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusListControls } from '../../../components/ui/status-list-controls';
import { useUrlFilters } from '../../../lib/use-url-filters';
import {
  QUOTE_FILTERS,
  QUOTE_SORTS,
  quotesApi,
  useDuplicateQuote,
  useQuoteList,
} from '../api/quotes-api';

const HEADINGS = ['Cliente', 'Numero', 'Stato', 'Importo', 'Scadenza', 'Azioni'];

function QuoteRow(props: { quote: QuoteListItemDto; onDuplicated: (copy: QuoteDto) => void }) {
  const { quote } = props;
  const remove = quotesApi.useRemove();
  const duplicate = useDuplicateQuote();
  const name = ` ${quote.quote_number}`;
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
      <td className={TABLE_CELL}>
        <div className="flex flex-wrap gap-1">
          <Link to={`/quotes/${quote.id}`} className={buttonClass('ghost', 'px-2 py-1')}>
            <Eye className="size-4" aria-hidden="true" />
            Visualizza<span className="sr-only">{name}</span>
          </Link>
          <Link to={`/quotes/${quote.id}/edit`} className={buttonClass('ghost', 'px-2 py-1')}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifica<span className="sr-only">{name}</span>
          </Link>
          <Button
            variant="ghost"
            className="px-2 py-1"
            busy={duplicate.isPending}
            onClick={() => duplicate.mutate(quote.id, { onSuccess: props.onDuplicated })}
          >
            <Copy className="size-4" aria-hidden="true" />
            Duplica<span className="sr-only">{name}</span>
          </Button>
          <DeleteButton
            what={`il preventivo ${quote.quote_number}`}
            busy={remove.isPending}
            onDelete={() => remove.mutateAsync(quote.id)}
          />
        </div>
      </td>
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
