import { useParams, useSearchParams } from 'react-router';
import type { PricingDefaultsDto } from '../../../../shared/priced-lines';
import { PageHeader } from '../../../components/layout/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { quotesApi, useQuoteDefaults } from '../../../features/quotes/api/quotes-api';
import { QuoteForm } from '../../../features/quotes/components/quote-form';
import { useTicket } from '../../../features/tickets/api/ticket-query';

export { prefetchQuoteForm as prefetchPage } from '../../../features/quotes/api/quotes-api';

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

/** /quotes/:id/edit, with the version it read: a stale save is refused, nothing lost. */
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
