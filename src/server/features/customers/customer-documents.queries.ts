import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { CustomerDocumentKind } from '../../../shared/customers/customer-schemas';
import { afterKey } from '../../db/keyset';
import { signedPaymentCents } from '../../db/payment-sums';
import type { DB } from '../../db/schema';
import { chargeCentsFor } from '../../db/ticket-charges';
import { quoteStatusAsRead } from '../../documents/quote-expiry';

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
  /** Rome's day, for what reads differently from it (an expired quote reads Scaduto). */
  today: string;
  limit: number;
  after?: readonly [string, string];
}

type DocumentQuery = (db: Kysely<DB>, page: PageArgs) => Promise<DocumentRow[]>;

/** What each kind's select is to the page: filterable, ordered, limited, run (alias `d`). */
interface PageableSelect<Self> {
  where(expression: Expression<SqlBool>): Self;
  orderBy(expression: Expression<unknown>, direction: 'desc'): Self;
  limit(limit: number): Self;
  execute(): Promise<DocumentRow[]>;
}

/** One keyset page, newest first, of any kind's select. */
function newestPage<Q extends PageableSelect<Q>>(select: Q, page: PageArgs) {
  const after = page.after;
  const from = after ? select.where(afterKey(['d.created_at', 'd.id'], after, 'desc')) : select;
  return from
    .orderBy(sql.ref('d.created_at'), 'desc')
    .orderBy(sql.ref('d.id'), 'desc')
    .limit(page.limit)
    .execute();
}

const DOCUMENT_QUERIES: Record<CustomerDocumentKind, DocumentQuery> = {
  tickets: (db, page) => {
    const select = db
      .selectFrom('tickets as d')
      .select(['d.id', 'd.ticket_number as number', 'd.status'])
      .select(chargeCentsFor('d').as('amount_cents'))
      .select('d.created_at')
      .where('d.customer_id', '=', page.customerId)
      .where('d.deleted_at', 'is', null);
    return newestPage(select, page);
  },
  quotes: (db, page) => {
    const select = db
      .selectFrom('quotes as d')
      .select(['d.id', 'd.quote_number as number', 'd.total_cents as amount_cents'])
      .select(quoteStatusAsRead(page.today, 'd').as('status'))
      .select('d.created_at')
      .where('d.customer_id', '=', page.customerId);
    return newestPage(select, page);
  },
  pc_builds: (db, page) => {
    const select = db
      .selectFrom('pc_builds as d')
      .select(['d.id', 'd.build_number as number', 'd.status', 'd.total_cents as amount_cents'])
      .select('d.created_at')
      .where('d.customer_id', '=', page.customerId);
    return newestPage(select, page);
  },
  // A payment reads as its ticket's number ('Senza ticket' on account) and its direction; a refund or storno counts negative.
  payments: (db, page) => {
    const select = db
      .selectFrom('payments as d')
      .leftJoin('tickets as t', 't.id', 'd.ticket_id')
      .select((eb) => [
        'd.id',
        eb.fn.coalesce('t.ticket_number', sql<string>`'Senza ticket'`).as('number'),
        'd.direction as status',
        signedPaymentCents('d').as('amount_cents'),
        'd.created_at',
      ])
      .where('d.customer_id', '=', page.customerId);
    return newestPage(select, page);
  },
  // A draft has no number yet: it reads as 'Bozza' where the number goes.
  invoices: (db, page) => {
    const select = db
      .selectFrom('invoices as d')
      .select([
        'd.id',
        sql<string>`coalesce(d.number, 'Bozza')`.as('number'),
        'd.status',
        'd.total_cents as amount_cents',
      ])
      .select('d.created_at')
      .where('d.customer_id', '=', page.customerId);
    return newestPage(select, page);
  },
};

export function selectCustomerDocuments(
  db: Kysely<DB>,
  kind: CustomerDocumentKind,
  page: PageArgs,
): Promise<DocumentRow[]> {
  return DOCUMENT_QUERIES[kind](db, page);
}
