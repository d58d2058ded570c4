import { ArrowLeft, FileText, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isAdmin, isStaff } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { OpenToLoad } from '../../../components/ui/open-to-load';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { cachedRole } from '../../../features/auth/api/me';
import { ToReviewBadge } from '../../../features/customers/components/to-review-badge';
import {
  DocumentInvoices,
  documentInvoicesQuery,
} from '../../../features/invoices/components/document-invoices';
import { ticketPaymentsQuery } from '../../../features/payments/api/payments-api';
import type { PartOrderProps } from '../../../features/purchase-orders/components/part-order-dialog';
import { prefetchTicketDetails, useTicket } from '../../../features/tickets/api/ticket-query';
import type { TicketDetail } from '../../../features/tickets/api/ticket-types';
import { useInvalidateTickets } from '../../../features/tickets/api/tickets-api';
import { AttachmentGallery } from '../../../features/tickets/components/attachment-gallery';
import { LazyTicketForm } from '../../../features/tickets/components/lazy-ticket-form';
import { OtherCustomerTickets } from '../../../features/tickets/components/other-customer-tickets';
import { StatusHistory } from '../../../features/tickets/components/status-history';
import { StatusQuickChange } from '../../../features/tickets/components/status-quick-change';
import { TicketActions } from '../../../features/tickets/components/ticket-actions';
import { PriorityBadge, StatusBadge } from '../../../features/tickets/components/ticket-badges';
import { TicketFacts } from '../../../features/tickets/components/ticket-facts';
import { TicketNotes } from '../../../features/tickets/components/ticket-notes';
import { WarrantyNotice } from '../../../features/tickets/components/warranty-notice';
import { lazyPart } from '../../../lib/lazy-part';
import type { PrefetchPage } from '../../../lib/page-warmup';

/** Parts taken from the warehouse for this repair (staff only: inventory is theirs). */
const TicketParts = lazy(() =>
  import('../../../features/inventory/components/ticket-parts').then((m) => ({
    default: m.TicketParts,
  })),
);
/** *Ordina ricambio* with the inventory's supplier search: both load when a staff member opens it. */
const PartOrderButton = lazy(() =>
  Promise.all([
    import('../../../features/purchase-orders/components/part-order-dialog'),
    import('../../../features/inventory/api/supplier-search'),
  ]).then(([dialog, suppliers]) => ({
    default: (props: Omit<PartOrderProps, 'supplierSearch'>) => (
      <dialog.PartOrderButton
        {...props}
        supplierSearch={{ search: suppliers.searchSuppliers, key: suppliers.supplierSearchKey }}
      />
    ),
  })),
);
/**
 * The ticket's money and *Incassa* (staff only: recording payments is theirs). Near the top of
 * the page: a cold load has its code and its payments before the first render, or its arrival
 * would push down everything below it.
 */
const { Part: TicketPayments, preload: preloadTicketPayments } = lazyPart(
  () => import('../../../features/payments/components/ticket-payments'),
  (m) => m.TicketPayments,
);

export const prefetchPage: PrefetchPage = (client, target) => {
  const { id } = target.params;
  const role = cachedRole(client);
  const payments =
    id && role && isStaff(role)
      ? [
          preloadTicketPayments(),
          client.prefetchQuery(ticketPaymentsQuery(id)),
          client.prefetchQuery(documentInvoicesQuery('ticket', id)),
        ]
      : [];
  return Promise.all([prefetchTicketDetails(client, target), ...payments]);
};
/** The device checks and the customer's signatures (staff only: the counter's work). */
const TicketChecks = lazy(() =>
  import('../../../features/tickets/components/ticket-checks').then((m) => ({
    default: m.TicketChecks,
  })),
);
const TicketTasks = lazy(() =>
  import('../../../features/tasks/components/ticket-tasks').then((m) => ({
    default: m.TicketTasks,
  })),
);

