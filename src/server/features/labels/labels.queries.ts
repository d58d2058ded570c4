import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { LabelKind } from '../../../shared/inventory/labels';
import type { DB } from '../../db/schema';
import type { LabelTable } from '../../db/tables/inventory-tables';

export type LabelRow = Omit<LabelTable, 'name_key'> & {
  product_count: number;
  pc_kind: string | null;
};

/** The products column that points at this kind. */
const PRODUCT_COLUMN = { brands: 'p.brand_id', categories: 'p.category_id' } as const;

/** Both kinds read through one shape; the category's own column is asked for by name. */
type LabelDB = Omit<DB, 'categories'> & { categories: LabelTable };

function selectRows(db: Kysely<DB>, kind: LabelKind) {
  return (db as unknown as Kysely<LabelDB>)
    .selectFrom(`${kind} as l`)
    .select(['l.id', 'l.name', 'l.description', 'l.created_at', 'l.updated_at'])
    .select((kind === 'categories' ? sql<string | null>`l.pc_kind` : sql<null>`null`).as('pc_kind'))
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef(PRODUCT_COLUMN[kind], '=', 'l.id')
        .as('product_count'),
    );
}

/** Every brand (or category) with its product count, by folded name. */
export async function selectLabels(db: Kysely<DB>, kind: LabelKind): Promise<LabelRow[]> {
  return (await selectRows(db, kind).orderBy('l.name_key').execute()) as LabelRow[];
}

export async function selectLabel(
  db: Kysely<DB>,
  kind: LabelKind,
  id: string,
): Promise<LabelRow | undefined> {
  return (await selectRows(db, kind).where('l.id', '=', id).executeTakeFirst()) as
    | LabelRow
    | undefined;
}

export async function insertLabel(db: Kysely<DB>, kind: LabelKind, row: Insertable<LabelTable>) {
  await (db as unknown as Kysely<LabelDB>).insertInto(kind).values(row).execute();
}

export async function updateCategoryPcKind(db: Kysely<DB>, id: string, pcKind: string | null) {
  await db.updateTable('categories').set({ pc_kind: pcKind }).where('id', '=', id).execute();
}

export async function updateLabelRow(
  db: Kysely<DB>,
  kind: LabelKind,
  id: string,
  columns: Updateable<LabelTable>,
) {
  await (db as unknown as Kysely<LabelDB>)
    .updateTable(kind)
    .set(columns)
    .where('id', '=', id)
    .execute();
}

export async function deleteLabelRow(db: Kysely<DB>, kind: LabelKind, id: string) {
  await db.deleteFrom(kind).where('id', '=', id).execute();
}

export async function labelIdWithKey(db: Kysely<DB>, kind: LabelKind, nameKey: string) {
  const row = await db
    .selectFrom(kind)
    .select('id')
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
  return row?.id;
}
