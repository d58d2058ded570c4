import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-fetch';
import type { Ticket } from '../api/ticket-types';
import { useDeleteTicket } from '../api/tickets-api';

interface DeleteTicketDialogProps {
  ticket: Ticket;
  open: boolean;
  onClose: () => void;
  /** Told the outcome to show, so the page's last notice ("… creato") is not left standing. */
  onDeleted: (message: string) => void;
}

/** SPEC §8: every delete asks first; a failure stays in the dialog. */
export function DeleteTicketDialog({ ticket, open, onClose, onDeleted }: DeleteTicketDialogProps) {
  const deleteTicket = useDeleteTicket();
  function close() {
    deleteTicket.reset();
    onClose();
  }
  return (
    <ConfirmDialog
      open={open}
      title={`Elimina ${ticket.ticket_number}`}
      message="Sei sicuro di voler eliminare questo ticket?"
      confirmLabel="Elimina"
      busy={deleteTicket.isPending}
      error={
        deleteTicket.isError
          ? `Impossibile eliminare il ticket: ${errorMessage(deleteTicket.error)}`
          : null
      }
      onConfirm={() =>
        deleteTicket.mutate(ticket.id, {
          onSuccess: () => {
            onClose();
            onDeleted(`Ticket ${ticket.ticket_number} eliminato con successo!`);
          },
        })
      }
      onCancel={close}
    />
  );
}
