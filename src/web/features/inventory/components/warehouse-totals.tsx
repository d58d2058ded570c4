import { formatCount, formatEuro } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';
import { useInventoryCounts } from '../../../lib/inventory-counts';
import { useProductSummary } from '../api/products-api';

const CARD =
  'rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
const TERM = 'text-sm text-slate-700 dark:text-slate-300';
const FIGURE = 'text-2xl font-bold tabular-nums';

/**
 * SPEC §2: the warehouse's pieces and value, in all and per category. The value is at selling
 * price; its value at cost stands beside it (products without a cost are left out, and counted).
 */
/** A figure still loading: a dash for the eye, words for a screen reader. */
const PENDING = (
  <>
    <span aria-hidden="true">–</span>
    <span className="sr-only">in caricamento</span>
  </>
);

export function WarehouseTotals() {
  const summary = useProductSummary();
  const counts = useInventoryCounts();
  // The cards are there from the first render, so the list below does not move when they fill.
  const data = summary.data;
  if (summary.isError) return null;
  const missing = counts.data?.stock_without_cost ?? 0;
  return (
    <section aria-label="Totali del magazzino" className="mb-6 flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className={CARD}>
          <dt className={TERM}>Pezzi in magazzino</dt>
          <dd className={FIGURE}>{data ? formatCount(data.total_quantity) : PENDING}</dd>
        </div>
        <div className={CARD}>
          <dt className={TERM}>Valore del magazzino (a prezzo di vendita)</dt>
          <dd className={FIGURE}>{data ? formatEuro(data.total_value) : PENDING}</dd>
        </div>
        {(counts.data || counts.isPending) && (
          <div className={CARD}>
            <dt className={TERM}>Valore del magazzino al costo</dt>
            <dd className={FIGURE}>
              {counts.data ? formatEuro(counts.data.stock_value_at_cost) : PENDING}
            </dd>
            {missing > 0 && (
              <dd className={TERM}>
                {`Esclusi ${plural(missing, 'prodotto', 'prodotti')} senza costo`}
              </dd>
            )}
          </div>
        )}
      </dl>
      {!data && <div className="h-7" aria-hidden="true" />}
      {data && data.by_category.length > 0 && (
        <ul aria-label="Totali per categoria" className="flex flex-wrap gap-2 text-sm">
          {data.by_category.map((c) => (
            <li
              key={c.category_id ?? 'none'}
              className="rounded-md bg-slate-100 px-2 py-1 dark:bg-slate-800"
            >
              {c.name}: {formatCount(c.quantity)} pz · {formatEuro(c.value)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
