import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { DeletedTicketDto } from '../../../../shared/tickets/deleted-tickets';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { useDeletedTickets } from '../api/ticket-lists-api';
import { useRestoreTicket } from '../api/tickets-api';

const HEADINGS = ['Numero', 'Cliente', 'Dispositivo', 'Eliminato il', 'Eliminato da', 'Azioni'];

/** Who deleted what and when, with 'Ripristina' (admins; 30 days, then the purge). */
export function DeletedTicketsTable() {
  const deleted = useDeletedTickets();
  const restore = useRestoreTicket();
  const [restored, setRestored] = useState<string | null>(null);

  function restoreTicket(ticket: DeletedTicketDto) {
    setRestored(null);
    restore.mutate(ticket.id, {
      onSuccess: ({ ticket_number }) => setRestored(`Ticket ${ticket_number} ripristinato.`),
    });
  }

  return (
    <div className="flex flex-col gap-3">
      {restore.isError && <Alert tone="error">{errorMessage(restore.error)}</Alert>}
      <StatusRegion>{restored && <Alert tone="success">{restored}</Alert>}</StatusRegion>
      <PagedList
        query={deleted}
        loading={{ label: 'Caricamento dei ticket eliminati...' }}
        empty="Nessun ticket eliminato negli ultimi 30 giorni."
        loadError={errorMessage}
        refreshError="Errore durante l'aggiornamento dei ticket eliminati"
        loadMore="Carica altri ticket eliminati"
      >
        {(tickets) => (
          <DataTable caption="Ticket eliminati" headings={HEADINGS}>
            {tickets.map((ticket) => (
              <tr key={ticket.id} className="border-t border-slate-300 dark:border-slate-700">
                <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
                  {ticket.ticket_number}
                </th>
                <td className={TABLE_CELL}>{ticket.customer_name}</td>
                <td className={TABLE_CELL}>{ticket.device_type}</td>
                <td className={TABLE_CELL}>{formatDateTime(ticket.deleted_at)}</td>
                <td className={TABLE_CELL}>
                  {ticket.deleted_by_name ?? ticket.deleted_by_email ?? 'Account rimosso'}
                </td>
                <td className={TABLE_CELL}>
                  <Button
                    variant="secondary"
                    busy={restore.isPending && restore.variables === ticket.id}
                    onClick={() => restoreTicket(ticket)}
                  >
                    <RotateCcw className="size-4" aria-hidden="true" />
                    Ripristina<span className="sr-only"> {ticket.ticket_number}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </div>
  );
}
