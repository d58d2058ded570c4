import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import { ACCESSORIES } from '../../../../shared/tickets/ticket-intake';
import type { Ticket } from '../api/ticket-types';
import { Fact } from './fact';

/** The intake details, in the facts grid of the list, the staff page and the sheet. */
export function IntakeFacts({ ticket }: { ticket: Ticket }) {
  const accessories = [
    ...ticket.accessories.map((key) => ACCESSORIES[key]),
    ticket.accessories_note,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Fact term="IMEI / numero di serie">{ticket.imei ?? '—'}</Fact>
      <Fact term="Accessori consegnati">{accessories || 'Nessuno'}</Fact>
      <Fact term="Condizioni all'ingresso">{ticket.intake_condition ?? '—'}</Fact>
      {ticket.parts_sold_separately > 0 && (
        <Fact term="Ricambi venduti a parte">{formatEuro(ticket.parts_sold_separately)}</Fact>
      )}
      <Fact term="Pagato">{formatEuro(ticket.paid)}</Fact>
      <Fact term="Da saldare">
        {ticket.balance_due === null ? '—' : formatEuro(ticket.balance_due)}
      </Fact>
      <Fact term="Pronto previsto per">
        {ticket.expected_ready_date ? formatCalendarDate(ticket.expected_ready_date) : '—'}
      </Fact>
    </>
  );
}
