import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link } from 'react-router';
import { Section } from '../../../components/layout/section';
import { OpenToLoad } from '../../../components/ui/open-to-load';
import { apiFetch } from '../../../lib/api-fetch';
import { productsApi } from '../api/products-api';
import { TicketReservedParts } from './ticket-reserved-parts';

interface UsedPart {
  id: string;
  product_id: string;
  sku: string;
  name: string;
  quantity: number;
  user_name: string | null;
}

// The picker (product search, scanning, the stock movement) loads when a part is to be used.
const TicketPartPicker = lazy(() =>
  import('./ticket-part-picker').then((m) => ({ default: m.TicketPartPicker })),
);

/** On a ticket's staff page: the warehouse parts the repair used, and "use a part". */
export function TicketParts({ ticketId }: { ticketId: string }) {
  const queryClient = useQueryClient();
  const partsKey = [...productsApi.key, 'ticket-parts', ticketId];
  const parts = useQuery({
    queryKey: partsKey,
    queryFn: ({ signal }) =>
      apiFetch<{ items: UsedPart[] }>(`/api/tickets/${ticketId}/parts`, { signal }),
  });

  return (
    <Section
      title="Ricambi usati"
      description="Scaricati dal magazzino e collegati a questo ticket."
    >
      <TicketReservedParts
        ticketId={ticketId}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: productsApi.key })}
      />
      {parts.data && parts.data.items.length > 0 && (
        <ul className="mb-4 flex flex-col gap-1">
          {parts.data.items.map((part) => (
            <li key={part.id}>
              <Link className="underline" to={`/products/${part.product_id}`}>
                {part.sku} · {part.name}
              </Link>{' '}
              × {part.quantity}
              {part.user_name && (
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {' '}
                  ({part.user_name})
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <OpenToLoad label="Usa un ricambio">
        <TicketPartPicker
          ticketId={ticketId}
          onUsed={() => void queryClient.invalidateQueries({ queryKey: partsKey })}
        />
      </OpenToLoad>
    </Section>
  );
}
