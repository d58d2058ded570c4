import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReservationDto } from '../../../../shared/inventory/stock-reservations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiFetch, errorMessage } from '../../../lib/api-fetch';
import { productsApi } from '../api/products-api';

/**
 * The parts received for this ticket and held for it: *Usa* takes one from the shelf into the
 * repair's parts, *Rilascia* (asked first) puts it back for anyone. Nothing shows while none is
 * held.
 */
export function TicketReservedParts({
  ticketId,
  onChanged,
}: {
  ticketId: string;
  onChanged: () => void;
}) {
  const [releasing, setReleasing] = useState<ReservationDto | null>(null);
  const key = [...productsApi.key, 'ticket-reserved', ticketId];
  const held = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiFetch<{ items: ReservationDto[] }>(`/api/tickets/${ticketId}/reserved-parts`, { signal }),
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'use' | 'release' }) =>
      apiFetch(`/api/tickets/${ticketId}/reserved-parts/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => {
      setReleasing(null);
      onChanged();
    },
  });
  const open = held.data?.items.filter((r) => r.status === 'reserved') ?? [];
  if (open.length === 0) return null;
  return (
    <div className="mb-4">
      <h3 className="font-medium">Ricambi riservati</h3>
      <ul className="mt-1 flex flex-col gap-2">
        {open.map((part) => (
          <li key={part.id} className="flex flex-wrap items-center gap-2">
            <span>
              {part.sku} · {part.name} × {part.quantity}
            </span>
            <Button
              aria-label={`Usa un ricambio: ${part.name}`}
              busy={act.isPending && act.variables?.id === part.id}
              onClick={() => act.mutate({ id: part.id, action: 'use' })}
            >
              Usa un ricambio
            </Button>
            <Button variant="secondary" onClick={() => setReleasing(part)}>
              Rilascia
            </Button>
          </li>
        ))}
      </ul>
      {act.isError && !releasing && (
        <Alert tone="error" className="mt-2">
          {errorMessage(act.error)}
        </Alert>
      )}
      <ConfirmDialog
        open={releasing !== null}
        title="Rilasciare il ricambio?"
        message={`${releasing?.name ?? ''} non sarà più riservato a questo ticket: si potrà vendere o usare altrove.`}
        confirmLabel="Rilascia"
        busy={act.isPending}
        error={act.isError ? errorMessage(act.error) : null}
        onConfirm={() => releasing && act.mutate({ id: releasing.id, action: 'release' })}
        onCancel={() => {
          act.reset();
          setReleasing(null);
        }}
      />
    </div>
  );
}
