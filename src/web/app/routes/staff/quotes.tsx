import { Plus } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import {
  DocumentInvoices,
  documentInvoicesQuery,
} from '../../../features/invoices/components/document-invoices';
import { prefetchQuoteList } from '../../../features/quotes/api/quote-list-api';
import { quotesApi } from '../../../features/quotes/api/quotes-api';
import { QuoteDocument } from '../../../features/quotes/components/quote-document';
import { QuoteStaffPanel } from '../../../features/quotes/components/quote-staff-panel';
import { QuotesList } from '../../../features/quotes/components/quotes-list';
import { prefetchPrintedShop, useShop } from '../../../features/tickets/api/shop-api';
import { type PrefetchPage, prefetchAll } from '../../../lib/page-warmup';

/** A quote's page: the quote, then the invoices an accepted one shows. */
const prefetchQuote: PrefetchPage = async (client, { params }) => {
  if (!params.id) return;
  const quote = await client.fetchQuery(quotesApi.one(params.id));
  if (quote.status === 'Accettato')
    await client.prefetchQuery(documentInvoicesQuery('quote', quote.id));
};

export const prefetchPage = prefetchAll(prefetchQuoteList, prefetchQuote, prefetchPrintedShop);

/** /quotes: SPEC §2 "Quotes list". */
export function QuotesPage() {
  return (
    <>
      <PageHeader
        title="Preventivi"
        actions={
          <Link to="/quotes/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Nuovo preventivo
          </Link>
        }
      />
      <QuotesList />
    </>
  );
}

/** /quotes/:id: the quote as the customer sees it (and prints), with the staff's panel. */
export function QuotePage() {
  const { id = '' } = useParams();
  const quote = quotesApi.useOne(id);
  const shop = useShop();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <QueryState query={quote} loading="Caricamento del preventivo...">
      {(data) => (
        <div className="flex flex-col gap-6">
          <title>{`${data.quote_number} · Sportello`}</title>
          <StatusRegion>{notice && <Alert tone="success">{notice}</Alert>}</StatusRegion>
          <QuoteStaffPanel
            quote={data}
            actions={
              data.status === 'Accettato' && <DocumentInvoices source="quote" id={data.id} />
            }
          />
          <QuoteDocument quote={data} shop={shop.data} />
        </div>
      )}
    </QueryState>
  );
}
