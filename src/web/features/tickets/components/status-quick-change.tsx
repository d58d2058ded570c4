import { TICKET_STATUSES } from '../../../../shared/tickets/ticket-status';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import type { Ticket } from '../api/ticket-types';
import { useUpdateTicket } from '../api/tickets-api';

/**
 * One click moves the ticket to another status. It sends the version the page read, as the edit
 * form does: if someone changed the ticket meanwhile the server refuses (409) and says so.
 */
export function StatusQuickChange({ ticket }: { ticket: Ticket }) {
  const update = useUpdateTicket();
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Cambia stato" className="flex flex-wrap gap-2">
        {TICKET_STATUSES.filter((status) => status !== ticket.status).map((status) => (
          <li key={status}>
            <Button
              variant="secondary"
              className="px-3 py-1 text-sm"
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ id: ticket.id, changes: { status, version: ticket.version } })
              }
            >
              {status}
            </Button>
          </li>
        ))}
      </ul>
      <StatusRegion>
        {update.isError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
        {update.isSuccess && (
          <Alert tone="success">{`Stato cambiato in "${update.data.status}".`}</Alert>
        )}
      </StatusRegion>
    </div>
  );
}
