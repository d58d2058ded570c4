import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import {
  PRODUCT_FILTERS,
  prefetchProductsPage,
  productsApi,
} from '../../../features/inventory/api/products-api';
import { ProductDetails } from '../../../features/inventory/components/product-details';
import { ProductFilterControls } from '../../../features/inventory/components/product-filters';
import { ProductsImport } from '../../../features/inventory/components/products-import';
import { ProductsList } from '../../../features/inventory/components/products-list';
import { WarehouseTotals } from '../../../features/inventory/components/warehouse-totals';
import { prefetchAll } from '../../../lib/page-warmup';
import { useUrlFilters } from '../../../lib/use-url-filters';

export const prefetchPage = prefetchAll(prefetchProductsPage, productsApi.prefetchOne);

/** /products: SPEC §2 "Products list", with the warehouse totals above it. */
export function ProductsPage() {
  const [filters, change] = useUrlFilters(PRODUCT_FILTERS);
  return (
    <>
      <PageHeader
        title="Prodotti"
        actions={
          <Link to="/products/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Nuovo prodotto
          </Link>
        }
      />
      <WarehouseTotals />
      <ProductFilterControls filters={filters} onChange={change} />
      <ProductsList filters={filters} />
      <Section title="Esporta e importa (CSV per Excel)">
        <ProductsImport />
      </Section>
    </>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const product = productsApi.useOne(id);
  return (
    <QueryState query={product} loading="Caricamento del prodotto...">
      {(data) => <ProductDetails product={data} />}
    </QueryState>
  );
}
