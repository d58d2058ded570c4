import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { PRINT_HEADING, PrintDocument } from '../../../components/layout/print-document';
import type { PublicShop } from '../../../lib/public-shop';
import type { TicketDetail } from '../api/ticket-types';
import { SheetChecks } from './sheet-checks';
import { StatusHistory } from './status-history';
import { PriorityBadge, StatusBadge } from './ticket-badges';
import { TicketFacts } from './ticket-facts';
import { TicketQr } from './ticket-qr';
import { useAutoPrint } from './use-auto-print';
import { WarrantyNotice } from './warranty-notice';

interface TicketSheetProps {
  ticket: TicketDetail;
  /** Absent when the shop's details could not be read: the sheet prints without them. */
  shop: PublicShop | undefined;
  /** The device password is left off unless the shop asks for it (its own copy). */
  showPassword: boolean;
}

/** SPEC §2 "Printable ticket sheet": one A4 page for the counter and the customer. */
export function TicketSheet({ ticket, shop, showPassword }: TicketSheetProps) {
  const [qrReady, setQrReady] = useState(false);
  useAutoPrint(qrReady);

  return (
    <PrintDocument
      label={`Scheda del ticket ${ticket.ticket_number}`}
      shop={shop}
      heading={
        <div className="flex items-start gap-4">
          <div className="text-right">
            <p className="text-sm">Scheda di riparazione</p>
            <h1 className="font-mono text-2xl font-bold">{ticket.ticket_number}</h1>
            <p className="text-sm">{`Aperto il ${formatDateTime(ticket.created_at)}`}</p>
            <p className="mt-2 flex justify-end gap-2">
              <StatusBadge status={ticket.status} />
              <PriorityBadge priority={ticket.priority} />
            </p>
          </div>
          <TicketQr
            baseUrl={shop?.public_url ?? window.location.origin}
            ticketId={ticket.id}
            ticketNumber={ticket.ticket_number}
            onReady={() => setQrReady(true)}
          />
        </div>
      }
    >
      <section>
        <h2 className={PRINT_HEADING}>Descrizione del problema</h2>
        <p className="whitespace-pre-line">{ticket.description}</p>
      </section>
      <section>
        <h2 className={PRINT_HEADING}>Cliente e dispositivo</h2>
        {ticket.warranty && <WarrantyNotice warranty={ticket.warranty} />}
        <TicketFacts ticket={ticket} audience="sheet" showPassword={showPassword} />
      </section>
      <section className="break-inside-avoid">
        <h2 className={PRINT_HEADING}>Storico dello stato</h2>
        <StatusHistory history={ticket.history} createdVia={ticket.created_via} />
      </section>
      <SheetChecks ticket={ticket} terms={shop?.terms} />
    </PrintDocument>
  );
}
