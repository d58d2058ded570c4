import { useQuery } from '@tanstack/react-query';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { formatDecimalInput } from '../../../../shared/decimal-input';
import { formatEuro } from '../../../../shared/format';
import type { PriceSuggestDto } from '../../../../shared/price-list/price-list';
import type { TicketWarrantyDto } from '../../../../shared/tickets/ticket-warranty';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-fetch';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { TicketFormValues } from './ticket-form-values';
import { WarrantyNotice } from './warranty-notice';

const SHOWN = 6;

/**
 * What the counter learns from the device as it is typed (decision 030): the
 * price list's repairs for that model, each a click from the price field, and, on a new ticket,
 * whether an earlier repair of this IMEI or this customer's device is still under warranty (then
 * a click writes 0 € and the list's price is only shown).
 */
export function TicketCounterHints({
  form,
  editing,
  priceList,
}: {
  form: UseFormReturn<TicketFormValues, unknown, unknown>;
  editing: boolean;
  /** The price list is the staff's to read: offered on a staff account's new ticket. */
  priceList: boolean;
}) {
  const [device, imei, customerId, chosen] = useWatch({
    control: form.control,
    name: ['device_type', 'imei', 'customer_id', 'price_list_id'],
  });
  // Strings, not one object: a new object each render would restart the pause every render.
  const typed = {
    device: useDebouncedValue(device.trim(), 400),
    imei: useDebouncedValue(imei.trim(), 400),
    customerId: useDebouncedValue(customerId, 400),
  };
  const prices = useQuery({
    queryKey: ['/api/price-list', 'suggest', typed.device],
    queryFn: ({ signal }) =>
      apiFetch<PriceSuggestDto>(
        `/api/price-list/suggest?${new URLSearchParams({ model: typed.device })}`,
        { signal },
      ),
    enabled: priceList && typed.device.length >= 2,
    staleTime: 60_000,
  });
  const warranty = useQuery({
    queryKey: ['/api/tickets', 'warranty-check', typed],
    queryFn: ({ signal }) =>
      apiFetch<TicketWarrantyDto>(
        `/api/tickets/warranty-check?${new URLSearchParams({
          imei: typed.imei,
          customer_id: typed.customerId,
          device_type: typed.device,
        })}`,
        { signal },
      ),
    enabled: !editing && (typed.imei !== '' || typed.customerId !== ''),
  });
  const entries = prices.data?.items.slice(0, SHOWN) ?? [];
  // A repair still under warranty is usually free: the list proposes 0 € and shows its price.
  const underWarranty = Boolean(warranty.data);
  return (
    <>
      {warranty.data && (
        <div className="sm:col-span-2">
          <WarrantyNotice warranty={warranty.data} />
        </div>
      )}
      {entries.length > 0 && (
        <section aria-label="Prezzi dal listino" className="sm:col-span-2">
          <h3 className="mb-2 text-sm font-semibold">Prezzi dal listino</h3>
          {underWarranty && (
            <p className="mb-2 text-sm">
              In garanzia: il listino propone 0,00 €; se la riparazione non è coperta, scrivi il
              prezzo.
            </p>
          )}
          <ul className="flex flex-wrap gap-2">
            {entries.map((e) => (
              <li key={e.id}>
                <Button
                  variant="secondary"
                  className="px-3 py-1 text-sm"
                  aria-pressed={chosen === e.id}
                  onClick={() => {
                    const cents = underWarranty ? 0 : Math.round(e.price * 100);
                    form.setValue('price', formatDecimalInput(cents, 2), { shouldDirty: true });
                    form.setValue('price_list_id', e.id, { shouldDirty: true });
                  }}
                >
                  {underWarranty
                    ? `${e.model} · ${e.repair}: ${formatEuro(0)} in garanzia (listino ${formatEuro(e.price)})`
                    : `${e.model} · ${e.repair}: ${formatEuro(e.price)}`}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
