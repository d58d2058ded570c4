import { ChevronDown, ExternalLink, Pencil, Printer, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { staffTicketPath } from '../../../../shared/counter/staff-ticket-path';
import { formatDateTime } from '../../../../shared/format';
import { publicTicketPath } from '../../../../shared/paths';
import { moneyLockedFor } from '../../../../shared/tickets/ticket-money-roles';
import { Button, buttonClass } from '../../../components/ui/button';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCurrentUser } from '../../auth/api/current-user';
import type { Ticket } from '../api/ticket-types';
import { DeleteTicketDialog } from './delete-ticket-dialog';
import { LazyTicketForm } from './lazy-ticket-form';
import { PriorityBadge, StatusBadge } from './ticket-badges';
import { AttachmentLinks, TicketFacts } from './ticket-facts';

/**
 * SPEC §2: high priority has a red ring, the highlight account's tickets a yellow one. Both can
 * apply, so they are two separate lines: the red ring on the border, the yellow outline outside
 * it. The shades keep about 3:1 against the page in each theme.
 */
function ringClass(ticket: Ticket): string {
  const high = ticket.priority === 'high' ? 'ring-2 ring-red-600 dark:ring-red-400' : '';
  const highlighted = ticket.highlighted
    ? 'outline-3 outline-offset-2 outline-yellow-600 dark:outline-yellow-400'
    : '';
  return `${high} ${highlighted}`;
}

interface TicketCardProps {
  ticket: Ticket;
  /** After an inline edit was saved, with the success message. */
  onSaved: (message: string) => void;
}

/** Below this width a card shows the essentials; its details open on demand. */
const WIDE = '(min-width: 640px)';

/**
 * One ticket of the list with its actions; "edit" swaps the card's body for the form. The device
 * password is never in the list (the ticket page has it): a list is read over a shoulder.
 */
export function TicketCard({ ticket, onSaved }: TicketCardProps) {
  const headingId = useId();
  const detailsId = useId();
  const wide = useMediaQuery(WIDE);
  const { role } = useCurrentUser();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const newTab = { target: '_blank', rel: 'noreferrer' } as const;

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 ${ringClass(ticket)}`}
    >
      <header className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={headingId} className="font-mono text-lg font-semibold">
          <Link
            to={staffTicketPath(ticket.id)}
            className="underline-offset-2 hover:underline"
            title="Apri la pagina del ticket"
          >
            {ticket.ticket_number}
          </Link>
        </h2>
        {/* The yellow outline in words; the red ring's meaning is the priority badge's text. */}
        {ticket.highlighted && <span className="sr-only">Ticket dell'account evidenziato</span>}
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <span className="text-sm text-slate-700 dark:text-slate-300">
          {formatDateTime(ticket.created_at)}
        </span>
        <div className="ml-auto flex flex-wrap gap-1">
          <a
            href={publicTicketPath(ticket.id)}
            {...newTab}
            className={buttonClass('ghost', 'px-2 py-1')}
            aria-label={`Visualizza ${ticket.ticket_number}`}
            title="Visualizza"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
          <a
            href={`/tickets/${ticket.id}`}
            {...newTab}
            className={buttonClass('ghost', 'px-2 py-1')}
            aria-label={`Stampa ${ticket.ticket_number}`}
            title="Stampa"
          >
            <Printer className="size-4" aria-hidden="true" />
          </a>
          <Button
            variant="ghost"
            className="px-2 py-1"
            aria-label={`Modifica ${ticket.ticket_number}`}
            title="Modifica"
            aria-expanded={editing}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          {!moneyLockedFor(ticket, role) && (
            <Button
              variant="ghost"
              className="px-2 py-1 text-red-700 dark:text-red-300"
              aria-label={`Elimina ${ticket.ticket_number}`}
              title="Elimina"
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </header>
      {!wide && !editing && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 break-words">
            <span className="font-medium">{ticket.customer_name}</span>
            <span className="text-slate-700 dark:text-slate-300"> · {ticket.device_type}</span>
          </p>
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            aria-label={`Dettagli ${ticket.ticket_number}`}
            onClick={() => setDetailsOpen(!detailsOpen)}
          >
            Dettagli
            <ChevronDown
              className={`size-4 transition-transform ${detailsOpen ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </Button>
        </div>
      )}
      {editing ? (
        <div className="flex flex-col gap-6">
          <LazyTicketForm
            ticket={ticket}
            onCancel={() => setEditing(false)}
            onSaved={(message) => {
              setEditing(false);
              onSaved(message);
            }}
          />
        </div>
      ) : (
        <div
          id={detailsId}
          hidden={!wide && !detailsOpen}
          className={`flex flex-col gap-3 ${wide ? '' : 'mt-3'}`}
        >
          <p className="whitespace-pre-line">{ticket.description}</p>
          <TicketFacts ticket={ticket} showPassword={false} />
          <AttachmentLinks ticket={ticket} />
        </div>
      )}
      <DeleteTicketDialog
        ticket={ticket}
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={onSaved}
      />
    </article>
  );
}
