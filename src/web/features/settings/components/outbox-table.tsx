import { RotateCw } from 'lucide-react';
import { formatDateTime } from '../../../../shared/format';
import {
  OUTBOX_STATUS_BADGE_CLASSES,
  type OutboxMessageJson,
  RESENDABLE_STATUSES,
} from '../../../../shared/outbox';
import { StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';

const HEADINGS = [
  'Destinatario',
  'Oggetto',
  'Evento',
  'Stato',
  'Tentativi',
  'Ultimo errore',
  'Data',
  'Azioni',
];

interface OutboxTableProps {
  messages: OutboxMessageJson[];
  /** The id being put back in the queue, if any. */
  resendingId: string | null;
  onResend: (message: OutboxMessageJson) => void;
}

function MessageRow({
  message,
  resending,
  onResend,
}: {
  message: OutboxMessageJson;
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-medium break-all`}>
        {message.recipient}
      </th>
      <td className={TABLE_CELL}>{message.subject}</td>
      <td className={TABLE_CELL}>{message.event_label}</td>
      <td className={TABLE_CELL}>
        <StatusBadge
          value={message.status}
          colours={OUTBOX_STATUS_BADGE_CLASSES}
          label={message.status_label}
        />
      </td>
      <td className={TABLE_CELL}>{message.attempts}</td>
      <td className={`${TABLE_CELL} break-words`}>{message.last_error ?? '—'}</td>
      <td className={`${TABLE_CELL} whitespace-nowrap`}>
        {formatDateTime(message.created_at)}
        {message.sent_at && (
          <span className="block text-slate-700 dark:text-slate-300">
            inviata {formatDateTime(message.sent_at)}
          </span>
        )}
      </td>
      <td className={TABLE_CELL}>
        {RESENDABLE_STATUSES.includes(message.status) && (
          <Button
            variant="secondary"
            busy={resending}
            onClick={onResend}
            aria-label={`Reinvia a ${message.recipient}: ${message.subject}`}
          >
            <RotateCw className="size-4" aria-hidden="true" />
            Reinvia
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The outbox, newest first; failed and held messages can be put back in the queue. */
export function OutboxTable({ messages, resendingId, onResend }: OutboxTableProps) {
  return (
    <DataTable caption="Messaggi della posta in uscita" headings={HEADINGS}>
      {messages.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          resending={resendingId === message.id}
          onResend={() => onResend(message)}
        />
      ))}
    </DataTable>
  );
}
