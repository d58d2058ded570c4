import { useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { prefetchLabels } from '../../../features/inventory/api/labels-api';
import { productsApi } from '../../../features/inventory/api/products-api';
import { ProductForm } from '../../../features/inventory/components/product-form';
import { prefetchAll } from '../../../lib/page-warmup';

export const prefetchPage = prefetchAll(prefetchLabels, productsApi.prefetchOne);

/** /products/new and /products/:id/edit: one form (a changed quantity is a correction). */
export function NewProductPage() {
  return (
    <>
      <PageHeader title="Nuovo prodotto" />
      <ProductForm />
    </>
  );
}

export function EditProductPage() {
  const { id = '' } = useParams();
  const product = productsApi.useOne(id);
  return (
    <>
      <PageHeader title="Modifica prodotto" />
      <QueryState query={product} loading="Caricamento del prodotto...">
        {(data) => <ProductForm product={data} />}
      </QueryState>
    </>
  );
}
