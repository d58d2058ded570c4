import { useState } from 'react';
import { PRODUCT_MESSAGES, type ProductDto } from '../../../../shared/inventory/products';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { PagedList } from '../../../components/ui/paged-list';
import { type ProductFilters, useProductList } from '../api/products-api';
import { ProductRows } from './product-rows';

/** The product rows for these filters, with every list state and 'Prodotto duplicato con successo!'. */
export function ProductsList({ filters }: { filters: ProductFilters }) {
  const list = useProductList(filters);
  const [duplicated, setDuplicated] = useState<ProductDto | null>(null);
  // The copy is on top of the list when sorted by name; its SKU ends in -COPY.
  return (
    <div className="flex flex-col gap-3">
      <StatusRegion>
        {duplicated && <Alert tone="success">{PRODUCT_MESSAGES.duplicated}</Alert>}
      </StatusRegion>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento dei prodotti...' }}
        empty={PRODUCT_MESSAGES.empty}
        loadError={() => PRODUCT_MESSAGES.loadError}
        refreshError={PRODUCT_MESSAGES.loadError}
        loadMore="Carica altri prodotti"
      >
        {(products) => <ProductRows products={products} onDuplicated={setDuplicated} />}
      </PagedList>
    </div>
  );
}
