import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProductDto,
  ProductInput,
  ProductPatch,
  ProductSummaryDto,
} from '../../../../shared/inventory/products';
import type { StockMovementDto, StockMovementInput } from '../../../../shared/inventory/stock';
import { apiFetch } from '../../../lib/api-fetch';
import { filteredList } from '../../../lib/filtered-list';
import { inventoryCountsQuery } from '../../../lib/inventory-counts';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { resourceApi } from '../../../lib/resource-api';
import { stringFilterCodec } from '../../../lib/string-filters';
import { usePagedQuery } from '../../../lib/use-paged-query';
import { prefetchLabels } from './labels-api';

export const productsApi = resourceApi<ProductDto, ProductInput, ProductPatch>('/api/products');

export const PRODUCT_SORTS = [
  ['name', 'Nome'],
  ['sku', 'SKU'],
  ['quantity', 'Quantità'],
  ['price', 'Prezzo'],
  ['updated_at', 'Ultima modifica'],
] as const;

export const PRODUCT_FILTERS = stringFilterCodec(
  {
    q: '',
    category_id: '',
    brand_id: '',
    supplier_id: '',
    in_stock: '',
    sort: 'name',
    order: 'asc',
  },
  {
    in_stock: ['true'],
    sort: PRODUCT_SORTS.map(([sort]) => sort),
    order: ['asc', 'desc'],
  },
);
export type ProductFilters = ReturnType<typeof PRODUCT_FILTERS.parse>;

const productList = filteredList<ProductDto, ProductFilters>({
  api: productsApi,
  page: '/products',
  codec: PRODUCT_FILTERS,
});
export const useProductList = productList.useList;

const productSummaryQuery = queryOptions({
  queryKey: [...productsApi.key, 'summary'],
  queryFn: ({ signal }) => apiFetch<ProductSummaryDto>(`${productsApi.path}/summary`, { signal }),
});

export function useProductSummary() {
  return useQuery(productSummaryQuery);
}

/**
 * /products fetched ahead of its first render: the list with its address's filters, the totals
 * above it and the filters' brands and categories. (A product's own page reads as it opens.)
 */
export const prefetchProductsPage: PrefetchPage = async (client, target) => {
  if (target.pathname !== '/products') return;
  await Promise.all([
    productList.prefetch(client, target),
    client.prefetchQuery(productSummaryQuery),
    client.prefetchQuery(inventoryCountsQuery),
    prefetchLabels(client, target),
  ]);
};

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<ProductDto>(`${productsApi.path}/${id}/duplicate`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsApi.key }),
  });
}

export function useStockMovements(productId: string) {
  return usePagedQuery<StockMovementDto>({
    queryKey: [...productsApi.key, 'movements', productId],
    path: `${productsApi.path}/${productId}/stock-movements`,
  });
}

export function useRecordMovement(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockMovementInput) =>
      apiFetch<StockMovementDto>(`${productsApi.path}/${productId}/stock-movements`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsApi.key }),
  });
}
