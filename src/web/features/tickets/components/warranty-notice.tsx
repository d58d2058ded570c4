import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatCalendarDate, formatDate } from '../../../../shared/format';
import { type TicketWarrantyDto, WARRANTY_LABEL } from '../../../../shared/tickets/ticket-warranty';

/**
 * *In garanzia*: the earlier repair this ticket returns to (a link on screen, its number on
 * paper), when it was delivered and the warranty's last day. Form, staff page and sheet.
 */
export function WarrantyNotice({ warranty }: { warranty: NonNullable<TicketWarrantyDto> }) {
  const number = warranty.ticket_id ? (
    <Link className="font-semibold underline" to={`/tickets/${warranty.ticket_id}/dettagli`}>
      {warranty.ticket_number}
    </Link>
  ) : (
    <strong>{warranty.ticket_number}</strong>
  );
  return (
    <div
      role="note"
      aria-label={WARRANTY_LABEL}
      className="mb-4 flex items-start gap-2 rounded-md border border-emerald-700 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50 print:border-black print:bg-white print:text-black"
    >
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong>{WARRANTY_LABEL}</strong>: riparazione {number} consegnata il{' '}
        {formatDate(warranty.delivered_at)}, garanzia fino al {formatCalendarDate(warranty.until)}.
      </p>
    </div>
  );
}
