import { FileText, Layers, Package, Tags, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { ReorderList } from '../../../features/inventory/components/reorder-list';
import { CreateOrderButton } from '../../../features/purchase-orders/components/create-order-button';
import { useInventoryCounts } from '../../../lib/inventory-counts';

const COUNTERS = [
  ['products', 'Prodotti'],
  ['suppliers', 'Fornitori'],
  ['quotes', 'Preventivi'],
  ['low_stock', 'Prodotti in scorta bassa'],
] as const;

const LINKS = [
  { to: '/suppliers', title: 'Fornitori', Icon: Truck },
  { to: '/products', title: 'Prodotti', Icon: Package },
  { to: '/brands', title: 'Marche', Icon: Tags },
  { to: '/categories', title: 'Categorie', Icon: Layers },
  { to: '/quotes', title: 'Preventivi', Icon: FileText },
] as const;

const CARD =
  'rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/** /inventory: SPEC §2 "Inventory dashboard", with the list of what to reorder. */
export function InventoryPage() {
  const counts = useInventoryCounts();
  return (
    <>
      <PageHeader title="Inventario" />
      <dl
        aria-label="Contatori del magazzino"
        className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        {COUNTERS.map(([key, label]) => (
          <div key={key} className={CARD}>
            <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {counts.data ? counts.data[key] : '…'}
            </dd>
          </div>
        ))}
      </dl>
      <nav aria-label="Sezioni del magazzino" className="mb-6">
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {LINKS.map(({ to, title, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className={`${CARD} flex items-center gap-3 font-semibold hover:border-blue-700 dark:hover:border-sky-300`}
              >
                <Icon className="size-5" aria-hidden="true" />
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section
        title="Da riordinare"
        description="I prodotti sotto la loro scorta minima, per fornitore."
      >
        <ReorderList supplierAction={(supplier) => <CreateOrderButton supplier={supplier} />} />
      </Section>
    </>
  );
}
