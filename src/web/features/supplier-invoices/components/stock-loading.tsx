import { useState } from 'react';
import { formatCount, formatEuro } from '../../../../shared/format';
import {
  type LoadStockBody,
  type SupplierInvoiceDto,
  stockNotLoadable,
} from '../../../../shared/inventory/supplier-invoices';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { errorMessage } from '../../../lib/api-fetch';
import { PRODUCT_PICK_KEY, productSearch } from '../../../lib/product-search';
import { useLoadStock } from '../api/supplier-invoices-api';
import { pieces } from './supplier-invoice-view';

const searchProducts = productSearch();

interface Choice {
  productId: string;
  productName: string;
  nonGoods: boolean;
}

/**
 * *Carica a magazzino*, or for a credit note or a self-invoice the one sentence saying why there
 * is nothing to load (the server refuses them alike).
 */
export function StockLoading({ invoice }: { invoice: SupplierInvoiceDto }) {
  const reason = stockNotLoadable(invoice);
  return reason ? <p>{reason}</p> : <StockLoadingForm invoice={invoice} />;
}

/**
 * Each line with its proposed product (changed through the warehouse's search) or marked *non è
 * merce*; confirmed in a dialog, every goods line becomes a carico.
 */
function StockLoadingForm({ invoice }: { invoice: SupplierInvoiceDto }) {
  const load = useLoadStock(invoice.id);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(
      invoice.lines.map((line) => [
        line.id,
        { productId: line.product_id ?? '', productName: line.product_name ?? '', nonGoods: false },
      ]),
    ),
  );
  const set = (id: string, change: Partial<Choice>) =>
    setChoices({ ...choices, [id]: { ...(choices[id] as Choice), ...change } });
  const body = (): LoadStockBody => ({
    lines: invoice.lines.map((line) => {
      const choice = choices[line.id] as Choice;
      return choice.nonGoods
        ? { line_id: line.id, product_id: null, kind: 'non_goods' }
        : { line_id: line.id, product_id: choice.productId || null, kind: 'goods' };
    }),
    // The order the invoice names in DatiOrdineAcquisto closes by itself; none is picked here.
    order_id: null,
  });
  const ask = () => {
    const missing = invoice.lines.find(
      (l) => !choices[l.id]?.nonGoods && !choices[l.id]?.productId,
    );
    if (missing)
      return setProblem(
        `Riga ${missing.line_number}: scegli il prodotto o segnala che non è merce.`,
      );
    setProblem('');
    setAsking(true);
  };
  const goodsCount = invoice.lines.filter((l) => !choices[l.id]?.nonGoods).length;

  return (
    <section aria-labelledby="stock-loading" className="flex flex-col gap-4">
      <h2 id="stock-loading" className="text-lg font-semibold">
        Carica a magazzino
      </h2>
      <p className="text-sm">
        Ogni riga merce diventa un carico al suo costo unitario netto; il costo del prodotto segue
        la media ponderata.
      </p>
      <ul className="flex flex-col gap-4">
        {invoice.lines.map((line) => {
          const choice = choices[line.id] as Choice;
          return (
            <li
              key={line.id}
              className="flex flex-col gap-2 rounded-md border border-slate-300 p-3 dark:border-slate-700"
            >
              <p className="font-medium">
                Riga {line.line_number}: {line.description} — {formatCount(pieces(line))} pz a{' '}
                {formatEuro(line.total / pieces(line))}
              </p>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={choice.nonGoods}
                  onChange={(event) => set(line.id, { nonGoods: event.target.checked })}
                />
                Non è merce (riga {line.line_number})
              </label>
              {!choice.nonGoods && (
                <SearchCombobox
                  label={`Prodotto della riga ${line.line_number}`}
                  value={choice.productId}
                  valueLabel={choice.productName}
                  onChange={(option) =>
                    set(line.id, {
                      productId: option?.value ?? '',
                      productName: option?.label ?? '',
                    })
                  }
                  search={searchProducts}
                  queryKey={PRODUCT_PICK_KEY}
                  hint="Nome, SKU o EAN del prodotto di magazzino."
                />
              )}
            </li>
          );
        })}
      </ul>
      <StatusRegion>{problem && <Alert tone="error">{problem}</Alert>}</StatusRegion>
      <div>
        <Button onClick={ask}>Carica a magazzino</Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Carica a magazzino"
        message={`Carico ${goodsCount} righe merce nelle scorte: l'operazione si fa una volta sola.`}
        confirmLabel="Conferma il carico"
        confirmVariant="primary"
        busy={load.isPending}
        error={load.isError ? errorMessage(load.error) : null}
        onConfirm={() => load.mutate(body(), { onSuccess: () => setAsking(false) })}
        onCancel={() => {
          load.reset();
          setAsking(false);
        }}
      />
    </section>
  );
}
