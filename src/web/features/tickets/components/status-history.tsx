import { formatDateTime } from '../../../../shared/format';
import {
  createdByLabel,
  DELETED_ACCOUNT_CREATOR,
  type TicketCreatedVia,
} from '../../../../shared/tickets/ticket-display';
import type { StatusChange } from '../api/ticket-types';
import { StatusBadge } from './ticket-badges';

/**
 * The opening entry (no previous status) names the ticket's creator as the list does: the online
 * form only for a ticket that came from it, so a staff ticket whose account is gone does not
 * claim to. The customer's answer on a quote's page names the customer; any other entry without
 * an account was made by a removed one.
 */
function changedBy(change: StatusChange, createdVia: TicketCreatedVia): string {
  // The history is printed for the customer: staff appear by name, never by e-mail.
  if (change.from_status === null) return createdByLabel(createdVia, change.changed_by_name);
  if (change.changed_via === 'customer') return `${change.changed_by_name} (cliente)`;
  return change.changed_by_name ?? DELETED_ACCOUNT_CREATOR;
}

interface StatusHistoryProps {
  history: StatusChange[];
  createdVia: TicketCreatedVia;
}

/** Who changed the status and when, oldest first, as the server records it. */
export function StatusHistory({ history, createdVia }: StatusHistoryProps) {
  return (
    <ol className="relative flex flex-col gap-3 border-l-2 border-slate-300 pl-4 dark:border-slate-600">
      {history.map((change) => (
        <li key={change.id} className="text-sm">
          <span
            aria-hidden="true"
            className="absolute -left-[7px] mt-1.5 size-3 rounded-full bg-slate-400 dark:bg-slate-500"
          />
          <time dateTime={change.changed_at} className="font-medium">
            {formatDateTime(change.changed_at)}
          </time>{' '}
          <StatusBadge status={change.to_status} />
          <span className="text-slate-700 dark:text-slate-300">
            {change.from_status ? ` (da ${change.from_status})` : ' (apertura)'}
            {` · ${changedBy(change, createdVia)}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
