import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { staffTicketPath } from '../../../../shared/counter/staff-ticket-path';
import { formatDateTime } from '../../../../shared/format';
import { DataTable } from '../../../components/ui/data-table';
import type { Ticket } from '../api/ticket-types';
import { PriorityBadge, StatusBadge } from './ticket-badges';
import { TicketCard } from './ticket-card';

const HEADINGS = [
  'Numero',
  'Stato',
  'Priorità',
  'Cliente',
  'Dispositivo',
  'Assegnato a',
  'Creato il',
  'Dettagli',
] as const;

/** One line per ticket: no cell wraps, so fifteen and more fit a laptop screen. */
const CELL = 'px-3 py-0.5 leading-5 whitespace-nowrap align-middle';
const CLIP = `${CELL} max-w-48 truncate`;

/**
 * The desktop list: a compact table whose ticket number opens the staff page; the row's
 * "Dettagli" expands the full card beneath it (every field, the actions and the inline edit).
 */
export function TicketTable({
  tickets,
  onSaved,
}: {
  tickets: Ticket[];
  onSaved: (message: string) => void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <DataTable caption="Ticket" headings={HEADINGS}>
      {tickets.map((ticket) => {
        const open = expanded.has(ticket.id);
        const highlight = ticket.priority === 'high' ? 'border-l-4 border-l-red-600' : '';
        return (
          <Fragment key={ticket.id}>
            <tr
              className={`border-t border-slate-200 dark:border-slate-700 ${highlight} ${ticket.highlighted ? 'bg-yellow-50 dark:bg-yellow-950/40' : ''}`}
            >
              <td className={CELL}>
                <Link
                  to={staffTicketPath(ticket.id)}
                  className="font-mono font-semibold text-blue-700 underline underline-offset-2 dark:text-sky-300"
                >
                  {ticket.ticket_number}
                </Link>
                {ticket.highlighted && <span className="sr-only"> (account evidenziato)</span>}
              </td>
              <td className={CELL}>
                <StatusBadge status={ticket.status} />
              </td>
              <td className={CELL}>
                <PriorityBadge priority={ticket.priority} />
              </td>
              <td className={CLIP} title={ticket.customer_name}>
                {ticket.customer_name}
              </td>
              <td className={CLIP} title={ticket.device_type}>
                {ticket.device_type}
              </td>
              <td className={CLIP}>{ticket.assigned_to_name ?? 'Non assegnato'}</td>
              <td className={CELL}>{formatDateTime(ticket.created_at)}</td>
              <td className={CELL}>
                {/* Not the kit's Button: its padding would make every row twice as tall. */}
                <button
                  type="button"
                  className="rounded p-0.5 align-middle hover:bg-slate-200 dark:hover:bg-slate-800"
                  aria-expanded={open}
                  aria-label={`Dettagli ${ticket.ticket_number}`}
                  onClick={() => toggle(ticket.id)}
                >
                  {open ? (
                    <ChevronDown className="size-4" aria-hidden="true" />
                  ) : (
                    <ChevronRight className="size-4" aria-hidden="true" />
                  )}
                </button>
              </td>
            </tr>
            {open && (
              <tr>
                <td colSpan={HEADINGS.length} className="p-2">
                  <TicketCard ticket={ticket} onSaved={onSaved} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </DataTable>
  );
}
