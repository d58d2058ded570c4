import { useState } from 'react';
import type { Ticket } from '../api/ticket-types';
import { TicketQr } from './ticket-qr';
import { useAutoPrint } from './use-auto-print';

/** The customer's surname as a label shows it: the last word of the name as typed. */
export function surnameOf(name: string): string {
  return name.trim().split(/\s+/).at(-1) ?? name;
}

/**
 * The 62 × 29 mm label stuck on the device: number, surname, device and the QR of
 * the public page. Sized in millimetres so what the screen shows is what the printer gets.
 */
export function TicketLabel({ ticket, baseUrl }: { ticket: Ticket; baseUrl: string }) {
  const [qrReady, setQrReady] = useState(false);
  useAutoPrint(qrReady);
  return (
    <article
      data-print-label
      aria-label={`Etichetta del ticket ${ticket.ticket_number}`}
      className="flex h-[29mm] w-[62mm] items-center gap-[1.5mm] overflow-hidden border border-slate-400 bg-white p-[1.5mm] text-black"
    >
      <TicketQr
        baseUrl={baseUrl}
        ticketId={ticket.id}
        ticketNumber={ticket.ticket_number}
        onReady={() => setQrReady(true)}
        variant="label"
      />
      <div className="flex min-w-0 flex-col gap-[0.5mm] leading-tight">
        <p className="font-mono text-[9pt] font-bold">{ticket.ticket_number}</p>
        <p className="truncate text-[9pt] font-semibold">{surnameOf(ticket.customer_name)}</p>
        <p className="line-clamp-2 text-[7pt]">{ticket.device_type}</p>
      </div>
    </article>
  );
}
