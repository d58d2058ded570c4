import * as z from 'zod/mini';

/**
 * A line's article code (DettaglioLinee/CodiceArticolo: CodiceTipo and CodiceValore, 35
 * characters each): the warehouse product's EAN when it has one, else its SKU. Frozen on the
 * draft's line when the line comes from the warehouse, so a later edit of the product does not
 * change an invoice.
 */
export interface ArticleCode {
  type: string;
  value: string;
}

export function articleCodeOf(product: {
  ean: string | null;
  sku: string | null;
}): ArticleCode | null {
  if (product.ean) return { type: 'EAN', value: product.ean };
  if (product.sku) return { type: 'SKU', value: product.sku };
  return null;
}

const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(35));
export const articleCodeField = z.nullable(z.object({ type: code, value: code }));
