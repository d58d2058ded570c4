import { Copy, Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { formatEuro } from '../../../../shared/format';
import {
  LOW_STOCK_BADGE,
  PRODUCT_MESSAGES,
  type ProductDto,
} from '../../../../shared/inventory/products';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { productsApi, useDuplicateProduct } from '../api/products-api';

const HEADINGS = ['SKU', 'Nome', 'Marca', 'Categoria', 'Quantità', 'Prezzo', 'Azioni'];

function ProductRow({
  product,
  onDuplicated,
}: {
  product: ProductDto;
  onDuplicated: (copy: ProductDto) => void;
}) {
  const remove = productsApi.useRemove();
  const duplicate = useDuplicateProduct();
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-medium whitespace-nowrap`}>
        {product.sku}
        {product.low_stock && (
          <span className="ml-2">
            <Badge colors={LOW_STOCK_BADGE}>{PRODUCT_MESSAGES.lowStock}</Badge>
          </span>
        )}
      </th>
      <td className={TABLE_CELL}>{product.name}</td>
      <td className={TABLE_CELL}>{product.brand?.name ?? '—'}</td>
      <td className={TABLE_CELL}>{product.category?.name ?? '—'}</td>
      <td className={`${TABLE_CELL} text-right tabular-nums`}>{product.quantity}</td>
      <td className={`${TABLE_CELL} text-right tabular-nums whitespace-nowrap`}>
        {formatEuro(product.price)}
      </td>
      <td className={TABLE_CELL}>
        <div className="flex flex-wrap gap-1">
          <Link to={`/products/${product.id}`} className={buttonClass('ghost', 'px-2 py-1')}>
            <Eye className="size-4" aria-hidden="true" />
            Visualizza<span className="sr-only"> {product.sku}</span>
          </Link>
          <Link to={`/products/${product.id}/edit`} className={buttonClass('ghost', 'px-2 py-1')}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifica<span className="sr-only"> {product.sku}</span>
          </Link>
          <Button
            variant="ghost"
            className="px-2 py-1"
            busy={duplicate.isPending}
            onClick={() => duplicate.mutate(product.id, { onSuccess: onDuplicated })}
          >
            <Copy className="size-4" aria-hidden="true" />
            Duplica<span className="sr-only"> {product.sku}</span>
          </Button>
          <DeleteButton
            what={`il prodotto ${product.sku}`}
            busy={remove.isPending}
            onDelete={() => remove.mutateAsync(product.id)}
          />
        </div>
      </td>
    </tr>
  );
}

/** SPEC §2 "Products list": SKU with the low-stock badge, brand, category, quantity, price. */
export function ProductRows({
  products,
  onDuplicated,
}: {
  products: ProductDto[];
  onDuplicated: (copy: ProductDto) => void;
}) {
  return (
    <DataTable caption="Prodotti" headings={HEADINGS}>
      {products.map((product) => (
        <ProductRow key={product.id} product={product} onDuplicated={onDuplicated} />
      ))}
    </DataTable>
  );
}
