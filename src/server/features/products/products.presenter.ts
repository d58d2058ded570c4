import type { ProductDto } from '../../../shared/inventory/products';
import { centsToEuro } from '../../../shared/money';
import { toIso } from '../../db/normalize';
import type { ProductRow } from './products.queries';

const named = (id: string | null, name: string | null) =>
  id && name !== null ? { id, name } : null;

/** A product as the API answers it: euros, the linked names, the low-stock flag. */
export function presentProduct(row: ProductRow): ProductDto {
  return {
    id: row.id,
    sku: row.sku,
    ean: row.ean,
    name: row.name,
    brand_id: row.brand_id,
    category_id: row.category_id,
    supplier_id: row.supplier_id,
    brand: named(row.brand_id, row.brand_name),
    category: named(row.category_id, row.category_name),
    supplier: named(row.supplier_id, row.supplier_name),
    quantity: Number(row.quantity),
    min_stock: Number(row.min_stock),
    reserved: Number(row.reserved),
    available: Number(row.quantity) - Number(row.reserved),
    on_order: Number(row.on_order),
    price: centsToEuro(Number(row.price_cents)),
    cost: row.cost_cents === null ? null : centsToEuro(Number(row.cost_cents)),
    description: row.description,
    low_stock: Number(row.quantity) < Number(row.min_stock),
    user_id: row.user_id,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
