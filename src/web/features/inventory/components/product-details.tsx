import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { formatEuro } from '../../../../shared/format';
import {
  LOW_STOCK_BADGE,
  PRODUCT_MESSAGES,
  type ProductDto,
} from '../../../../shared/inventory/products';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Fact } from './fact';
import { StockMovementForm } from './stock-movement-form';
import { StockMovements } from './stock-movements';

/** A product's page: its data, its stock with the movements that made it, a movement form. */
export function ProductDetails({ product }: { product: ProductDto }) {
  return (
    <>
      <PageHeader
        title={product.name}
        description={`SKU ${product.sku}`}
        actions={
          <Link to={`/products/${product.id}/edit`} className={buttonClass('secondary')}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifica
          </Link>
        }
      />
      <Section title="Dati del prodotto">
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact term="Quantità">
            {product.quantity}{' '}
            {product.low_stock && (
              <Badge colors={LOW_STOCK_BADGE}>{PRODUCT_MESSAGES.lowStock}</Badge>
            )}
          </Fact>
          <Fact term="Riservati">{product.reserved}</Fact>
          <Fact term="Disponibili">{product.available}</Fact>
          <Fact term="In ordine">{product.on_order}</Fact>
          <Fact term="Scorta minima">{product.min_stock}</Fact>
          <Fact term="Prezzo di vendita">{formatEuro(product.price)}</Fact>
          <Fact term="Costo d'acquisto">
            {product.cost === null ? '' : formatEuro(product.cost)}
          </Fact>
          <Fact term="Marca">{product.brand?.name}</Fact>
          <Fact term="Categoria">{product.category?.name}</Fact>
          <Fact term="Fornitore">
            {product.supplier && (
              <Link className="underline" to={`/suppliers/${product.supplier.id}`}>
                {product.supplier.name}
              </Link>
            )}
          </Fact>
          <Fact term="EAN">{product.ean}</Fact>
          <Fact term="Descrizione">{product.description}</Fact>
        </dl>
      </Section>
      <Section title="Movimento di magazzino">
        <StockMovementForm productId={product.id} />
      </Section>
      <Section title="Movimenti">
        <StockMovements productId={product.id} />
      </Section>
    </>
  );
}
