import { DELETED_TICKET_DAYS } from '../../../../shared/tickets/deleted-tickets';
import { PageHeader } from '../../../components/layout/page-header';
import { DeletedTicketsTable } from '../../../features/tickets/components/deleted-tickets-table';

/** Admin only: "who deleted FM-2026-03-0042, and can we get it back?". */
export function DeletedTicketsPage() {
  return (
    <>
      <PageHeader
        title="Ticket eliminati"
        description={`Eliminati negli ultimi ${DELETED_TICKET_DAYS} giorni: si possono ripristinare. Dopo ${DELETED_TICKET_DAYS} giorni vengono cancellati definitivamente, con i loro allegati.`}
      />
      <DeletedTicketsTable />
    </>
  );
}
