import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What an invoice is made from: the customer it names and the document it bills. */
type Db = Kysely<DB> | Transaction<DB>;

export function selectCustomer(db: Db, id: string) {
  return db
    .selectFrom('customers')
    .select([
      'id',
      'kind',
      'display_name',
      'first_name',
      'last_name',
      'company_name',
      'tax_code',
      'vat_number',
      'sdi_code',
      'pec',
      'email',
      'street',
      'postal_code',
      'city',
      'province',
      'country',
      'intent_protocol',
      'intent_date',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof selectCustomer>>>;

export function selectTicket(db: Db, id: string) {
  return db
    .selectFrom('tickets')
    .select([
      'id',
      'ticket_number',
      'description',
      'device_type',
      'price_cents',
      'customer_id',
      'customer_name',
      'customer_email',
    ])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The parts a repair used (stock movements 'ticket'), per product and price: those inside the
 * repair's price at the product's price, those *venduti a parte* at the price they were sold at
 * (`sold_price_cents`, null for the others).
 */
export function selectTicketParts(db: Db, ticketId: string) {
  return db
    .selectFrom('stock_movements as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select([
      'p.name',
      'p.price_cents',
      'm.sold_price_cents',
      'p.ean',
      'p.sku',
      sql<number | string>`-sum(m.delta)`.as('quantity'),
    ])
    .where('m.ticket_id', '=', ticketId)
    .where('m.reason', '=', 'ticket')
    .groupBy(['p.id', 'p.name', 'p.price_cents', 'm.sold_price_cents', 'p.ean', 'p.sku'])
    .having(sql<boolean>`sum(m.delta) < 0`)
    .orderBy('p.name')
    .execute();
}

export function selectQuote(db: Db, id: string) {
  return db
    .selectFrom('quotes')
    .select([
      'id',
      'quote_number',
      'status',
      'vat_hundredths',
      'customer_id',
      'customer_name',
      'customer_email',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function selectQuoteItems(db: Db, quoteId: string) {
  return db
    .selectFrom('quote_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.description', 'i.quantity', 'i.unit_price_cents', 'p.ean', 'p.sku'])
    .where('i.quote_id', '=', quoteId)
    .orderBy('i.position')
    .execute();
}

export function selectBuild(db: Db, id: string) {
  return db
    .selectFrom('pc_builds')
    .select([
      'id',
      'build_number',
      'title',
      'status',
      'vat_hundredths',
      'customer_id',
      'customer_name',
      'customer_email',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function selectBuildComponents(db: Db, buildId: string) {
  return db
    .selectFrom('pc_build_components as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.description', 'c.quantity', 'c.unit_price_cents', 'p.ean', 'p.sku'])
    .where('c.build_id', '=', buildId)
    .orderBy('c.position')
    .execute();
}
