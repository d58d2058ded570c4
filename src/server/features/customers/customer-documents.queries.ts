import { type Kysely, sql } from 'kysely';
import type { CustomerDocumentKind } from '../../../shared/customers/customer-schemas';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';

/**
 * Kysely only: a customer's documents of one kind, newest first, one keyset page (each walks its
 * table's (customer_id, created_at) index). The one place a new kind of document (invoices,
 * payments) adds its query: an entry in DOCUMENT_QUERIES returning the same columns.
 */
export interface DocumentRow {
  id: string;
  number: string;
  status: string;
  amount_cents: number | string | null;
  created_at: string | Date;
}

interface PageArgs {
  customerId: string;
  limit: number;
  after?: readonly [string, string];
}

type DocumentQuery = (db: Kysely<DB>, page: PageArgs) => Promise<DocumentRow[]>;

const DOCUMENT_QUERIES: Record<CustomerDocumentKind, DocumentQuery> = {
  tickets: (db, page) => {
    let select = db
      .selectFrom('tickets as d')
      .select(['d.id', 'd.ticket_number as number', 'd.status', 'd.price_cents as amount_cents'])
      .select('d.created_at')
      .where('d.customer_id', '=', page.customerId)
      .where('d.deleted_at', 'is', null);
    if (page.after) select = select.where(afterKey(['d.created_at', 'd.id'], page.after, 'desc'));
    return select
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.limit)
      .execute();
  },
  quotes: (db, page) => {
    let select = db
      .selectFrom('quotes as d')
      .select(['d.id', 'd.quote_number as number', 'd.status', 'd.total_cents as amount_cents'])
      .select('d.created_at')
      .where('d.customer_id', '=', page.customerId);
    if (page.after) select = select.where(afterKey(['d.created_at', 'd.id'], page.after, 'desc'));
    return select
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.limit)
      .execute();
  },
  pc_builds: (db, page) => {
    let select = db
      .selectFrom('pc_builds as d')
      .select(['d.id', 'd.build_number as number', 'd.status', 'd.total_cents as amount_cents'])
      .select('d.created_at')
      .where('d.customer_id', '=', page.customerId);
    if (page.after) select = select.where(afterKey(['d.created_at', 'd.id'], page.after, 'desc'));
    return select
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.limit)
      .execute();
  },
  // A payment reads as its ticket's number ('Senza ticket' on account) and its direction; a refund or storno counts negative.
  payments: (db, page) => {
    let select = db
      .selectFrom('payments as d')
      .leftJoin('tickets as t', 't.id', 'd.ticket_id')
      .select((eb) => [
        'd.id',
        eb.fn.coalesce('t.ticket_number', sql<string>`'Senza ticket'`).as('number'),
        'd.direction as status',
        sql<number>`case when d.direction = 'incasso' then d.amount_cents
          else -d.amount_cents end`.as('amount_cents'),
        'd.created_at',
      ])
      .where('d.customer_id', '=', page.customerId);
    if (page.after) select = select.where(afterKey(['d.created_at', 'd.id'], page.after, 'desc'));
    return select
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.limit)
      .execute();
  },
  // A draft has no number yet: it reads as 'Bozza' where the number goes.
  invoices: (db, page) => {
    let select = db
      .selectFrom('invoices as d')
      .select([
        'd.id',
        sql<string>`coalesce(d.number, 'Bozza')`.as('number'),
        'd.status',
        'd.total_cents as amount_cents',
      ])
      .select('d.created_at')
      .where('d.customer_id', '=', page.customerId);
    if (page.after) select = select.where(afterKey(['d.created_at', 'd.id'], page.after, 'desc'));
    return select
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.limit)
      .execute();
  },
};

export function selectCustomerDocuments(
  db: Kysely<DB>,
  kind: CustomerDocumentKind,
  page: PageArgs,
): Promise<DocumentRow[]> {
  return DOCUMENT_QUERIES[kind](db, page);
}
