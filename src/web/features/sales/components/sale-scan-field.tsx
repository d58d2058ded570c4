import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/field';
import type { ComboboxOption } from '../../../components/ui/search-combobox';
import { WithScan } from '../../../components/ui/with-scan';
import { errorMessage } from '../../../lib/api-fetch';
import { type ProductPick, productSearch } from '../../../lib/product-search';

const search = productSearch();

interface SaleScanFieldProps {
  inputRef: Ref<HTMLInputElement>;
  onProduct: (product: ProductPick) => void;
  /** The sale has lines: Enter on the empty field may go to *Incassa*. */
  canCheckout: boolean;
  onCheckout: () => void;
}

/**
 * The counter's one field (decision 030): a USB scanner types the EAN or SKU and Enter, which adds
 * the product (again: one more piece); a name lists the matches to pick; *Scansiona* opens the
 * camera. Enter on the empty field is *Incassa*.
 */
export function SaleScanField(props: SaleScanFieldProps) {
  const { inputRef, onProduct, canCheckout, onCheckout } = props;
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<ComboboxOption<ProductPick>[]>([]);
  const [message, setMessage] = useState('');
  // A scanner types faster than the search answers: the lookup under way, and whether it added.
  const pending = useRef<Promise<boolean>>(Promise.resolve(false));

  function add(product: ProductPick) {
    onProduct(product);
    setMatches([]);
    setMessage(`Aggiunto: ${product.name}`);
    return true;
  }

  async function lookup(code: string): Promise<boolean> {
    try {
      const found = await search(code, new AbortController().signal);
      // The product whose EAN or SKU is the code; else the one match a name found.
      const one =
        found.find((o) => o.item?.ean === code || o.item?.sku === code) ??
        (found.length === 1 ? found[0] : undefined);
      if (one?.item) return add(one.item);
      setText((typed) => typed || code);
      setMatches(found);
      setMessage(
        found.length === 0 ? `Nessun prodotto trovato per «${code}»` : 'Scegli il prodotto',
      );
    } catch (error) {
      setMessage(errorMessage(error));
    }
    return false;
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = text.trim();
    if (code) {
      setText('');
      pending.current = lookup(code);
      return;
    }
    // Incassa once the scan before it has landed, so a fast Enter never loses the last item.
    void pending.current.then((added) => {
      pending.current = Promise.resolve(false);
      if (added || canCheckout) onCheckout();
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <WithScan
        what="codice del prodotto"
        onScan={(code) => {
          pending.current = lookup(code);
        }}
      >
        <TextField
          ref={inputRef}
          label="Cerca o scansiona un prodotto"
          hint="EAN, SKU o nome, poi Invio. Invio a campo vuoto: Incassa."
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
        />
      </WithScan>
      <p aria-live="polite" className="text-sm">
        {message}
      </p>
      {matches.length > 0 && (
        <ul aria-label="Prodotti trovati" className="flex flex-col gap-1">
          {matches.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className="w-full rounded-md border border-slate-300 px-3 py-2 text-left hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                onClick={() => option.item && add(option.item)}
              >
                <span className="font-medium">{option.label}</span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">
                  {option.detail}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