/** The staff page of one ticket, /tickets/:id/dettagli (the spec's /tickets/:id prints). */
export function TicketDetailsPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  return (
    <QueryState query={ticket} loading="Caricamento del ticket...">
      {(data) => <TicketDetails ticket={data} />}
    </QueryState>
  );
}

function TicketDetails({ ticket }: { ticket: TicketDetail }) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string>();
  const { role } = useCurrentUser();
  const staff = isStaff(role);
  const refreshTickets = useInvalidateTickets();
  const back = (
    <Link to="/tickets" className={buttonClass('secondary')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Torna alla lista
    </Link>
  );
  return (
    <>
      <PageHeader
        title={`Ticket ${ticket.ticket_number}`}
        description={ticket.device_type}
        actions={
          <TicketActions
            ticket={ticket}
            before={
              <>
                {back}
                <Button
                  variant="secondary"
                  aria-expanded={editing}
                  onClick={() => setEditing(true)}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Modifica
                </Button>
                {staff && (
                  <Link to={`/quotes/new?ticket=${ticket.id}`} className={buttonClass('secondary')}>
                    <FileText className="size-4" aria-hidden="true" />
                    Crea preventivo
                  </Link>
                )}
              </>
            }
          />
        }
      />
      <StatusRegion>
        {notice && (
          <Alert tone="success" className="mb-6">
            {notice}
          </Alert>
        )}
      </StatusRegion>
      {editing ? (
        <Section title="Modifica del ticket">
          <LazyTicketForm
            ticket={ticket}
            onCancel={() => setEditing(false)}
            onSaved={(message) => {
              setEditing(false);
              setNotice(message);
            }}
          />
        </Section>
      ) : (
        <Section title="Ticket e cliente">
          <p className="mb-3 flex flex-wrap gap-2">
            <StatusBadge status={ticket.status} />
            <PriorityBadge priority={ticket.priority} />
          </p>
          <p className="mb-4 whitespace-pre-line">{ticket.description}</p>
          {staff && ticket.customer && (
            <p className="mb-4 flex flex-wrap items-center gap-2">
              <Link
                to={`/customers/${ticket.customer.id}`}
                className="font-medium text-blue-700 underline underline-offset-2 dark:text-sky-300"
              >
                Scheda cliente: {ticket.customer.display_name}
              </Link>
              {ticket.customer.to_review && <ToReviewBadge />}
            </p>
          )}
          {ticket.warranty && <WarrantyNotice warranty={ticket.warranty} />}
          <TicketFacts ticket={ticket} />
        </Section>
      )}
      {staff && (
        <Suspense fallback={null}>
          <TicketPayments
            ticket={ticket}
            canReverse={isAdmin(role)}
            invoices={<DocumentInvoices source="ticket" id={ticket.id} />}
          />
        </Suspense>
      )}
      {staff && (
        <Section
          title="Controlli e firme"
          description="I controlli del dispositivo all’accettazione e al ritiro, con la firma del cliente."
        >
          <OpenToLoad label="Apri controlli e firme">
            <TicketChecks ticket={ticket} />
          </OpenToLoad>
        </Section>
      )}
      <Section title="Stato">
        <StatusQuickChange ticket={ticket} />
        <h3 className="mt-6 mb-3 font-semibold">Storico dello stato</h3>
        <StatusHistory history={ticket.history} createdVia={ticket.created_via} />
      </Section>
      <Section title="Note interne" description="Solo per il personale: il cliente non le vede.">
        <TicketNotes ticketId={ticket.id} />
      </Section>
      <Section title="Allegati">
        <AttachmentGallery ticket={ticket} />
      </Section>
      <OtherCustomerTickets ticketId={ticket.id} />
      <Suspense fallback={null}>
        {staff && <TicketParts ticketId={ticket.id} price={ticket.price} />}
        {staff && <PartOrderButton ticketId={ticket.id} onOrdered={refreshTickets} />}
        <TicketTasks ticketId={ticket.id} />
      </Suspense>
    </>
  );
}
