import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import {
  COMPONENT_KINDS,
  type ComponentKind,
  type ListPcBuildsQuery,
} from '../../../shared/pc-builds/pc-builds';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { PcBuildComponentTable, PcBuildTable } from '../../db/tables/pc-build-tables';
import { updateAtVersion } from '../../db/versioned-update';
import type { SearchStrategy } from '../../search/text-search';
import { pcBuildSearch } from './pc-build-search';

export const SORT_COLUMNS = { created_at: 'b.created_at', total_amount: 'b.total_cents' } as const;

export interface PcBuildPageQuery extends Pick<ListPcBuildsQuery, 'sort' | 'order' | 'status'> {
  limit: number;
  after?: readonly [unknown, string];
  search?: { strategy: SearchStrategy; words: string[] };
}

export function selectBuilds(db: Kysely<DB>, query: PcBuildPageQuery) {
  const column = SORT_COLUMNS[query.sort];
  let select = db
    .selectFrom('pc_builds as b')
    .select([
      'b.id',
      'b.build_number',
      'b.title',
      'b.customer_name',
      'b.status',
      'b.total_cents',
      'b.created_at',
    ])
    .orderBy(column, query.order)
    .orderBy('b.id', query.order)
    .limit(query.limit);
  if (query.after) select = select.where(afterKey([column, 'b.id'], query.after, query.order));
  if (query.search)
    select = select.where(pcBuildSearch.condition(query.search.strategy, query.search.words));
  if (query.status) select = select.where('b.status', '=', query.status);
  return select.execute();
}
export type PcBuildListRow = Awaited<ReturnType<typeof selectBuilds>>[number];

export function selectBuild(db: Kysely<DB>, id: string) {
  return db.selectFrom('pc_builds').selectAll().where('id', '=', id).executeTakeFirst();
}
export type PcBuildRow = NonNullable<Awaited<ReturnType<typeof selectBuild>>>;

/** The components in order, each with its product's stock now (null for a free line). */
export function selectComponents(db: Kysely<DB>, buildId: string) {
  return db
    .selectFrom('pc_build_components as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .selectAll('c')
    .select('p.quantity as stock')
    .where('c.build_id', '=', buildId)
    .orderBy('c.position')
    .execute();
}
export type ComponentRow = Awaited<ReturnType<typeof selectComponents>>[number];

/** The PC component kind each product's category names (products whose category names one). */
export async function categoryKinds(
  db: Kysely<DB>,
  productIds: readonly string[],
): Promise<Map<string, ComponentKind>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'c.pc_kind'])
    .where('p.id', 'in', [...new Set(productIds)])
    .where('c.pc_kind', 'is not', null)
    .execute();
  return new Map(
    rows.flatMap((r) =>
      COMPONENT_KINDS.includes(r.pc_kind as ComponentKind)
        ? [[r.id, r.pc_kind as ComponentKind]]
        : [],
    ),
  );
}

export function insertBuild(trx: Transaction<DB>, row: Insertable<PcBuildTable>) {
  return trx.insertInto('pc_builds').values(row).execute();
}

/** An edit guarded by the version its writer read: false when someone saved in between. */
export const updateBuildAtVersion = (
  trx: Transaction<DB>,
  id: string,
  version: number,
  values: Updateable<PcBuildTable>,
) => updateAtVersion(trx, 'pc_builds', id, version, values);

export async function insertComponents(
  trx: Transaction<DB>,
  rows: Insertable<PcBuildComponentTable>[],
) {
  if (rows.length > 0) await trx.insertInto('pc_build_components').values(rows).execute();
}

export function deleteComponents(trx: Transaction<DB>, buildId: string) {
  return trx.deleteFrom('pc_build_components').where('build_id', '=', buildId).execute();
}

/** The components first, then the build; false when there was none. */
export async function deleteBuildRows(trx: Transaction<DB>, id: string): Promise<boolean> {
  await deleteComponents(trx, id);
  const deleted = await trx.deleteFrom('pc_builds').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
