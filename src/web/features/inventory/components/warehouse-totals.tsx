import { formatEuro } from '../../../../shared/format';
import { useProductSummary } from '../api/products-api';

const pieces = new Intl.NumberFormat('it-IT');

/** SPEC §2: the warehouse's pieces and value, in all and per category. */
export function WarehouseTotals() {
  const summary = useProductSummary();
  if (!summary.data) return null;
  const { total_quantity, total_value, by_category } = summary.data;
  return (
    <section aria-label="Totali del magazzino" className="mb-6 flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <dt className="text-sm text-slate-700 dark:text-slate-300">Pezzi in magazzino</dt>
          <dd className="text-2xl font-bold tabular-nums">{pieces.format(total_quantity)}</dd>
        </div>
        <div className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <dt className="text-sm text-slate-700 dark:text-slate-300">Valore del magazzino</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatEuro(total_value)}</dd>
        </div>
      </dl>
      {by_category.length > 0 && (
        <ul aria-label="Totali per categoria" className="flex flex-wrap gap-2 text-sm">
          {by_category.map((c) => (
            <li
              key={c.category_id ?? 'none'}
              className="rounded-md bg-slate-100 px-2 py-1 dark:bg-slate-800"
            >
              {c.name}: {pieces.format(c.quantity)} pz · {formatEuro(c.value)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
