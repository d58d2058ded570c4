import { useState } from 'react';
import { errorMessage } from '../../lib/api-fetch';
import {
  PRODUCT_PICK_KEY,
  type ProductPick,
  productByCode,
  productSearch,
} from '../../lib/product-search';
import { Alert } from './alert';
import { SearchCombobox } from './search-combobox';
import { WithScan } from './with-scan';

const searchProducts = productSearch();

/**
 * "Aggiungi dal magazzino" on a quote or a PC build: a product found by name, SKU or EAN, or
 * scanned from its box (decision 030), goes to `onPick`; a scanned code that names none says so.
 */
export function WarehousePicker({
  onPick,
  hint = "Nome, SKU o EAN: la riga prende descrizione, prezzo di vendita e costo d'acquisto.",
}: {
  onPick: (product: ProductPick) => void;
  /** What the picked product brings to the line. */
  hint?: string;
}) {
  const [failure, setFailure] = useState<string | null>(null);

  function scanned(code: string) {
    setFailure(null);
    productByCode(searchProducts, code).then(
      (found) =>
        found?.item
          ? onPick(found.item)
          : setFailure(`Nessun prodotto in magazzino con il codice ${code}.`),
      (error: unknown) => setFailure(errorMessage(error)),
    );
  }

  return (
    <div className="min-w-64 grow basis-80">
      <WithScan what="un prodotto del magazzino" onScan={scanned}>
        <SearchCombobox<ProductPick>
          label="Aggiungi dal magazzino"
          value=""
          valueLabel=""
          onChange={(option) => {
            setFailure(null);
            if (option?.item) onPick(option.item);
          }}
          search={searchProducts}
          queryKey={PRODUCT_PICK_KEY}
          hint={hint}
        />
      </WithScan>
      {failure && (
        <Alert tone="error" className="mt-2">
          {failure}
        </Alert>
      )}
    </div>
  );
}
