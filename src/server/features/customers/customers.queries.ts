import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { ListCustomersQuery } from '../../../shared/customers/customer-schemas';
import { CLOSED_TICKET_STATUS } from '../../../shared/tickets/ticket-status';
import { afterKey } from '../../db/keyset';
import { paidCentsFor } from '../../db/payment-sums';
import type { DB } from '../../db/schema';
import type { CustomerEventTable, CustomerTable } from '../../db/tables/customer-tables';
import { chargeCentsFor } from '../../db/ticket-charges';
import { type SearchStrategy, trigramIndexableAll } from '../../search/text-search';
import { customerSearch } from './customer-search';

/** Kysely only: the customer register. */
export type CustomerRow = Omit<Selectable<CustomerTable>, 'search_text'>;
type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'c.id',
  'c.kind',
  'c.first_name',
  'c.last_name',
  'c.company_name',
  'c.display_name',
  'c.sort_name',
  'c.tax_code',
  'c.vat_number',
  'c.email',
  'c.pec',
  'c.sdi_code',
  'c.intent_protocol',
  'c.intent_date',
  'c.phone',
  'c.phone2',
  'c.street',
  'c.postal_code',
  'c.city',
  'c.province',
  'c.country',
  'c.notes',
  'c.privacy_ack_at',
  'c.marketing_consent',
  'c.marketing_consent_at',
  'c.to_review',
  'c.phone_key',
  'c.email_key',
  'c.last_activity_at',
  'c.anonymised_at',
  'c.created_at',
  'c.updated_at',
  'c.version',
] as const;

export const SORT_COLUMNS = {
  name: 'c.sort_name',
  created_at: 'c.created_at',
  last_activity: 'c.last_activity_at',
} as const;

/** The register under its alias `c`, as the list's query reads it. */
const CUSTOMERS = sql<Selectable<CustomerTable>>`customers`.as<'c'>(sql`c`);
/**
 * SQLite, the trigram index naming every match ('fts-all'): each match's sort key read by its seq
 * from customers_name_by_seq_idx, a seventh of the table. Without statistics (the app keeps none on
 * SQLite) the planner would fetch each whole row by its rowid instead: "rossi", 17,000 matches at
 * 200,000 customers, read most of the table's pages.
 */
const CUSTOMERS_BY_SEQ = sql<Selectable<CustomerTable>>`customers`.as<'c'>(
  sql`c indexed by customers_name_by_seq_idx`,
);

/**
 * PostgreSQL, a name-order search: the matches' sort keys from `customer_names` (migration
 * 202612046020), a third of the register's width, under the register's alias; only `id`,
 * `sort_name` and `search_text` are read from it.
 */
const CUSTOMER_NAMES = sql<Selectable<CustomerTable>>`customer_names`.as<'c'>(sql`c`);

export function selectCustomers(
  db: Db,
  query: Pick<ListCustomersQuery, 'sort' | 'order' | 'to_review'> & {
    limit: number;
    after?: readonly [string, string];
    search?: { strategy: SearchStrategy; words: string[] };
    /** Leave out the anonymised. */
    live?: boolean;
    /** Sort the matching rows rather than walk the sort's index (the service says when). */
    sortMatches?: boolean;
  },
) {
  const { after, search } = query;
  const column = SORT_COLUMNS[query.sort];
  // The same order as an expression no index has: the planner can only sort.
  const order = query.sortMatches ? sql`${sql.ref(column)} || ''` : sql.ref(column);
  // Only when the index holds every column the query tests: otherwise each row is read anyway.
  const covered = trigramIndexableAll(search?.words ?? []) && !query.to_review && !query.live;
  const bySeq = search?.strategy.kind === 'fts-all' && covered;
  const byNames =
    search?.strategy.kind === 'trigram' && query.sortMatches && !query.to_review && !query.live;
  let matching = db
    .selectFrom(byNames ? CUSTOMER_NAMES : bySeq ? CUSTOMERS_BY_SEQ : CUSTOMERS)
    .orderBy(order, query.order)
    .orderBy('c.id', query.order)
    .limit(query.limit);
  if (after) matching = matching.where(afterKey([column, 'c.id'], after, query.order));
  if (search) matching = matching.where(customerSearch.condition(search.strategy, search.words));
  if (query.live) matching = matching.where('c.anonymised_at', 'is', null);
  if (query.to_review)
    matching = matching.where('c.to_review', '=', query.to_review === 'true' ? 1 : 0);
  if (!query.sortMatches) return matching.select(COLUMNS).execute() as Promise<CustomerRow[]>;
  // Every match is sorted by its key alone; only the page's rows are then read whole.
  return db
    .selectFrom('customers as c')
    .select(COLUMNS)
    .where('c.id', 'in', matching.select('c.id'))
    .orderBy(order, query.order)
    .orderBy('c.id', query.order)
    .execute() as Promise<CustomerRow[]>;
}

