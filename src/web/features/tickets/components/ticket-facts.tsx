import { formatCalendarDate, formatDateTime, formatEuro } from '../../../../shared/format';
import { createdByLabel } from '../../../../shared/tickets/ticket-display';
import { telUrl, whatsappUrl } from '../../../../shared/whatsapp';
import type { Ticket } from '../api/ticket-types';
import { Fact } from './fact';
import { IntakeFacts } from './intake-facts';

const LINK = 'text-blue-700 underline underline-offset-2 dark:text-sky-300';

/** Staff see a colleague by name with the e-mail beside it; paper shows the name only. */
function StaffEmail({ email }: { email: string | null }) {
  if (!email) return null;
  return <span className="ml-1 text-slate-700 dark:text-slate-300">({email})</span>;
}

interface TicketFactsProps {
  ticket: Ticket;
  /**
   * 'sheet': the printed sheet, which goes to the customer: staff by name without e-mail, and the
   * device password only when the shop asks for it (its own copy).
   */
  audience?: 'staff' | 'sheet';
  showPassword?: boolean;
}

/** The customer, device and bookkeeping data of a ticket, for the list and the sheet. */
export function TicketFacts({ ticket, audience = 'staff', showPassword = true }: TicketFactsProps) {
  const onSheet = audience === 'sheet';
  const phone = ticket.customer_phone;
  const whatsapp = phone ? whatsappUrl(phone) : '';
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
      <Fact term="Cliente">{ticket.customer_name}</Fact>
      <Fact term="Email">
        <a className={LINK} href={`mailto:${ticket.customer_email}`}>
          {ticket.customer_email}
        </a>
      </Fact>
      <Fact term="Telefono">
        {phone ? (
          <span className="flex flex-wrap gap-x-3">
            <a className={LINK} href={telUrl(phone)}>
              {ticket.customer_phone_display ?? phone}
            </a>
            {whatsapp && (
              <a
                className={`${LINK} print:hidden`}
                href={whatsapp}
                target="_blank"
                rel="noreferrer"
              >
                WhatsApp
              </a>
            )}
          </span>
        ) : (
          '—'
        )}
      </Fact>
      <Fact term="Dispositivo">{ticket.device_type}</Fact>
      {showPassword && <Fact term="Password dispositivo">{ticket.password ?? '—'}</Fact>}
      <Fact term="Prezzo">{ticket.price === null ? '—' : formatEuro(ticket.price)}</Fact>
      <Fact term="Data di acquisto">
        {ticket.purchase_date ? formatCalendarDate(ticket.purchase_date) : '—'}
      </Fact>
      <Fact term="ID ordine">{ticket.order_id ?? '—'}</Fact>
      <IntakeFacts ticket={ticket} />
      <Fact term="Creato il">{formatDateTime(ticket.created_at)}</Fact>
      <Fact term="Creato da">
        {createdByLabel(ticket.created_via, ticket.created_by_name)}
        {!onSheet && ticket.created_via === 'staff' && (
          <StaffEmail email={ticket.created_by_email} />
        )}
      </Fact>
      <Fact term="Assegnato a">
        {ticket.assigned_to_name ?? 'Non assegnato'}
        {!onSheet && <StaffEmail email={ticket.assigned_to_email} />}
      </Fact>
    </dl>
  );
}

/** Links to the files, which the server serves to signed-in staff only. */
export function AttachmentLinks({ ticket }: { ticket: Ticket }) {
  if (ticket.attachments.length === 0) return null;
  return (
    <ul aria-label="Allegati" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {ticket.attachments.map((attachment) => (
        <li key={attachment.id}>
          <a className={LINK} href={attachment.url} target="_blank" rel="noreferrer">
            {attachment.original_name}
          </a>
        </li>
      ))}
    </ul>
  );
}
