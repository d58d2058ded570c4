import { useId } from 'react';
import { Link } from 'react-router';
import { staffTicketPath } from '../../../../shared/counter/staff-ticket-path';
import { formatDate } from '../../../../shared/format';
import { QueryState } from '../../../components/ui/query-state';
import { useCustomerTickets } from '../api/customer-tickets-api';
import { StatusBadge } from './ticket-badges';

/** "Altri ticket di questo cliente": same e-mail or same phone, newest first, each a link. */
export function OtherCustomerTickets({ ticketId }: { ticketId: string }) {
  const headingId = useId();
  const query = useCustomerTickets(ticketId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        Altri ticket di questo cliente
      </h2>
      <QueryState query={query} loading="Caricamento degli altri ticket...">
        {({ items, more }) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">Nessun altro ticket.</p>
          ) : (
            <>
              <ul className="flex flex-col gap-1 text-sm">
                {items.map((ticket) => (
                  <li key={ticket.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Link
                      to={staffTicketPath(ticket.id)}
                      className="font-mono text-blue-700 underline underline-offset-2 dark:text-sky-300"
                    >
                      {ticket.ticket_number}
                    </Link>
                    <StatusBadge status={ticket.status} />
                    <span>{ticket.device_type}</span>
                    <span className="text-slate-700 dark:text-slate-300">
                      {formatDate(ticket.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
              {more && (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Sono mostrati i {items.length} più recenti.
                </p>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
