import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Printer, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { whatsappUrl } from '../../../../shared/whatsapp';
import { buttonClass } from '../../../components/ui/button';
import { whatsappMessageQuery } from '../api/ticket-query';
import type { Ticket } from '../api/ticket-types';

type ActionTicket = Pick<Ticket, 'id' | 'ticket_number' | 'status' | 'customer_phone'>;

/** The chat with the customer, prefilled; '' without a phone or until the text is here. */
export function useTicketWhatsapp(ticket: ActionTicket): string {
  const text = useQuery(whatsappMessageQuery(ticket));
  if (!ticket.customer_phone || !text.data) return '';
  return whatsappUrl(ticket.customer_phone, text.data.text);
}

/**
 * Stampa scheda, Stampa etichetta and WhatsApp al cliente, on the staff page and in
 * the success message after a create. `before` goes first (Apri, Modifica).
 */
export function TicketActions({ ticket, before }: { ticket: ActionTicket; before?: ReactNode }) {
  const whatsapp = useTicketWhatsapp(ticket);
  const newTab = { target: '_blank', rel: 'noreferrer' } as const;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {before}
      <a href={`/tickets/${ticket.id}`} {...newTab} className={buttonClass('secondary')}>
        <Printer className="size-4" aria-hidden="true" />
        Stampa scheda
      </a>
      <a href={`/tickets/${ticket.id}/etichetta`} {...newTab} className={buttonClass('secondary')}>
        <Tag className="size-4" aria-hidden="true" />
        Stampa etichetta
      </a>
      {whatsapp && (
        <a href={whatsapp} {...newTab} className={buttonClass('secondary')}>
          <MessageCircle className="size-4" aria-hidden="true" />
          WhatsApp al cliente
        </a>
      )}
    </div>
  );
}
