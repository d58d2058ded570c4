import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/decimal-fields';
import { type ComboboxOption, SearchCombobox } from '../../../components/ui/search-combobox';
import { WithScan } from '../../../components/ui/with-scan';
import { errorMessage } from '../../../lib/api-fetch';
import {
  PRODUCT_PICK_KEY,
  type ProductPick,
  productByCode,
  productSearch,
} from '../../../lib/product-search';
import { useRecordMovement } from '../api/products-api';

const searchInStock = productSearch({ inStock: true });

/** "Use a part" on a ticket: a product in stock, found or scanned, taken from the warehouse. */
export function TicketPartPicker({ ticketId, onUsed }: { ticketId: string; onUsed: () => void }) {
  const [product, setProduct] = useState<ComboboxOption<ProductPick> | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [soldSeparately, setSoldSeparately] = useState(false);
  const [scanFailure, setScanFailure] = useState<string | null>(null);
  const record = useRecordMovement(product?.value ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    record.mutate(
      {
        quantity: Number(quantity),
        reason: 'ticket',
        ticket_id: ticketId,
        sold_separately: soldSeparately,
      },
      {
        onSuccess: () => {
          setProduct(null);
          setQuantity('1');
          setSoldSeparately(false);
          onUsed();
        },
      },
    );
  }

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <WithScan
          what="il ricambio"
          onScan={(code) => {
            setScanFailure(null);
            productByCode(searchInStock, code).then(
              (found) =>
                found
                  ? setProduct(found)
                  : setScanFailure(`Nessun prodotto disponibile con il codice ${code}.`),
              (error: unknown) => setScanFailure(errorMessage(error)),
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
        <label className="flex items-center gap-2 sm:col-span-3">
          <input
            type="checkbox"
            className="size-4"
            checked={soldSeparately}
            onChange={(e) => setSoldSeparately(e.target.checked)}
          />
          Venduto a parte (si aggiunge al totale del ticket, al suo prezzo di listino)
        </label>
        <Button type="submit" busy={record.isPending} disabled={!product}>
          Usa il ricambio
        </Button>
      </form>
      {scanFailure && (
        <Alert tone="error" className="mt-3">
          {scanFailure}
        </Alert>
      )}
      {record.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(record.error)}
        </Alert>
      )}
    </>
  );
}
