import { Link } from 'react-router';
import { formatCalendarDate, formatDate } from '../../../../shared/format';
import type { TicketWarrantyDto } from '../../../../shared/tickets/ticket-warranty';

// Here, not beside the DTO: importing that module would bring zod to the sheet's route.
const WARRANTY_LABEL = 'In garanzia';

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
      className="mb-4 rounded-md border border-emerald-700 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50 print:border-black print:bg-white print:text-black"
    >
      <p>
        <strong>{WARRANTY_LABEL}</strong>: riparazione {number} consegnata il{' '}
        {formatDate(warranty.delivered_at)}, garanzia fino al {formatCalendarDate(warranty.until)}.
      </p>
    </div>
  );
}
