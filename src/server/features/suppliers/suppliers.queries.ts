import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ListSuppliersQuery } from '../../../shared/inventory/suppliers';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { SupplierTable } from '../../db/tables/inventory-tables';
import type { SearchStrategy } from '../../search/text-search';
import { supplierSearch } from './supplier-search';

export type SupplierRow = Omit<SupplierTable, 'search_text'> & {
  product_count: number;
};

const SORT_COLUMNS = { name: 's.sort_name', created_at: 's.created_at' } as const;

function selectRows(db: Kysely<DB>) {
  return db
    .selectFrom('suppliers as s')
    .select([
      's.id',
      's.name',
      's.sort_name',
      's.email',
      's.phone',
      's.address',
      's.notes',
      's.vat_number',
      's.lead_time_days',
      's.created_at',
      's.updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.supplier_id', '=', 's.id')
        .as('product_count'),
    );
}

/** One page in the list's order, `limit` rows after the cursor's (sort value, id). */
export function selectSuppliers(
  db: Kysely<DB>,
  query: Pick<ListSuppliersQuery, 'sort' | 'order'> & {
    limit: number;
    after?: readonly [string, string];
    search?: { strategy: SearchStrategy; words: string[] };
  },
): Promise<SupplierRow[]> {
  const column = SORT_COLUMNS[query.sort];
  let select = selectRows(db)
    .orderBy(column, query.order)
    .orderBy('s.id', query.order)
    .limit(query.limit);
  const { after, search } = query;
  if (after) select = select.where(afterKey([column, 's.id'], after, query.order));
  if (search) select = select.where(supplierSearch.condition(search.strategy, search.words));
  return select.execute() as Promise<SupplierRow[]>;
}

export function selectSupplier(db: Kysely<DB>, id: string) {
  return selectRows(db).where('s.id', '=', id).executeTakeFirst() as Promise<
    SupplierRow | undefined
  >;
}

export async function insertSupplier(db: Kysely<DB>, row: Insertable<SupplierTable>) {
  await db.insertInto('suppliers').values(row).execute();
}

export async function updateSupplierRow(
  db: Kysely<DB>,
  id: string,
  columns: Updateable<SupplierTable>,
) {
  await db.updateTable('suppliers').set(columns).where('id', '=', id).execute();
}

export async function deleteSupplierRow(db: Kysely<DB>, id: string) {
  await db.deleteFrom('suppliers').where('id', '=', id).execute();
}

/** The oldest supplier with this folded name (two branches of one company may share it). */
export async function oldestSupplierNamed(db: Kysely<DB>, sortName: string) {
  const row = await db
    .selectFrom('suppliers')
    .select('id')
    .where('sort_name', '=', sortName)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.id;
}

/** The oldest supplier with this P.IVA (as stored: digits, no country prefix). */
export async function oldestSupplierWithVat(db: Kysely<DB>, vatNumber: string) {
  const row = await db
    .selectFrom('suppliers')
    .select('id')
    .where('vat_number', '=', vatNumber)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.id;
}
