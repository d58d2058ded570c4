import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/errors/error-box';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-fetch';
import { useReorderList } from '../api/inventory-api';

interface ReorderListProps {
  /** What the page offers under a supplier's products (the purchase orders' *Crea ordine*). */
  supplierAction?: (supplier: { id: string; name: string }) => ReactNode;
}

/** What to reorder, from whom: the low-stock products grouped by supplier with its contacts. */
export function ReorderList({ supplierAction }: ReorderListProps) {
  const groups = useReorderList();
  if (groups.isPending) return <LoadingBlock label="Caricamento delle scorte basse..." />;
  if (groups.isError)
    return <ErrorBox message={errorMessage(groups.error)} onRetry={() => void groups.refetch()} />;
  if (groups.data.length === 0) return <p>Nessun prodotto in scorta bassa.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.data.map((group) => (
        <section
          key={group.supplier?.id ?? 'none'}
          aria-label={group.supplier?.name ?? 'Senza fornitore'}
          className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <h3 className="font-semibold">
            {group.supplier ? (
              // A whole line's height: a finger-sized target above the contacts' links.
              <Link className="inline-block underline" to={`/suppliers/${group.supplier.id}`}>
                {group.supplier.name}
              </Link>
            ) : (
              'Senza fornitore'
            )}
          </h3>
          {group.supplier && (group.supplier.email || group.supplier.phone) && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {group.supplier.email && (
                <a className="underline" href={`mailto:${group.supplier.email}`}>
                  {group.supplier.email}
                </a>
              )}
              {group.supplier.email && group.supplier.phone && ' · '}
              {group.supplier.phone && (
                <a className="underline" href={`tel:${group.supplier.phone}`}>
                  {group.supplier.phone_display ?? group.supplier.phone}
                </a>
              )}
            </p>
          )}
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {group.products.map((p) => (
              <li key={p.id} className="flex justify-between gap-2">
                <Link className="underline" to={`/products/${p.id}`}>
                  {p.sku} · {p.name}
                </Link>
                <span className="tabular-nums">
                  {p.quantity} pz
                  {p.reserved > 0 && ` · Riservati ${p.reserved}`}
                  {p.on_order > 0 && ` · In ordine ${p.on_order}`}
                </span>
              </li>
            ))}
          </ul>
          {group.supplier && supplierAction?.(group.supplier)}
        </section>
      ))}
    </div>
  );
}
