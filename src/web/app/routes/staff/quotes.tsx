import { Plus } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { PricingDefaultsDto } from '../../../../shared/priced-lines';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { quotesApi, useQuoteDefaults } from '../../../features/quotes/api/quotes-api';
import { QuoteDocument } from '../../../features/quotes/components/quote-document';
import { QuoteForm } from '../../../features/quotes/components/quote-form';
import { QuoteStaffPanel } from '../../../features/quotes/components/quote-staff-panel';
import { QuotesList } from '../../../features/quotes/components/quotes-list';
import { useShop } from '../../../features/tickets/api/shop-api';
import { useTicket } from '../../../features/tickets/api/tickets-api';

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

/** "Crea preventivo" on a ticket: the form starts from its customer and stays linked to it. */
function QuoteFormFromTicket({
  ticketId,
  defaults,
}: {
  ticketId: string;
  defaults: PricingDefaultsDto;
}) {
  const ticket = useTicket(ticketId);
  return (
    <QueryState query={ticket} loading="Caricamento del ticket...">
      {(data) => <QuoteForm defaults={defaults} ticket={data} />}
    </QueryState>
  );
}

/** /quotes/new, and /quotes/new?ticket=ID from a ticket's "Crea preventivo". */
export function NewQuotePage() {
  const ticketId = useSearchParams()[0].get('ticket');
  const defaults = useQuoteDefaults();
  return (
    <>
      <PageHeader title="Nuovo preventivo" />
      <QueryState query={defaults} loading="Caricamento...">
        {(data) =>
          ticketId ? (
            <QuoteFormFromTicket ticketId={ticketId} defaults={data} />
          ) : (
            <QuoteForm defaults={data} />
          )
        }
      </QueryState>
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
          <QuoteStaffPanel quote={data} />
          <QuoteDocument quote={data} shop={shop.data} />
        </div>
      )}
    </QueryState>
  );
}

export function EditQuotePage() {
  const { id = '' } = useParams();
  const quote = quotesApi.useOne(id);
  const defaults = useQuoteDefaults();
  return (
    <>
      <PageHeader title="Modifica preventivo" />
      <QueryState query={quote} loading="Caricamento del preventivo...">
        {(data) => (
          <QuoteForm
            quote={data}
            defaults={
              defaults.data ?? { margin_percent: data.margin_percent, vat_rate: data.vat_rate }
            }
          />
        )}
      </QueryState>
    </>
  );
}