export function selectCustomer(db: Db, id: string) {
  return db
    .selectFrom('customers as c')
    .select(COLUMNS)
    .where('c.id', '=', id)
    .executeTakeFirst() as Promise<CustomerRow | undefined>;
}

/**
 * The live documents of a customer per kind, and what the open tickets still await (charge less
 * what each received in payments, never below 0 per ticket, in cents): one statement, each part one walk of its table's
 * (customer_id, created_at) index.
 */
export async function selectDocumentSummary(db: Db, id: string) {
  const paid = paidCentsFor('ticket_id', 'tickets.id');
  const charge = chargeCentsFor('tickets');
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('tickets')
        .select(eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', id)
        .where('deleted_at', 'is', null)
        .as('tickets'),
      eb
        .selectFrom('quotes')
        .select(eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', id)
        .as('quotes'),
      eb
        .selectFrom('pc_builds')
        .select(eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', id)
        .as('pc_builds'),
      eb
        .selectFrom('payments')
        .select(eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', id)
        .as('payments'),
      eb
        .selectFrom('invoices')
        .select(eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', id)
        .as('invoices'),
      eb
        .selectFrom('tickets')
        .select(
          sql<number | string | null>`sum(case when ${charge} > ${paid}
            then ${charge} - ${paid} else 0 end)`.as('due'),
        )
        .where('customer_id', '=', id)
        .where('deleted_at', 'is', null)
        .where('status', '<>', CLOSED_TICKET_STATUS)
        .as('due_cents'),
      // The shop's own P.IVA, for the warning on a customer who has it (an invoice to oneself).
      eb.selectFrom('invoicing_settings').select('vat_number').as('shop_vat_number'),
    ])
    .executeTakeFirstOrThrow();
  return {
    tickets: Number(row.tickets ?? 0),
    quotes: Number(row.quotes ?? 0),
    pc_builds: Number(row.pc_builds ?? 0),
    payments: Number(row.payments ?? 0),
    invoices: Number(row.invoices ?? 0),
    due_cents: Number(row.due_cents ?? 0),
    shop_vat_number: row.shop_vat_number ?? null,
  };
}

export async function insertCustomer(db: Db, row: Insertable<CustomerTable>) {
  await db.insertInto('customers').values(row).execute();
}

/** The edit of the version its writer read: false when someone saved in between. */
export async function updateCustomerAtVersion(
  db: Db,
  id: string,
  version: number,
  columns: Updateable<CustomerTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Activity is not an edit: the version stays, so a ticket saved meanwhile never 409s an edit. */
export async function setLastActivity(db: Db, id: string, at: string) {
  await db
    .updateTable('customers')
    .set({ last_activity_at: at })
    .where('id', '=', id)
    .where('last_activity_at', '<', at)
    .execute();
}

export async function deleteCustomerRow(db: Db, id: string) {
  await db.deleteFrom('customers').where('id', '=', id).execute();
}

/** The customers (not anonymised) a document's phone or e-mail key names, at most a few each. */
export function selectByKeys(db: Db, keys: { phone: string | null; email: string | null }) {
  return db
    .selectFrom('customers as c')
    .select(COLUMNS)
    .where('c.anonymised_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(keys.phone ? [eb('c.phone_key', '=', keys.phone)] : []),
        ...(keys.email ? [eb('c.email_key', '=', keys.email)] : []),
      ]),
    )
    .limit(10)
    .execute() as Promise<CustomerRow[]>;
}

export async function insertCustomerEvent(db: Db, row: Insertable<CustomerEventTable>) {
  await db.insertInto('customer_events').values(row).execute();
}
