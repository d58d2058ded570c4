import { PRODUCT_FILTERS } from '../api/products-api';
import { ProductsList } from './products-list';

/** A supplier's page lists what is bought from it. */
export function ProductsOfSupplier({ supplierId }: { supplierId: string }) {
  const filters = { ...PRODUCT_FILTERS.parse(new URLSearchParams()), supplier_id: supplierId };
  return <ProductsList filters={filters} />;
}
