import { ArrowLeft, FileText, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isStaff } from '../../../../shared/roles';
import { TICKET_NOT_FOUND } from '../../../../shared/tickets/ticket-messages';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { cachedRole } from '../../../features/auth/api/me';
import {
  DocumentInvoices,
  documentInvoicesQuery,
} from '../../../features/invoices/components/document-invoices';
import { useShop } from '../../../features/tickets/api/shop-api';
import { prefetchPrintedTicket, useTicket } from '../../../features/tickets/api/ticket-query';
import { LazyTicketForm } from '../../../features/tickets/components/lazy-ticket-form';
import { TicketSheet } from '../../../features/tickets/components/ticket-sheet';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import type { PrefetchPage } from '../../../lib/page-warmup';
import type { TicketsPageState } from './tickets';

/** Only the edit view of a staff member needs it: its code loads then. */
const TicketParts = lazy(() =>
  import('../../../features/inventory/components/ticket-parts').then((m) => ({
    default: m.TicketParts,
  })),
);

/** The sheet, its shop and, for the staff, its invoices' links: the first render shows them all. */
export const prefetchPage: PrefetchPage = (client, target) => {
  const { id } = target.params;
  const role = cachedRole(client);
  return Promise.all([
    prefetchPrintedTicket(client, target),
    id && role && isStaff(role) && client.prefetchQuery(documentInvoicesQuery('ticket', id)),
  ]);
};

/** SPEC §8: the ticket could not be read, with the reason. */
const fetchFailed = (error: unknown) => `Impossibile recuperare il ticket: ${errorMessage(error)}`;

function BackToList() {
  return (
    <Link to="/tickets" className={buttonClass('secondary')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Torna alla lista
    </Link>
  );
}

/** SPEC §2 "Printable ticket sheet", with the edit form in place of the sheet on request. */
export function TicketSheetPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ticket = useTicket(id);
  const shop = useShop();
  const [editing, setEditing] = useState(false);
  const [printPassword, setPrintPassword] = useState(false);
  const { role } = useCurrentUser();

  if (ticket.isPending || shop.isPending) {
    return (
      <LoadingBlock
        label="Caricamento del ticket..."
        rows={1}
        rowClassName="h-96 w-full rounded-lg"
      />
    );
  }
  if (!ticket.data) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <>
        <PageHeader title="Scheda ticket" />
        {notFound ? (
          <Alert tone="error" className="mb-4">
            {TICKET_NOT_FOUND}
          </Alert>
        ) : (
          <Alert tone="error" title="Errore nel caricamento del ticket" className="mb-4">
            {fetchFailed(ticket.error)}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <BackToList />
          {!notFound && (
            <Button
              variant="secondary"
              busy={ticket.isFetching}
              onClick={() => void ticket.refetch()}
            >
              Riprova
            </Button>
          )}
        </div>
      </>
    );
  }

  const data = ticket.data;
  if (editing) {
    return (
      <>
        <PageHeader title={`Modifica ${data.ticket_number}`} />
        <LazyTicketForm
          ticket={data}
          onCancel={() => setEditing(false)}
          onSaved={(notice) =>
            navigate('/tickets', { state: { notice } satisfies TicketsPageState })
          }
        />
        <Suspense fallback={null}>
          {isStaff(role) && <TicketParts ticketId={data.id} price={data.price} />}
        </Suspense>
      </>
    );
  }
  return (
    <>
      <title>{`${data.ticket_number} · Sportello`}</title>
      {/* A later refresh failed: the sheet shows what was read before, and says so. */}
      {ticket.isError && (
        <Alert tone="warning" className="mb-4 print:hidden">
          {fetchFailed(ticket.error)}
        </Alert>
      )}
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <BackToList />
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          Modifica ticket
        </Button>
        <Button onClick={() => window.print()}>Stampa</Button>
        {isStaff(role) && (
          <Link to={`/quotes/new?ticket=${data.id}`} className={buttonClass('secondary')}>
            <FileText className="size-4" aria-hidden="true" />
            Crea preventivo
          </Link>
        )}
        {isStaff(role) && <DocumentInvoices source="ticket" id={data.id} />}
        {/* The sheet goes to the customer: the PIN is printed only for the shop's own copy. */}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={printPassword}
            onChange={(event) => setPrintPassword(event.target.checked)}
          />
          Stampa anche la password del dispositivo
        </label>
      </div>
      <TicketSheet ticket={data} shop={shop.data} showPassword={printPassword} />
    </>
  );
}
