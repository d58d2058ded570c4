import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/decimal-fields';
import { type ComboboxOption, SearchCombobox } from '../../../components/ui/search-combobox';
import { WithScan } from '../../../components/ui/with-scan';
import { apiFetch, errorMessage } from '../../../lib/api-fetch';
import { PRODUCT_PICK_KEY, type ProductPick, productSearch } from '../../../lib/product-search';
import { productsApi, useRecordMovement } from '../api/products-api';

interface UsedPart {
  id: string;
  product_id: string;
  sku: string;
  name: string;
  quantity: number;
  user_name: string | null;
}

const searchInStock = productSearch({ inStock: true });

/** The product in stock a scanned code names, by its EAN or SKU exactly (decision 030). */
async function inStockByCode(code: string) {
  const found = await searchInStock(code, new AbortController().signal);
  return found.find((o) => o.item?.ean === code || o.item?.sku === code) ?? null;
}

/** On a ticket's edit page: the warehouse parts the repair used, and "use a part". */
export function TicketParts({ ticketId }: { ticketId: string }) {
  const queryClient = useQueryClient();
  const partsKey = [...productsApi.key, 'ticket-parts', ticketId];
  const parts = useQuery({
    queryKey: partsKey,
    queryFn: ({ signal }) =>
      apiFetch<{ items: UsedPart[] }>(`/api/tickets/${ticketId}/parts`, { signal }),
  });
  const [product, setProduct] = useState<ComboboxOption<ProductPick> | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [missing, setMissing] = useState<string | null>(null);
  const record = useRecordMovement(product?.value ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    record.mutate(
      { quantity: Number(quantity), reason: 'ticket', ticket_id: ticketId },
      {
        onSuccess: () => {
          setProduct(null);
          setQuantity('1');
          void queryClient.invalidateQueries({ queryKey: partsKey });
        },
      },
    );
  }

  return (
    <Section
      title="Ricambi usati"
      description="Scaricati dal magazzino e collegati a questo ticket."
    >
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
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <WithScan
          what="il ricambio"
          onScan={(code) => {
            setMissing(null);
            void inStockByCode(code).then((found) =>
              found ? setProduct(found) : setMissing(code),
            );
          }}
        >
          <SearchCombobox
            label="Ricambio"
            value={product?.value ?? ''}
            valueLabel={product?.label ?? ''}
            onChange={setProduct}
            search={searchInStock}
            queryKey={[...PRODUCT_PICK_KEY, 'in-stock']}
            hint="Nome, SKU o EAN di un prodotto disponibile."
          />
        </WithScan>
        <NumberField
          label="Quantità usata"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <Button type="submit" busy={record.isPending} disabled={!product}>
          Usa il ricambio
        </Button>
      </form>
      {missing && (
        <Alert tone="error" className="mt-3">
          {`Nessun prodotto disponibile con il codice ${missing}.`}
        </Alert>
      )}
      {record.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(record.error)}
        </Alert>
      )}
    </Section>
  );
}
