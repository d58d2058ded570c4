import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { staffTicketPath } from '../../../../shared/counter/staff-ticket-path';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useShop } from '../../../features/tickets/api/shop-api';
import { useTicket } from '../../../features/tickets/api/ticket-query';

export { prefetchPrintedTicket as prefetchPage } from '../../../features/tickets/api/ticket-query';

import { TicketLabel } from '../../../features/tickets/components/ticket-label';

/** /tickets/:id/etichetta: the label alone; the print dialog opens by itself (?noprint skips). */
export function TicketLabelPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  const shop = useShop();
  return (
    <QueryState query={ticket} loading="Caricamento del ticket...">
      {(data) => (
        <>
          <div className="print:hidden">
            <PageHeader
              title={`Etichetta ${data.ticket_number}`}
              description="62 × 29 mm: nella finestra di stampa scegli la stampante di etichette, scala 100%."
              actions={
                <div className="flex flex-wrap gap-2">
                  <Link to={staffTicketPath(data.id)} className={buttonClass('secondary')}>
                    <ArrowLeft className="size-4" aria-hidden="true" />
                    Torna al ticket
                  </Link>
                  <Button onClick={() => window.print()}>Stampa</Button>
                </div>
              }
            />
          </div>
          {!shop.isPending && (
            <TicketLabel ticket={data} baseUrl={shop.data?.public_url ?? window.location.origin} />
          )}
        </>
      )}
    </QueryState>
  );
}
