import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: the counter sale an invoice is made from (read; the sales feature writes it). */
type Db = Kysely<DB> | Transaction<DB>;

export function selectSaleToInvoice(db: Db, saleId: string) {
  return db
    .selectFrom('sales')
    .select(['id', 'number', 'customer_id', 'subtotal_cents', 'total_cents', 'status'])
    .where('id', '=', saleId)
    .executeTakeFirst();
}

export function selectSaleLinesToInvoice(db: Db, saleId: string) {
  return db
    .selectFrom('sale_lines')
    .select([
      'description',
      'quantity',
      'unit_price_cents',
      'total_cents',
      'vat_hundredths',
      'natura',
    ])
    .where('sale_id', '=', saleId)
    .orderBy('position')
    .execute();
}

/** The methods that paid the sale, in the order taken (the invoice's ModalitaPagamento). */
export function selectSaleMethods(db: Db, saleId: string) {
  return db
    .selectFrom('payments')
    .select(['method'])
    .where('sale_id', '=', saleId)
    .where('direction', '=', 'incasso')
    .orderBy('paid_at')
    .execute();
}

/** The invoice drafted from a sale, if any (its first: a sale is invoiced once). */
export function selectInvoiceOfSale(db: Db, saleId: string) {
  return db
    .selectFrom('invoices')
    .select(['id'])
    .where('sale_id', '=', saleId)
    .where('kind', '=', 'TD01')
    .orderBy('created_at')
    .executeTakeFirst();
}
