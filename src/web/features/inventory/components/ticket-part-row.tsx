import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatEuro } from '../../../../shared/format';
import type { TicketPartDto, TicketPartSaleInput } from '../../../../shared/inventory/stock';
import { Alert } from '../../../components/ui/alert';
import { apiFetch, errorMessage } from '../../../lib/api-fetch';

/**
 * One part a repair used, with *Venduto a parte*: checked, the part is charged on top of the
 * repair's price (the ticket's total, balance and invoice follow); unchecked, it is inside it.
 */
export function TicketPartRow({
  ticketId,
  part,
  queryKey,
}: {
  ticketId: string;
  part: TicketPartDto;
  queryKey: readonly unknown[];
}) {
  const id = useId();
  const client = useQueryClient();
  // The choice being saved, set in the change handler itself: React puts a controlled box back to
  // its rendered value right after the event, and the mutation's pending state only renders a tick
  // later, so without it the box flickers back before the answer.
  const [saving, setSaving] = useState<boolean | null>(null);
  const sale = useMutation({
    mutationFn: (body: TicketPartSaleInput) =>
      apiFetch<{ items: TicketPartDto[] }>(`/api/tickets/${ticketId}/parts/${part.id}`, {
        method: 'PATCH',
        body,
      }),
    // The answer is the ticket's parts; its balance moves with them (the payments' figures).
    onSuccess: (parts) => {
      client.setQueryData(queryKey, parts);
      return client.invalidateQueries({ queryKey: ['tickets'] });
    },
    onSettled: () => setSaving(null),
  });
  // The box shows the choice at once; a refusal puts it back and says why.
  const checked = saving ?? part.sold_separately;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <span id={`${id}-name`}>
        <Link className="underline" to={`/products/${part.product_id}`}>
          {part.sku} · {part.name}
        </Link>{' '}
        × {part.quantity} · {formatEuro(part.unit_price)}
        {part.user_name && (
          <span className="text-sm text-slate-700 dark:text-slate-300"> ({part.user_name})</span>
        )}
      </span>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={checked}
          aria-busy={saving !== null || undefined}
          aria-describedby={`${id}-name`}
          onChange={(e) => {
            if (saving !== null) return;
            setSaving(e.target.checked);
            sale.mutate({ sold_separately: e.target.checked });
          }}
        />
        Venduto a parte
      </label>
      {sale.isError && (
        <Alert tone="error" className="w-full">
          {errorMessage(sale.error)}
        </Alert>
      )}
    </li>
  );
}
