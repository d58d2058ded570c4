import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { TicketPartDto } from '../../../../shared/inventory/stock';
import { euroToCents, formatCents } from '../../../../shared/money';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { OpenToLoad } from '../../../components/ui/open-to-load';
import { apiFetch } from '../../../lib/api-fetch';
import { productsApi } from '../api/products-api';
import { TicketPartRow } from './ticket-part-row';
import { TicketReservedParts } from './ticket-reserved-parts';

// The picker (product search, scanning, the stock movement) loads when a part is to be used.
const TicketPartPicker = lazy(() =>
  import('./ticket-part-picker').then((m) => ({ default: m.TicketPartPicker })),
);

/** The parts inside the repair's price, in cents (what the invoice lists before the labour). */
const includedCents = (parts: TicketPartDto[]) =>
  parts
    .filter((p) => !p.sold_separately)
    .reduce((sum, p) => sum + euroToCents(p.unit_price) * p.quantity, 0);

/**
 * On a ticket's staff page: the warehouse parts the repair used, each inside the repair's price
 * or *venduto a parte*, and "use a part". `price` is the repair's price (euros, VAT included).
 */
export function TicketParts({ ticketId, price }: { ticketId: string; price: number | null }) {
  const queryClient = useQueryClient();
  const partsKey = [...productsApi.key, 'ticket-parts', ticketId];
  const parts = useQuery({
    queryKey: partsKey,
    queryFn: ({ signal }) =>
      apiFetch<{ items: TicketPartDto[] }>(`/api/tickets/${ticketId}/parts`, { signal }),
  });
  const items = parts.data?.items ?? [];
  const inside = includedCents(items);
  const priceCents = price === null ? 0 : euroToCents(price);

  return (
    <Section
      title="Ricambi usati"
      description="Scaricati dal magazzino e collegati a questo ticket: compresi nel prezzo della riparazione o venduti a parte."
    >
      <TicketReservedParts
        ticketId={ticketId}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: productsApi.key })}
      />
      {items.length > 0 && (
        <ul className="mb-4 flex flex-col gap-2">
          {items.map((part) => (
            <TicketPartRow key={part.id} ticketId={ticketId} part={part} queryKey={partsKey} />
          ))}
        </ul>
      )}
      {inside > 0 && inside > priceCents && (
        <Alert tone="warning" className="mb-4">
          I ricambi compresi nel prezzo valgono {formatCents(inside)}, più del prezzo della
          riparazione ({formatCents(priceCents)}): la manodopera sarebbe negativa. In fattura la
          riparazione resta una riga sola; segna «Venduto a parte» i ricambi da far pagare in più.
        </Alert>
      )}
      <OpenToLoad label="Usa un ricambio">
        <TicketPartPicker
          ticketId={ticketId}
          onUsed={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: partsKey }),
              queryClient.invalidateQueries({ queryKey: ['tickets'] }),
            ])
          }
        />
      </OpenToLoad>
    </Section>
  );
}
